import { quoteResponseSchema, type FeatureKey } from '@orato/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The server's quote for a fixed-price tool: its price, the clip's length and the expected wait. */
export const useFixedQuote = (feature: Exclude<FeatureKey, 'ai-avatar' | 'photo-avatar'>) =>
  useQuery({
    queryKey: ['quote', feature],
    queryFn: ({ signal }) =>
      api.get(`/generations/quote?feature=${feature}`, quoteResponseSchema, { signal }),
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
  });
