/** Reports by guests and hosts, and the operators' queue of them (docs/adr/0074). */

export { type Tell, tellerOf } from './notices';
export { reportsRoutes } from './routes';
export { type ReportsService, reportsService } from './service';
