import { MESSAGES } from '@orato/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { useToast } from '@/components/ui/toast';
import { paymentHistoryQueryKey } from '@/features/billing/api/get-payment-history';
import { useVerifyCheckoutSession } from '@/features/billing/api/verify-checkout-session';

export const CHECKOUT_SESSION_PARAM = 'session_id';

/**
 * The return from checkout (spec §4): a `session_id` in the address is verified exactly once, even
 * when React runs effects twice, and taken out of the address so a reload does not repeat it.
 */
export function useCheckoutReturn({ onSettled }: { onSettled?: () => void } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get(CHECKOUT_SESSION_PARAM);
  const handledRef = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();

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
