import { messageResponseSchema } from '@orato/shared';
import type { MessageResponse } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface SignupRequest {
  email: string;
  password: string;
}

/** Creates the account; the server e-mails the 6-digit code itself (spec §4 signup flow). */
export const signup = ({ email, password }: SignupRequest): Promise<MessageResponse> =>
  api.post('/signup', { email, password, is_active: true }, messageResponseSchema);

export const useSignup = () => useMutation({ mutationFn: signup });
