// A host's earnings to take away: CSV export and the yearly tax summary.

/** RFC 4180 lines and decimals, shared with the operator console's exports. */
export { csvLine, decimal } from './csv';
export { hostMoneyRoutes } from './routes';
