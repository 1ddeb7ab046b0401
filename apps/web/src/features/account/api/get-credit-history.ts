import { creditHistoryResponseSchema } from '@orato/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** One page of the credits ledger, newest first. */
export const useCreditHistory = (page: number) =>
  useQuery({
    queryKey: ['credits', 'history', page],
    queryFn: ({ signal }) =>
      api.get(`/credits/history?page=${page}`, creditHistoryResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
