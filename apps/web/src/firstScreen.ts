// A second, tiny entry of index.html, run before the app's own has arrived (the first screen's
// code is already on its way: the server lists it in the page, docs/adr/0041).
//
// The page's first number format loads the browser's locale and number data (~50 ms on a
// desktop, four times that on a phone; later formats of any kind take well under 1 ms). Every
// screen shows a number, a price or a date: built while the app's scripts are still on their way,
// it no longer lengthens the task that renders the first screen (docs/adr/0039). In two tasks,
// so that the page can answer input between them: the locale data (~13 ms), then the list of the
// locales formats support and the number data (~40 ms). Then, in a third task, the calendar data
// that the first date format loads (~5 ms on a desktop, a trip's or a listing's first render).
setTimeout(() => new Intl.Locale('en').maximize(), 0);
setTimeout(() => new Intl.NumberFormat().format(0), 0);
setTimeout(() => new Intl.DateTimeFormat().format(0), 0);
