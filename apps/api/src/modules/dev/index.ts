export { devRoutes } from './routes';
