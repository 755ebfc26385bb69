/** Bookings: quotes, the booking lifecycle, host calendar, reviews, earnings. */
export type { BookingEvents } from './context';
/** Nights as `YYYY-MM-DD` days and `[from, to)` date ranges, shared with calendar sync and earnings. */
export { addDays, daysBetween, parseRange, stayRange, todayUtc } from './dates';
export { type BookingsOptions, bookingsRoutes } from './routes';
export { type BookingsService, bookingsService } from './service';
