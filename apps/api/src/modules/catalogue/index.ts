export { catalogueRoutes } from './routes';
