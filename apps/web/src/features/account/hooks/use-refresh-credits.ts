import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { userQueryKey } from '@/features/account/api/get-user';

/**
 * Reads the user record again: a generation holds credits when it starts and settles them when it
 * ends, and 'Credits: N' should show both.
 */
export function useRefreshCredits() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    [queryClient],
  );
}
