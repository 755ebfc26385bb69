import { TOAST_AUTO_CLOSE_MS } from '@roamstead/contract/constants';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export { toast } from 'react-toastify';

/** SPEC §8: top-right, 5 s, closable, pause on hover, draggable. */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} closeButton pauseOnHover draggable />;
}
