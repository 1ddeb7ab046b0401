import { MESSAGES, messageResponseSchema } from '@orato/shared';
import type { MessageResponse } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { clearStoredUser } from '@/lib/local-user';

/** Deletes the signed-in user and everything of theirs; the server also ends the session. */
export const deleteAccount = (): Promise<MessageResponse> =>
  api.post('/delete-account', {}, messageResponseSchema);

/**
 * After a deletion (spec §4): the spec's toast, local storage cleared, nothing of the old account
 * left in the cache, and the sign-in page. The session check refetches and finds no user, since
 * the server has cleared the cookie.
 */
export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();

  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success(MESSAGES.profile.deleted);
      clearStoredUser();
      queryClient.removeQueries();
      await navigate(paths.auth.login.getHref(), { replace: true });
    },
    onError: () => {
      toast.error(MESSAGES.profile.deleteFailed);
    },
  });
};
