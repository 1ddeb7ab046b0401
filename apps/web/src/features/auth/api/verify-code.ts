import { messageResponseSchema } from '@orato/shared';
import type { MessageResponse, VerifyCodeInput } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Checks the 6-digit e-mail code; a wrong, expired or locked code is a 400 with the reason. */
export const verifyCode = (input: VerifyCodeInput): Promise<MessageResponse> =>
  api.post('/verify-code', input, messageResponseSchema);

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
