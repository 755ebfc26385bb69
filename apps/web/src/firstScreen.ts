import { firstScreenOf } from './app/routes/firstScreens';

// A second, tiny entry of index.html, run before the app's own has arrived: it starts fetching
// the code of the screen the address opens (explore, a listing, trips) with the app's scripts instead
// of after them, so the screen's data, and its photo, are asked for sooner. A failure here is the
// router's to report: it imports the same modules.
for (const load of firstScreenOf(window.location.pathname) ?? []) load().catch(() => {});

// The page's first number format loads the browser's number data (~35 ms on a desktop, four times
// that on a phone; later formats of any kind take well under 1 ms). Every screen shows a number,
// a price or a date: built in a task of its own while the app's scripts are still on their way,
// it no longer lengthens the task that renders the first screen (docs/adr/0039).
setTimeout(() => new Intl.NumberFormat().format(0), 0);
