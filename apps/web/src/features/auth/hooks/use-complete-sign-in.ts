import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { sessionQueryKey } from '@/features/auth/api/get-session';
import { storeSignedInUser } from '@/lib/local-user';

/**
 * What every successful sign-in does (spec §4): keep the e-mail for display, record the session
 * the server just opened, and go to the dashboard with the sign-in page replaced in history.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    (email: string) => {
      storeSignedInUser(email);
      // before navigating, so the dashboard's guard already sees a signed-in user
      queryClient.setQueryData(sessionQueryKey, { user: { email } });
      void navigate(paths.dashboard.home.getHref(), { replace: true });
    },
    [navigate, queryClient],
  );
}
