import { useEffect, useState } from 'react';
import { afterStartup } from '../startup';

/** Set once `afterStartup` has run for this hook: components mounted later start at true. */
let started = false;

/**
 * False until the page has loaded and the browser is idle (`afterStartup`), then true, and true
 * from the first render for everything mounted after that: for requests that decorate a screen
 * (the header's counts) and should not share a phone's network with its own data and photo.
 */
export function useAfterStartup(): boolean {
  const [ready, setReady] = useState(started);
  useEffect(() => {
    if (ready) return;
    afterStartup(() => {
      started = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
}
