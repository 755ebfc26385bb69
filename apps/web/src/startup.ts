import { STARTUP_DELAY_MS } from '@roamstead/contract/constants';

/** SPEC §2: the start-up screen stays until the page has loaded, then this long (build-time override). */
const startupDelayMs = Number(import.meta.env.VITE_STARTUP_DELAY_MS ?? STARTUP_DELAY_MS);

const whenLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Hides the static start-up screen of index.html after load + the delay. */
export async function dismissStartupScreen() {
  await whenLoaded();
  await new Promise((r) => setTimeout(r, startupDelayMs));
  document.getElementById('startup')?.setAttribute('hidden', '');
}
