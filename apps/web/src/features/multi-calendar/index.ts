/** Every home a host runs on one calendar, with bulk edits of nights and rules (ADR 0064). */
export { multiCalendarPages } from './pages';
