/** Site content: pages, help, careers, contact forms, reference data. */
export { formLimit } from './limits';
export { contentRoutes } from './routes';
