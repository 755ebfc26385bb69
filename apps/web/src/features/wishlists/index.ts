// Wishlists and compare, for other features to place: hearts and compare toggles on listings,
// and the watcher that completes a save started before sign-in. Pages load through the routes.
export { CompareBar } from '../compare/CompareBar';
export { CompareToggle } from '../compare/CompareToggle';
export { ListingCardActions, ListingPageActions } from './ListingActions';
export { PendingSaveWatcher } from './PendingSaveWatcher';
export { SaveButton } from './SaveButton';
