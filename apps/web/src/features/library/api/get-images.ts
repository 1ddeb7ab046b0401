import { imagesResponseSchema } from '@orato/shared';
import type { ImageItem } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const imagesQueryKey = ['library', 'images', 'nano-banana'] as const;

/** The user's Nano Banana images, newest first (spec §7 `/get-images`). */
export const getImages = async (signal?: AbortSignal): Promise<ImageItem[]> => {
  const response = await api.post(
    '/get-images',
    { feature: 'nano-banana' },
    imagesResponseSchema,
    signal ? { signal } : undefined,
  );
  return response.images['nano-banana'] ?? [];
};

export const getImagesQueryOptions = () =>
  queryOptions({
    queryKey: imagesQueryKey,
    queryFn: ({ signal }) => getImages(signal),
    staleTime: 0,
  });

export const useImages = () => useQuery(getImagesQueryOptions());
