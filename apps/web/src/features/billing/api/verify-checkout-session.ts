import { verifyCheckoutResponseSchema } from '@orato/shared';
import type { VerifyCheckoutResponse } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Asks the server to confirm (and, if the webhook has not yet, fulfil) a finished checkout. */
export const verifyCheckoutSession = (sessionId: string): Promise<VerifyCheckoutResponse> =>
  api.post('/verify-checkout-session', { session_id: sessionId }, verifyCheckoutResponseSchema);

export const useVerifyCheckoutSession = (
  options: Omit<UseMutationOptions<VerifyCheckoutResponse, Error, string>, 'mutationFn'> = {},
) => useMutation({ ...options, mutationFn: verifyCheckoutSession });
