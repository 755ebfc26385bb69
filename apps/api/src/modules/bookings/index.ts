/** Bookings: quotes, the booking lifecycle, host calendar, reviews, earnings. */
export type { BookingEvents } from './context';
/** `[from, to)` date ranges and a listing's today, shared with calendar sync and earnings. */
export { localInstant, localToday, parseRange, stayRange } from './dates';
/** Stay pricing, shared with search cards so a card's total is the quote's total. */
export { guestLines, nightPrices, priceBooking, stayDiscount } from './pricing';
export { type BookingsOptions, bookingsRoutes } from './routes';
export { type BookingsService, bookingsService } from './service';
/** Advance notice and booking window, shared with flexible search. */
export { addMonths } from './stay-rules';
