import { messageResponseSchema } from '@orato/shared';
import type { ForgotPasswordInput, MessageResponse } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export const forgotPassword = (input: ForgotPasswordInput): Promise<MessageResponse> =>
  api.post('/forgot-password', input, messageResponseSchema);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
