import { firstScreenOf } from './app/routes/firstScreens';

// A second, tiny entry of index.html, run before the app's own has arrived: it starts fetching
// the code of the screen the address opens (explore, a listing, trips) with the app's scripts instead
// of after them, so the screen's data, and its photo, are asked for sooner. A failure here is the
// router's to report: it imports the same modules.
for (const load of firstScreenOf(window.location.pathname) ?? []) load().catch(() => {});
