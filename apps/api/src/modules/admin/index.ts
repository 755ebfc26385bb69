export { adminContentRoutes } from './content-routes';
export { operatorsService } from './operators';
export { adminRoutes } from './routes';
