import {
  ADMIN_API,
  adminAuditResponseSchema,
  adminBusinessResponseSchema,
  adminProvidersResponseSchema,
} from '@orato/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { adminQueryKey } from '@/features/admin/api/me';
import { staffApi, staffPath } from '@/features/admin/api/staff-client';

/** The doctor's checks, run now, and each provider's last hour; read again every 30 s. */
export const useProviders = () =>
  useQuery({
    queryKey: [...adminQueryKey, 'providers'],
    queryFn: ({ signal }) =>
      staffApi.get(staffPath(ADMIN_API.providers), adminProvidersResponseSchema, signal),
    staleTime: 0,
    refetchInterval: 30_000,
  });

/** The business per day over the last 30 days. */
export const useBusiness = () =>
  useQuery({
    queryKey: [...adminQueryKey, 'business'],
    queryFn: ({ signal }) =>
      staffApi.get(staffPath(ADMIN_API.business), adminBusinessResponseSchema, signal),
    staleTime: 5 * 60_000,
  });

/** One page of the audit log (admins), newest first; of one user's when `userId` is given. */
export const useAuditLog = (page: number, userId?: string) =>
  useQuery({
    queryKey: [...adminQueryKey, 'audit', page, userId ?? 'all'],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (userId) {
        query.set('user_id', userId);
      }
      return staffApi.get(
        `${staffPath(ADMIN_API.audit)}?${query.toString()}`,
        adminAuditResponseSchema,
        signal,
      );
    },
    placeholderData: keepPreviousData,
  });
