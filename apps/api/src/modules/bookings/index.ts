/** Bookings: quotes, the booking lifecycle, host calendar, reviews, earnings. */
export type { BookingEvents } from './context';
export { type BookingsOptions, bookingsRoutes } from './routes';
export { type BookingsService, bookingsService } from './service';
