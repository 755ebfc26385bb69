export { ContactHost } from './components/ContactHost';
export { MessagesUnreadBadge } from './components/LazyUnreadBadge';
export { MessagesHeaderLink } from './components/UnreadBadge';
