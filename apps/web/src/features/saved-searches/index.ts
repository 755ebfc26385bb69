/** Saved searches: the search page's save button (its screens are in ./pages). */
export { SaveSearchButton } from './SaveSearchButton';
