import { uploadUsageResponseSchema } from '@orato/shared';
import type { UploadUsageResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Refresh after uploading or deleting uploads. */
export const uploadUsageQueryKey = ['upload-usage'] as const;

/** How much of the upload quota the signed-in user's unused uploads take. */
export const getUploadUsage = (signal?: AbortSignal): Promise<UploadUsageResponse> =>
  api.get('/upload-usage', uploadUsageResponseSchema, signal ? { signal } : undefined);

export const useUploadUsage = () =>
  useQuery(
    queryOptions({
      queryKey: uploadUsageQueryKey,
      queryFn: ({ signal }) => getUploadUsage(signal),
    }),
  );
