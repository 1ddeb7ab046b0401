import { quoteResponseSchema, type VideoFormat } from '@orato/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/**
 * The server's quote for a script in a presenter's voice: its measured pace, not a word count.
 * With no presenter chosen yet, the server quotes the default voice of the script's language.
 * With the user's own recording, the quote is exact: the video is as long as the recording.
 */
export const useAvatarQuote = (
  creatorName: string | null,
  script: string,
  {
    recordingUrl,
    format,
  }: {
    recordingUrl?: string;
    /** The wait differs by resolution (a 1080p offline render takes longer). */
    format?: VideoFormat;
  } = {},
) =>
  useQuery({
    queryKey: ['avatar', 'quote', creatorName, script, recordingUrl, format],
    queryFn: ({ signal }) =>
      api.post(
        recordingUrl ? '/ai-creator/own-voice/quote' : '/ai-creator/quote',
        {
          ...(creatorName ? { creatorName } : {}),
          ...(recordingUrl ? { recording_url: recordingUrl } : { script }),
          ...(format && { format }),
        },
        quoteResponseSchema,
        { signal },
      ),
    enabled: !!recordingUrl || !!script.trim(),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
