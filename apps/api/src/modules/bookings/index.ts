/** Bookings: quotes, the booking lifecycle, host calendar, reviews, earnings. */
export type { BookingEvents } from './context';
/** Nights as `YYYY-MM-DD` days and `[from, to)` date ranges, shared with calendar sync and earnings. */
export { addDays, daysBetween, localToday, nightsOf, parseRange, stayRange, todayUtc } from './dates';
/** Stay pricing, shared with search cards so a card's total is the quote's total. */
export { nightPrices, priceBooking, stayDiscount } from './pricing';
export { type BookingsOptions, bookingsRoutes } from './routes';
export { type BookingsService, bookingsService } from './service';
