import {
  createShareResponseSchema,
  shareResponseSchema,
  sharesResponseSchema,
} from '@orato/shared';
import type { CreatedShare, ShareLink } from '@orato/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const sharesQueryKey = (itemId: string) => ['library', 'shares', itemId] as const;

/** An item's share links, newest first, with their view counts. */
export const useShares = (itemId: string) =>
  useQuery({
    queryKey: sharesQueryKey(itemId),
    queryFn: async ({ signal }): Promise<ShareLink[]> =>
      (
        await api.get(
          `/shares?library_item_id=${encodeURIComponent(itemId)}`,
          sharesResponseSchema,
          { signal },
        )
      ).shares,
    staleTime: 0,
  });

export interface CreateShareVariables {
  itemId: string;
  expiresInDays: 7 | 30 | null;
  indexable: boolean;
}

/** Makes a link; the answer is the only time its URL is known. */
export const useCreateShare = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateShareVariables): Promise<CreatedShare> =>
      (
        await api.post(
          '/shares',
          {
            library_item_id: input.itemId,
            expires_in_days: input.expiresInDays,
            indexable: input.indexable,
          },
          createShareResponseSchema,
        )
      ).share,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: sharesQueryKey(input.itemId) }),
  });
};

export const useRevokeShare = (itemId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shareId: string): Promise<ShareLink> =>
      (await api.post(`/shares/${encodeURIComponent(shareId)}/revoke`, {}, shareResponseSchema))
        .share,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesQueryKey(itemId) }),
  });
};
