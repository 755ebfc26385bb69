import { useSyncExternalStore } from 'react';
import { whenIdle } from '../../startup';

/** Caches the service worker fills (build/pwa.ts); a signed-out device keeps none of them. */
const PRIVATE_CACHES = ['roamstead-api', 'roamstead-photos'];

let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

/**
 * Registers the service worker once the page has loaded and the browser is idle, so its precache
 * downloads do not compete with the page. A new version waits until the visitor takes it from the
 * update notice.
 */
export function setUpInstallableApp(onFirstControl: () => void) {
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const update = registerSW({
      onNeedRefresh() {
        applyUpdate = () => update(true);
        for (const listener of listeners) listener();
      },
    });
  };
  whenIdle(() => {
    if (!('serviceWorker' in navigator)) return;
    // The first service worker takes over a page whose answers it never saw (`onFirstControl`
    // reads them again through it, so a visit that began here can be read offline too).
    if (navigator.serviceWorker.controller === null)
      navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
    void register();
  });
}

/** The update of a new version waiting for the go-ahead, or null. */
export const useWaitingUpdate = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
    () => null,
  );

/** Forgets every saved API answer and photo (sign-out, session expiry, account deletion). */
export async function clearOfflineData() {
  if (!('caches' in window)) return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));
}
