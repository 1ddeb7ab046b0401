import { messageResponseSchema } from '@orato/shared';
import type { EmailInput, MessageResponse } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Asks for a new e-mail code; the server allows one every 30 s (429 sooner). */
export const sendVerificationEmail = (input: EmailInput): Promise<MessageResponse> =>
  api.post('/verification-email', input, messageResponseSchema);

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
