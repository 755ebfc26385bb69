export { adminMoneyRoutes } from './money-routes';
export { operatorsService } from './operators';
export { adminRoutes } from './routes';
