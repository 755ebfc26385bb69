export { arrivalGuideRoutes } from './routes';
export { type ArrivalGuidesService, arrivalGuidesService } from './service';
