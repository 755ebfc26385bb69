import { STARTUP_DELAY_MS } from '@roamstead/contract/constants';
import { queryClient } from './api/queryClient';

/** SPEC §2: the start-up screen stays until the page has loaded, then this long (build-time override). */
const startupDelayMs = Number(import.meta.env.VITE_STARTUP_DELAY_MS ?? STARTUP_DELAY_MS);

/** Set once the hold has been shown in this browser session (tab): later full loads skip it. */
export const STARTUP_SHOWN_KEY = 'roamstead.startup-shown';

const whenLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** How long work deferred by `afterStartup` waits for the browser to be idle at most. */
const IDLE_TIMEOUT_MS = 3000;
/** How often, and how long at most, `afterStartup` looks for the first screen's data and photos. */
const SETTLED_POLL_MS = 100;
const SETTLED_AT_MOST_MS = 5000;

let pageRendered = false;

/**
 * Resolves in a later task while the first page is being built, at once after: the page answers
 * input only between tasks, and a phone runs each start-up step for 20–150 ms (docs/adr/0040,
 * docs/adr/0046). Later navigations do not wait.
 */
export const startupTask = (): Promise<void> =>
  pageRendered ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Called once a layout has rendered the page of the first address (`usePagePainted`): the page's
 * queries have started by then. Until it is, the first screen cannot be complete.
 */
export const markFirstPageRendered = () => {
  pageRendered = true;
};

/**
 * Resolves once the first screen is complete: its page rendered, none of the app's queries in
 * flight (a page's data arrives after the load event) and every image not left to lazy loading
 * loaded or failed, on two looks in a row (an answer renders its cards and their photos a moment
 * after it arrives); or after SETTLED_AT_MOST_MS, whatever is still on its way.
 */
function firstScreenSettled() {
  const settled = () =>
    pageRendered &&
    queryClient.isFetching() === 0 &&
    [...document.images].every((image) => image.complete || image.loading === 'lazy');
  const start = Date.now();
  let before = false;
  return new Promise<void>((resolve) => {
    const poll = () => {
      const now = settled();
      if ((before && now) || Date.now() - start > SETTLED_AT_MOST_MS) resolve();
      else {
        before = now;
        setTimeout(poll, SETTLED_POLL_MS);
      }
    };
    poll();
  });
}

/** The page loaded and its first screen complete: looked for once, whoever asks and whenever. */
let startedUp: Promise<void> | undefined;

/**
 * Runs `task` once the page has loaded, its first screen has its data and photos, and the browser
 * is idle: what it loads or asks for (toasts, the service worker, the header's counts) never
 * competes with the screen's own scripts, requests and render on a phone (docs/adr/0041).
 * Browsers without `requestIdleCallback` run it a moment after that.
 */
export function afterStartup(task: () => void) {
  startedUp ??= whenLoaded().then(firstScreenSettled);
  void startedUp.then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(task, 500);
  });
}

/** sessionStorage can be unavailable (privacy modes): then every load holds, as SPEC §2 reads. */
const session = {
  shown(): boolean {
    try {
      return sessionStorage.getItem(STARTUP_SHOWN_KEY) === '1';
    } catch {
      return false;
    }
  },
  remember() {
    try {
      sessionStorage.setItem(STARTUP_SHOWN_KEY, '1');
    } catch {
      // not remembered: the next load holds again
    }
  },
};

/**
 * Hides the static start-up screen of index.html once the page has loaded: after the SPEC §2 hold
 * on the first load of a browser session, at once on later loads (a reload, an opened link).
 */
export async function dismissStartupScreen() {
  await whenLoaded();
  if (startupDelayMs > 0 && !session.shown()) {
    await new Promise((r) => setTimeout(r, startupDelayMs));
    session.remember();
  }
  document.getElementById('startup')?.setAttribute('hidden', '');
}
