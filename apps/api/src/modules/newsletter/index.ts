export { newsletterRoutes } from './routes';
