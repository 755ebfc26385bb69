import { PAGE_COOKIES, STARTUP_DELAY_MS } from '@roamstead/contract/constants';
import { useEffect, useState } from 'react';
import { writeCookie } from './lib/cookies';

/**
 * How the app starts (docs/adr/0047). Public pages arrive as server-rendered HTML, so the first
 * screen needs no scheduling of its own; what is left is SPEC §2's start-up screen and the work
 * that can wait until the page is idle (the service worker, toasts, header menus and counts).
 */

/** SPEC §2: the start-up screen stays this long after the page has loaded (build-time override). */
const startupDelayMs = Number(import.meta.env.VITE_STARTUP_DELAY_MS ?? STARTUP_DELAY_MS);

const whenLoaded = new Promise<void>((resolve) => {
  if (typeof document === 'undefined') return;
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

/** Runs `task` once the page has loaded and the browser is idle (at most 2 s later). */
export function whenIdle(task: () => void) {
  void whenLoaded.then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 200);
  });
}

let idle = false;
whenIdle(() => {
  idle = true;
});

/** False on the server, while hydrating and until `whenIdle`; true for components mounted after. */
export function useIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (idle) setReady(true);
    else whenIdle(() => setReady(true));
  }, []);
  return ready;
}

/** Hides the start-up screen, if the server sent one, once the page has loaded and SPEC §2's hold has passed. */
export async function dismissStartupScreen() {
  const screen = document.getElementById('startup');
  if (!screen) return;
  await whenLoaded;
  await new Promise((resolve) => setTimeout(resolve, startupDelayMs));
  // The server leaves the screen out of the session's later pages.
  writeCookie(PAGE_COOKIES.startupShown, '1');
  screen.hidden = true;
}
