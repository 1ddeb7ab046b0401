import { createContext, use, useMemo } from 'react';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';

// undefined: the container's default (spec §9: 5 s)
const ToastDurationContext = createContext<number | undefined>(undefined);

/** Toasts raised with `useToast` under this provider close after `autoClose` ms. */
export function ToastDuration({ autoClose, children }: { autoClose: number; children: ReactNode }) {
  return <ToastDurationContext value={autoClose}>{children}</ToastDurationContext>;
}

/** Raises toasts with the display time of the area it is used in (the dashboard's 3 s, or 5 s). */
export function useToast() {
  const autoClose = use(ToastDurationContext);
  return useMemo(
    () => ({
      success: (message: string) => toast.success(message, { autoClose }),
      error: (message: string) => toast.error(message, { autoClose }),
      info: (message: string) => toast.info(message, { autoClose }),
    }),
    [autoClose],
  );
}
