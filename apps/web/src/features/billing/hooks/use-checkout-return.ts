import { MESSAGES } from '@orato/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { useToast } from '@/components/ui/toast';
import { paymentHistoryQueryKey } from '@/features/billing/api/get-payment-history';
import { useVerifyCheckoutSession } from '@/features/billing/api/verify-checkout-session';

export const CHECKOUT_SESSION_PARAM = 'session_id';
/** The server's cancel URL carries `checkout=cancelled`: the user left checkout before paying. */
export const CHECKOUT_STATUS_PARAM = 'checkout';

/**
 * The return from checkout (spec §4): a `session_id` in the address is verified exactly once, even
 * when React runs effects twice, and taken out of the address so a reload does not repeat it. A
 * cancelled checkout is said once, the same way.
 */
export function useCheckoutReturn({ onSettled }: { onSettled?: () => void } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get(CHECKOUT_SESSION_PARAM);
  const handledRef = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  useCancelledCheckoutNotice();

  const { mutate: verify, isPending } = useVerifyCheckoutSession({
    onSuccess: (result) => {
      if (result.status === 'paid') {
        toast.success(MESSAGES.subscription.activated);
      } else {
        toast.info(result.message);
      }
    },
    onError: () => {
      toast.error(MESSAGES.subscription.verificationFailed);
    },
    onSettled: async () => {
      onSettled?.();
      await queryClient.invalidateQueries({ queryKey: paymentHistoryQueryKey });
    },
  });

  useEffect(() => {
    if (!sessionId || handledRef.current === sessionId) {
      return;
    }
    handledRef.current = sessionId;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_SESSION_PARAM);
        return next;
      },
      { replace: true },
    );
    verify(sessionId);
  }, [sessionId, setSearchParams, verify]);

  return { isVerifying: isPending };
}

/** Tells a user back from a cancelled checkout that no money moved, once, then forgets the flag. */
function useCancelledCheckoutNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isCancelled = searchParams.get(CHECKOUT_STATUS_PARAM) === 'cancelled';
  // React may run the effect twice before the address loses the flag: one toast, not two
  const announcedRef = useRef(false);
  const toast = useToast();

  useEffect(() => {
    if (!isCancelled) {
      // a later cancelled checkout in the same visit is said again
      announcedRef.current = false;
      return;
    }
    if (announcedRef.current) {
      return;
    }
    announcedRef.current = true;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_STATUS_PARAM);
        return next;
      },
      { replace: true },
    );
    toast.info(MESSAGES.subscription.checkoutCancelled);
  }, [isCancelled, setSearchParams, toast]);
}
