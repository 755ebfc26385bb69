import { TOAST_AUTO_CLOSE_MS } from '@roamstead/contract/constants';
// The unstyled entry: the main one also injects the stylesheet imported here, a second copy in JS.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

export { toast } from 'react-toastify/unstyled';

/** SPEC §8: top-right, 5 s, closable, pause on hover, draggable. */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} closeButton pauseOnHover draggable />;
}
