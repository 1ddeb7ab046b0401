import { storyboardQuoteResponseSchema } from '@orato/shared';
import type { StoryboardInput } from '@orato/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/**
 * The server's price, length and wait for a storyboard as it stands, per scene and in total. `null`
 * while the storyboard is not complete enough to quote (a scene without its line or its material).
 */
export const useStoryboardQuote = (input: StoryboardInput | null) =>
  useQuery({
    queryKey: ['storyboard', 'quote', input],
    queryFn: ({ signal }) =>
      api.post('/storyboard/quote', input, storyboardQuoteResponseSchema, { signal }),
    enabled: input !== null,
    // the totals keep the last price while the next one is asked, instead of flashing empty
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
