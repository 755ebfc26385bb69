/** Listings as guests see them: search, detail, photos. */
export { toPhoto } from './photos';
export { listingsRoutes } from './routes';
export { createSearchCache, type SearchCache } from './searchCache';
/** The search itself, which saved searches re-run for their alerts. */
export { listingsService } from './service';
