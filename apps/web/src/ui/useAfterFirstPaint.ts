import { type ReactNode, useEffect, useState } from 'react';

/**
 * False on a component's first render, true from the task after its first paint: for what is
 * below the fold (the footer), so that it does not lengthen the task that paints the screen.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
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
