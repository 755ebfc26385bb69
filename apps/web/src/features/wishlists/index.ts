// Hearts on listings, and the watcher that completes a save started before sign-in.
export { ListingCardActions, ListingPageActions } from './ListingActions';
export { PendingSaveWatcher } from './PendingSaveWatcher';
