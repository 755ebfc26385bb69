export { bookingApi, invalidateBookings } from './api';
export { BookingWidget } from './BookingWidget';
export { useExactMoney } from './money';
