/** Hosts' quick replies: the composer's menu and the hosting screen with schedules (ADR 0065). */
export { QuickRepliesMenu } from './components/QuickRepliesMenu';
export { quickRepliesPages } from './pages';
