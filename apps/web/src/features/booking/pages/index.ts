/** The feature's screens, loaded lazily by the route table in app/routes. */
export const bookingPages = {
  checkout: () => import('./CheckoutPage'),
  invoice: () => import('./InvoicePage'),
  trips: () => import('./TripsPage'),
  trip: () => import('./TripPage'),
  hostCalendar: () => import('./HostCalendarPage'),
  earnings: () => import('./EarningsPage'),
  payments: () => import('./PaymentsPage'),
};

/** Loaders of its screens' data (the route table pairs them with the screens). */
export { tripsLoader } from './loaders';
