/** Every home a host runs on one calendar, and bulk edits of their nights and rules (ADR 0064). */

export { calendarListings } from './access';
export { multiCalendarRoutes } from './routes';
