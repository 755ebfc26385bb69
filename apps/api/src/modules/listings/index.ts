/** Listings as guests see them: search, detail, photos. */
export { toPhoto } from './photos';
export { listingsRoutes } from './routes';
export { createSearchCache, type SearchCache } from './searchCache';
