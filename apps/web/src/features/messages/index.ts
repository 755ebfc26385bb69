export { useUnreadCounts } from './api';
export { ContactHost } from './components/ContactHost';
export { MessagesHeaderLink, MessagesUnreadBadge } from './components/UnreadBadge';
export { useMessagesLive } from './live';
