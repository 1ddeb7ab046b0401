import { messageResponseSchema } from '@orato/shared';
import type { MessageResponse, ResetPasswordInput } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Sets a new password with the e-mailed token (the spec's `POST /update-user`). */
export const resetPassword = (input: ResetPasswordInput): Promise<MessageResponse> =>
  api.post('/update-user', input, messageResponseSchema);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
