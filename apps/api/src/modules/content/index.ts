/** Site content: pages, help, careers, contact forms, reference data. */
export { contentLanguage } from './language';
export { formLimit } from './limits';
export { applyContentData } from './reference';
export { contentRoutes } from './routes';
export { contentService } from './service';
