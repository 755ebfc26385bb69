import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../ui/useNearViewport';
import { NewsletterFields } from './NewsletterFields';

type Form = ComponentType<{ email?: string }>;

/**
 * The footer's newsletter sign-up. Its form (react-hook-form) loads when the footer nears the
 * screen or the stand-in, the same markup, gets focus; what the visitor typed, the focus and a
 * submission made meanwhile carry over to the form.
 */
export function Newsletter() {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [touched, setTouched] = useState(false);
  const [loaded, setLoaded] = useState<{ Form: Form }>();
  // What is in the stand-in's field when the form replaces it, kept as it is typed: the form's
  // module can arrive between a keystroke and the render that swaps them.
  const [typed, setTyped] = useState('');
  const carry = useRef({ focus: false, submit: false });

  useEffect(() => {
    if (loaded || !(near || touched)) return;
    let current = true;
    import('./NewsletterForm').then(
      ({ NewsletterForm }) => {
        if (!current) return;
        const input = box.current?.querySelector('input');
        carry.current.focus = document.activeElement === input;
        if (input) setTyped(input.value); // typed before the page hydrated
        setLoaded({ Form: NewsletterForm });
      },
      () => setTouched(false), // offline: the next focus or submission tries again
    );
    return () => {
      current = false;
    };
  }, [loaded, near, touched]);

  useEffect(() => {
    if (!loaded) return;
    const { focus, submit } = carry.current;
    carry.current = { focus: false, submit: false };
    if (focus) box.current?.querySelector('input')?.focus();
    if (submit) box.current?.querySelector('form')?.requestSubmit();
  }, [loaded]);

  return (
    <div ref={box}>
      {loaded ? (
        <loaded.Form email={typed} />
      ) : (
        <NewsletterFields
          onSubmit={(e) => {
            e.preventDefault();
            carry.current.submit = true;
            setTouched(true);
          }}
          input={{ onFocus: () => setTouched(true), onChange: (e) => setTyped(e.target.value) }}
        />
      )}
    </div>
  );
}
