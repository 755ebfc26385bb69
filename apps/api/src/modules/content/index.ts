/** Site content: pages, help, careers, contact forms, reference data. */
export { formLimit } from './limits';
export { applyContentData } from './reference';
export { contentRoutes } from './routes';
