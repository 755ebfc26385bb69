export { bookingApi, invalidateBookings } from './api';
export { BookingWidget } from './BookingWidget';
export { TaxSummaryCard } from './components/TaxSummaryCard';
export { useExactMoney } from './money';
