import { useCallback, useState } from 'react';

/**
 * For a screen whose largest content is a photo: whether that photo has loaded (or failed) and
 * been painted, and the `onSettled` to give it. The screen's other photos wait for it: on a
 * phone's network they would share the connection with it and hold it back.
 */
export function useLargestPhotoPainted(): [painted: boolean, settle: () => void] {
  const [painted, setPainted] = useState(false);
  // The task after the frame that paints it.
  const settle = useCallback(() => requestAnimationFrame(() => setTimeout(() => setPainted(true), 0)), []);
  return [painted, settle];
}
