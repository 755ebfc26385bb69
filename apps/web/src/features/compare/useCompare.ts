import { useSyncExternalStore } from 'react';
import { compareStore } from './compareStore';

/** The listing ids chosen for /compare, re-rendering on every change (also from other tabs). */
export const useCompareIds = () =>
  useSyncExternalStore(compareStore.subscribe, compareStore.get, compareStore.getServerSnapshot);
