import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/** False on the server and while hydrating, true after: for what only a browser can draw (a map). */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
