import { createContext, use, useCallback, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { toast, type Id } from 'react-toastify';

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
      success: (message: string): Id => toast.success(message, { autoClose }),
      error: (message: string): Id => toast.error(message, { autoClose }),
      info: (message: string): Id => toast.info(message, { autoClose }),
    }),
    [autoClose],
  );
}

/**
 * The toasts of one form. Its errors end when it succeeds (a success toast, or `clearErrors`) and
 * when it leaves the page: a failed try that is already put right must not stay over the next
 * page (a wrong password's toast covered the dashboard's Credits badge after the right one).
 */
export function useFormToasts() {
  const toasts = useToast();
  const errors = useRef(new Set<Id>());
  const clearErrors = useCallback(() => {
    errors.current.forEach((id) => toast.dismiss(id));
    errors.current.clear();
  }, []);
  // unmounted: the form's page was left
  useEffect(() => clearErrors, [clearErrors]);
  return useMemo(
    () => ({
      ...toasts,
      error: (message: string): Id => {
        const id = toasts.error(message);
        errors.current.add(id);
        return id;
      },
      success: (message: string): Id => {
        clearErrors();
        return toasts.success(message);
      },
      clearErrors,
    }),
    [toasts, clearErrors],
  );
}
