/** Hosts' quick replies with placeholders, and scheduled messages sent by the job runner (ADR 0065). */
export { type QuickRepliesOptions, quickRepliesRoutes } from './routes';
export { type QuickRepliesService, quickRepliesService } from './service';
