import { TIMINGS } from '@orato/shared';
import { createPortal } from 'react-dom';
import { ToastContainer } from 'react-toastify';

/**
 * The app's one toast stack (spec §9: top-right, 5 s). It brings react-toastify and its styles,
 * which it injects itself once mounted, so the provider loads it lazily, off the landing page's
 * critical path; a toast raised before it mounts is queued and shown as soon as it does.
 */
export function Toaster() {
  // straight under <body>, beside any open dialog's portal: a modal dialog hides the rest of the
  // page from assistive technology, and the toasts must still be announced above it
  return createPortal(
    <ToastContainer position="top-right" autoClose={TIMINGS.toastMs} theme="dark" newestOnTop />,
    document.body,
  );
}
