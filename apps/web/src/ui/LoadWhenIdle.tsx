import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../startup';

interface LoadWhenIdleProps<M> {
  /** Imports the control's module. */
  load: () => Promise<M>;
  /** The plain button shown until the module is in, with the same look and name; `press` opens the control. */
  standIn: (press: () => void) => ReactElement;
  /** The control, once its module is in; `defaultOpen` when the stand-in was pressed. */
  children: (module: M, defaultOpen: boolean) => ReactNode;
}

/**
 * A header control whose code (a Radix popover, menu or dialog) stays off a page's first load: it
 * loads once the page is idle, or when the stand-in button is pressed, which then opens the control.
 * A stand-in that has the focus when the code arrives hands it to the control's button.
 */
export function LoadWhenIdle<M>({ load, standIn, children }: LoadWhenIdleProps<M>) {
  const slot = useRef<HTMLSpanElement>(null);
  const pressed = useRef(false);
  const [loaded, setLoaded] = useState<{ module: M; open: boolean; focus: boolean } | null>(null);
  const take = () =>
    load().then(
      (module) =>
        setLoaded(
          (now) =>
            now ?? {
              module,
              open: pressed.current,
              focus: !pressed.current && (slot.current?.contains(document.activeElement) ?? false),
            },
        ),
      () => undefined, // not loaded: pressing the stand-in tries again
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, when the control first shows
  useEffect(() => whenIdle(() => void take()), []);
  useEffect(() => {
    if (loaded?.focus) slot.current?.querySelector<HTMLElement>('button')?.focus();
  }, [loaded]);
  const press = () => {
    pressed.current = true;
    // The stand-in is pressed only while it shows: a module already in, its control not yet
    // rendered, opens when it is.
    setLoaded((now) => now && { ...now, open: true, focus: false });
    void take();
  };
  return (
    <span ref={slot} className="contents">
      {loaded ? children(loaded.module, loaded.open) : standIn(press)}
    </span>
  );
}
