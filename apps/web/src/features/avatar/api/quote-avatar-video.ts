import { quoteResponseSchema, type VideoFormat } from '@orato/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/**
 * The server's quote for a script in a presenter's voice: its measured pace, not a word count.
 * With no presenter chosen yet, the server quotes the default voice of the script's language.
 */
export const useAvatarQuote = (
  creatorName: string | null,
  script: string,
  /** The wait differs by resolution (a 1080p offline render takes longer). */
  format?: VideoFormat,
) =>
  useQuery({
    queryKey: ['avatar', 'quote', creatorName, script, format],
    queryFn: ({ signal }) =>
      api.post(
        '/ai-creator/quote',
        { ...(creatorName && { creatorName }), script, ...(format && { format }) },
        quoteResponseSchema,
        { signal },
      ),
    enabled: !!script.trim(),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
