import { useEffect, useRef, useState } from 'react';
import { afterStartup } from '../startup';

/** Once a lazily loaded control is in: whether it opens at once, and whether it takes the focus. */
export interface LoadedControl {
  open: boolean;
  focus: boolean;
}

/**
 * For a header control whose code (a Radix popover, menu or dialog) stays off a page's first load:
 * its code loads once the page is idle, or when the plain button standing in for it is pressed.
 * Until then `loaded` is null and the page shows `placeholder`'s button; pressed, it opens once the
 * code is in. A placeholder that had the focus when the code arrived hands it to the real control.
 * Nothing loads while `enabled` is false (the control is not shown).
 */
export function useLoadWhenIdle(load: () => Promise<unknown>, enabled = true) {
  const placeholder = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<LoadedControl | null>(null);
  useEffect(() => {
    if (!enabled) return;
    afterStartup(() => {
      load().then(
        () => setLoaded((now) => now ?? { open: false, focus: document.activeElement === placeholder.current }),
        () => undefined, // pressing the placeholder tries again
      );
    });
  }, [load, enabled]);
  return { placeholder, loaded, press: () => setLoaded({ open: true, focus: false }) };
}
