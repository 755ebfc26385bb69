/** Saved searches and their alerts. */
export { savedSearchesRoutes } from './routes';
export { savedSearchesService } from './service';
