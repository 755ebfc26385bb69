import { type ReactNode, useEffect, useState } from 'react';
import { markFirstPageRendered } from '../startup';

/**
 * The document was loaded by a reload or a step back or forward: the router then restores the
 * scroll position in the first render, so everything renders in that render.
 */
const restoresScroll = ['reload', 'back_forward'].includes(
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ?? '',
);

/**
 * False on a component's first render, true from the task after its first paint: for what is
 * below the fold (the footer), so that it does not lengthen the task that paints the screen.
 * True from the start in a document loaded by a reload or a step through history.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(restoresScroll);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return painted;
}

/** Renders `children` from the task after its own first paint: a screen's sections below the fold. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

/** `useAfterFirstPaint` of a layout's page: once the page is in, work waiting for the first screen looks at it. */
export function usePagePainted(): boolean {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) markFirstPageRendered();
  }, [painted]);
  return painted;
}
