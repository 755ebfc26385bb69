import { TOAST_AUTO_CLOSE_MS } from '@roamstead/contract/constants';
// The unstyled entry: the main one injects its stylesheet from JS, which index.css already imports.
import { ToastContainer } from 'react-toastify/unstyled';

export { toast } from 'react-toastify/unstyled';

/** SPEC §8: top-right, 5 s, closable, pause on hover, draggable. */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} closeButton pauseOnHover draggable />;
}
