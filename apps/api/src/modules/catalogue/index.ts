export { catalogueRoutes } from './routes';
export { catalogueService } from './service';
