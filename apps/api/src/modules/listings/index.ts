/** Listings as guests see them: search, detail, photos, currency conversion. */
export { type CurrencyRate, convertMinor } from './money';
export { toPhoto } from './photos';
export { listingsRoutes } from './routes';
export { createSearchCache, type SearchCache } from './searchCache';
