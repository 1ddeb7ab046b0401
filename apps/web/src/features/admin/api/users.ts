import {
  ADMIN_API,
  adminCreditAdjustmentResponseSchema,
  adminRoleResponseSchema,
  adminUserDetailResponseSchema,
  adminUserSearchResponseSchema,
} from '@orato/shared';
import type { AdminCreditAdjustmentInput, AdminRoleInput } from '@orato/shared';
import { useMutation, useQuery } from '@tanstack/react-query';

import { adminQueryKey, useRefreshConsole } from '@/features/admin/api/me';
import { staffApi, staffPath } from '@/features/admin/api/staff-client';

const usersKey = [...adminQueryKey, 'users'] as const;
export const adminUserQueryKey = (id: string) => [...usersKey, 'detail', id] as const;

/** Users whose e-mail contains the text, or whose id it is; nothing is asked before there is text. */
export const useUserSearch = (q: string) =>
  useQuery({
    queryKey: [...usersKey, 'search', q],
    queryFn: ({ signal }) =>
      staffApi.get(
        `${staffPath(ADMIN_API.users)}?${new URLSearchParams({ q }).toString()}`,
        adminUserSearchResponseSchema,
        signal,
      ),
    enabled: q.trim().length > 0,
  });

/** One user as support sees them: plan, credits, payments, ledger, jobs, keys, sessions, avatars. */
export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: adminUserQueryKey(id),
    queryFn: ({ signal }) =>
      staffApi.get(staffPath(ADMIN_API.user, id), adminUserDetailResponseSchema, signal),
    staleTime: 0,
  });

export const useAdjustCredits = (userId: string) => {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: AdminCreditAdjustmentInput) =>
      staffApi.post(
        staffPath(ADMIN_API.userCredits, userId),
        input,
        adminCreditAdjustmentResponseSchema,
      ),
    onSuccess: refresh,
  });
};

export const useSetRole = (userId: string) => {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: AdminRoleInput) =>
      staffApi.put(staffPath(ADMIN_API.userRole, userId), input, adminRoleResponseSchema),
    onSuccess: refresh,
  });
};
