import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

// Only the auth and dashboard areas raise toasts, so the marketing pages never download
// react-toastify. Once an area asks for the toaster it stays mounted for the rest of the visit:
// a toast raised while leaving an area (sign-out, account deletion) still shows on the next page.
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the toast stack (once) when the calling area renders. */
export function useToaster() {
  useEffect(() => {
    if (!wanted) {
      wanted = true;
      listeners.forEach((listener) => listener());
    }
  }, []);
}

/** Where the toast stack mounts: above the router, so it outlives page switches. */
export function ToasterSlot() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
