export { BookingWidget } from './BookingWidget';
export { TaxSummaryCard } from './components/TaxSummaryCard';
