export { Footer } from './Footer';
export { Header } from './Header';

/** Screens, loaded lazily by the route table (app/routes). */
export const sitePages = {
  unsubscribe: () => import('./UnsubscribePage'),
};
