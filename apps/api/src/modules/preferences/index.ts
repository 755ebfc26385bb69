export { preferencesRoutes } from './routes';
