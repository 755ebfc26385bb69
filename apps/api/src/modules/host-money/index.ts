// A host's earnings to take away: CSV export and the yearly tax summary.
export { hostMoneyRoutes } from './routes';
