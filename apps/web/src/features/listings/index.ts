export { DEMO_LAYOUT_PATHS } from './layouts';
