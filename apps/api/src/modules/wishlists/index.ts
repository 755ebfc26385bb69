export { wishlistsRoutes } from './routes';
