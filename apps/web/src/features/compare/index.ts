export { CompareBar } from './CompareBar';
export { CompareToggle } from './CompareToggle';

/** Screens, loaded lazily by the route table (app/routes). */
export const comparePages = {
  compare: () => import('./ComparePage'),
};
