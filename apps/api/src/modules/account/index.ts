/** The account module: e-mail, phone, password, sessions, settings, data export and deletion. */
export { type AccountOptions, accountRoutes } from './routes';
export { settingsOf, updateSettings } from './settings';
