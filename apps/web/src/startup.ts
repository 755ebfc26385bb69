import { STARTUP_DELAY_MS } from '@roamstead/contract/constants';

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

/**
 * Runs `task` once the page has loaded and the browser is idle: after the first screen's own
 * scripts and render, so what it loads (toasts, the service worker) never competes with them.
 * Browsers without `requestIdleCallback` run it a moment after the load event.
 */
export function afterStartup(task: () => void) {
  void whenLoaded().then(() => {
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
