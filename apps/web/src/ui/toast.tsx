import i18next from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../startup';

// react-toastify and its styles load once the page has loaded and the browser is idle (or with an
// earlier first toast): off the first screen, yet in place before a later toast, such as a lost
// connection, needs them.
type Toastify = typeof import('./Toasts');
let loaded: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

const loadToastify = () => {
  loading ??= import('./Toasts').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined; // the next toast tries again
      throw error;
    },
  );
  return loading;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast container, mounted once (in App) once react-toastify has loaded. */
export function ToastHost() {
  const toastify = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  useEffect(() => whenIdle(() => void loadToastify().catch(() => undefined)), []);
  // In an element of its own from the start: added later beside the page's layout, the container
  // would end the layout's being the last child, and react-toastify's `:not(:last-child) > *` rule
  // would make the browser restyle the whole page (~15 ms on a desktop, four times that on a phone).
  return <div>{toastify ? <toastify.Toasts /> : null}</div>;
}

function Content({ title, message }: { title: string; message?: string }) {
  return (
    <div>
      <p className="font-semibold">{title}</p>
      {message && <p className="text-sm">{message}</p>}
    </div>
  );
}

/** Raises a toast once react-toastify is there; it queues toasts raised before its container mounts. */
const show = (raise: (toastify: Toastify) => void) => {
  if (typeof window === 'undefined') return; // a page rendered on the server shows none
  if (loaded) raise(loaded);
  else void loadToastify().then(raise, () => undefined);
};

/**
 * SPEC §8 toasts: a title and a message; errors are the destructive kind titled 'Error'. Successes
 * are announced politely (role status), errors at once (react-toastify's role alert).
 */
export const notify = {
  success: (title: string, message?: string) =>
    show(({ toast }) => toast.success(<Content title={title} message={message} />, { role: 'status' })),
  /** A success that can be taken back for `ms`: its button runs `onUndo` and closes the toast. */
  undoable: (title: string, undoLabel: string, onUndo: () => void, ms = 10_000) =>
    show(({ toast }) =>
      toast.success(
        ({ closeToast }) => (
          <div className="flex items-center justify-between gap-3">
            <Content title={title} />
            <button
              type="button"
              className="shrink-0 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-semibold text-ink hover:bg-canvas"
              onClick={() => {
                closeToast();
                onUndo();
              }}
            >
              {undoLabel}
            </button>
          </div>
        ),
        { role: 'status', autoClose: ms },
      ),
    ),
  /** A `toastId` keeps one toast for a failure reported several times. */
  error: (message: string, title = i18next.t('ui.error', 'Error'), toastId?: string) =>
    show(({ toast }) => toast.error(<Content title={title} message={message} />, toastId ? { toastId } : undefined)),
};
