export { OfflineBanner } from './OfflineBanner';
export { clearOfflineData, registerServiceWorker } from './serviceWorker';
export { UpdateNotice } from './UpdateNotice';
