/** The bell, and notices on each user's chosen channels. */
export { accountNotifications } from './events';
export { notificationsRoutes } from './routes';
export {
  type NotificationActions,
  type NotificationsService,
  type NotifyInput,
  notificationsService,
  notify,
} from './service';
