import { MESSAGES, TIMINGS } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';

import { paths } from '@/config/paths';
import { sessionQueryKey } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';
import { clearStoredUser } from '@/lib/local-user';

export const logout = () => api.post('/logout');

/** Ends the server session; local state is cleared and the user sent home even if the call fails. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: logout,
    // raised from the dashboard, so it keeps the dashboard's display time (spec §8: 3 s)
    onSuccess: () => {
      toast.success(MESSAGES.logout.success, { autoClose: TIMINGS.dashboardToastMs });
    },
    onSettled: async () => {
      clearStoredUser();
      // leave the protected area (committed synchronously) before the session reads as signed
      // out, or its guard would bounce to /login
      await navigate(paths.home.getHref(), { replace: true, flushSync: true });
      queryClient.setQueryData(sessionQueryKey, { user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    },
  });
};
