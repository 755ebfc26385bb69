export { hostingRoutes } from './routes';
