export { bookingApi, invalidateBookings } from './api';
export { BookingWidget } from './BookingWidget';
export { ExperienceSlots } from './components/ExperienceSlots';
export { TaxSummaryCard } from './components/TaxSummaryCard';
export { useExactMoney } from './money';
