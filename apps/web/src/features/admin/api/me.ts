import { ADMIN_API, adminMeResponseSchema, adminVerifyResponseSchema } from '@orato/shared';
import type { AdminMeResponse, AdminVerifyInput } from '@orato/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { freshSessionGate } from '@/features/admin/api/fresh-session';
import { staffPath } from '@/features/admin/api/staff-client';
import { api } from '@/lib/api-client';

export const adminQueryKey = ['admin'] as const;
export const adminMeQueryKey = [...adminQueryKey, 'me'] as const;

/**
 * Who the staff member is, and whether their console session is confirmed. Anyone else gets the
 * server's 404, which the console shows as the app's not-found page.
 */
export const useAdminMe = () =>
  useQuery({
    queryKey: adminMeQueryKey,
    queryFn: ({ signal }): Promise<AdminMeResponse> =>
      api.get(staffPath(ADMIN_API.me), adminMeResponseSchema, { signal }),
    // read once on entry: a session that goes idle later is caught by the request it refuses
    staleTime: Infinity,
  });

/** Confirms the console session with the password; requests held for it then go again. */
export const useVerifyPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // not through the staff client: this is the call that ends the wait
    mutationFn: (input: AdminVerifyInput) =>
      api.post(staffPath(ADMIN_API.verify), input, adminVerifyResponseSchema),
    onSuccess: async () => {
      freshSessionGate.confirmed();
      await queryClient.invalidateQueries({ queryKey: adminMeQueryKey });
    },
  });
};

/** After a staff action: every console page reads its data again (a user, a list, the audit). */
export const useRefreshConsole = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKey });
};
