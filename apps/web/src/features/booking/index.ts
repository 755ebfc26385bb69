export { BookingWidget } from './BookingWidget';
