export { OfflineBanner } from './OfflineBanner';
export { clearOfflineData, setUpInstallableApp } from './serviceWorker';
export { UpdateNotice } from './UpdateNotice';
