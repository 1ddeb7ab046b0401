import { quoteResponseSchema, type FeatureKey } from '@orato/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The server's quote for a fixed-price tool: its price, the clip's length and the expected wait. */
export const useFixedQuote = (
  feature: Exclude<FeatureKey, 'ai-avatar' | 'photo-avatar'>,
  /** The format chosen: the wait counts it (a 1080p offline clip takes longer). */
  format: { aspect?: string; resolution?: string } = {},
) =>
  useQuery({
    queryKey: ['quote', feature, format.aspect, format.resolution],
    queryFn: ({ signal }) =>
      api.get(
        `/generations/quote?${new URLSearchParams({ feature, ...format }).toString()}`,
        quoteResponseSchema,
        { signal },
      ),
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
  });
