export { operatorsService } from './operators';
export { adminRoutes } from './routes';
