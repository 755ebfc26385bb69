export { useNotifications } from './api';
export { NotificationBell } from './NotificationBell';
export { NotificationItem } from './NotificationItem';
