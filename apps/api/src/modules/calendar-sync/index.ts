// Calendar sync with other sites (ADR 0025): the export feed, imported feeds and their poll.
export { calendarExportRoutes, calendarSyncRoutes } from './routes';
