import { googlePopupResultSchema, MESSAGES } from '@orato/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useFormToasts } from '@/components/ui/toast';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { API_BASE_URL } from '@/lib/api-client';
import { clearStoredUser } from '@/lib/local-user';

const POPUP_URL = `${API_BASE_URL}/auth/google`;
const POPUP_NAME = 'orato-google';
const POPUP_FEATURES = 'width=500,height=640';
const CLOSED_POLL_MS = 500;
// the popup posts its result and then closes itself: give that message time to arrive before a
// closed popup is taken for a cancel
const CLOSED_GRACE_MS = 300;

/**
 * Google sign-in in a popup (spec §4). The popup's last page posts the outcome to this window;
 * success behaves like a password login, and a popup closed without a word is a silent cancel.
 */
export function useGoogleSignIn() {
  const toast = useFormToasts();
  const completeSignIn = useCompleteSignIn();
  const [isPending, setIsPending] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  const start = useCallback(() => {
    stopRef.current?.();
    const popup = window.open(POPUP_URL, POPUP_NAME, POPUP_FEATURES);
    if (!popup) {
      // blocked by the browser: nothing opened, nothing to wait for
      toast.error(MESSAGES.login.failed);
      return;
    }
    popup.focus();

    let graceTimer: number | undefined;
    const stop = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(pollTimer);
      window.clearTimeout(graceTimer);
      stopRef.current = null;
      setIsPending(false);
    };

    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) {
        return;
      }
      const result = googlePopupResultSchema.safeParse(event.data);
      if (!result.success) {
        return;
      }
      stop();
      const { ok, email, error } = result.data;
      if (ok && email) {
        completeSignIn(email);
        toast.success(MESSAGES.login.success);
      } else {
        clearStoredUser();
        toast.error(error ?? MESSAGES.login.failed);
      }
    }

    const pollTimer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(pollTimer);
        graceTimer = window.setTimeout(stop, CLOSED_GRACE_MS);
      }
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
    stopRef.current = stop;
    setIsPending(true);
  }, [completeSignIn, toast]);

  return { start, isPending };
}
