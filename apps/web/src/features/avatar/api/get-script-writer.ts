import { scriptWriterResponseSchema } from '@orato/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The configured script writer and the languages it writes in: fixed while the server runs. */
export const useScriptWriter = () =>
  useQuery({
    queryKey: ['avatar', 'script-writer'],
    queryFn: ({ signal }) => api.get('/script/writer', scriptWriterResponseSchema, { signal }),
    staleTime: Infinity,
  });
