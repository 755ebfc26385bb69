export { bookingApi, invalidateBookings } from './api';
export { BookingWidget } from './BookingWidget';
export { useExactMoney } from './money';

/** Screens, loaded lazily by the route table (app/routes). */
export const bookingPages = {
  checkout: () => import('./pages/CheckoutPage'),
  invoice: () => import('./pages/InvoicePage'),
  trips: () => import('./pages/TripsPage'),
  trip: () => import('./pages/TripPage'),
  hostCalendar: () => import('./pages/HostCalendarPage'),
  earnings: () => import('./pages/EarningsPage'),
  payments: () => import('./pages/PaymentsPage'),
};
