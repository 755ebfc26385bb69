export { adminContentRoutes } from './content-routes';
export { moderationRoutes } from './moderation-routes';
export { adminMoneyRoutes } from './money-routes';
export { operatorsService } from './operators';
export { adminRoutes } from './routes';
export { readSettings } from './settings';
