import { imagesResponseSchema } from '@orato/shared';
import type { ImageItem } from '@orato/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { LibraryPage } from '@/features/library/api/library-page';

export const imagesQueryKey = ['library', 'images', 'nano-banana'] as const;

/** One page of the user's Nano Banana images, newest first (spec §7 `/get-images`). */
export const getImages = async (
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LibraryPage<ImageItem>> => {
  const response = await api.post(
    '/get-images',
    { feature: 'nano-banana', ...(cursor && { cursor }) },
    imagesResponseSchema,
    signal ? { signal } : undefined,
  );
  return { items: response.images['nano-banana'] ?? [], nextCursor: response.next_cursor ?? null };
};

export const getImagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: imagesQueryKey,
    queryFn: ({ signal, pageParam }) => getImages(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    staleTime: 0,
  });

/** The images read so far (a page at first), with `fetchNextPage` for more. */
export const useImages = () => useInfiniteQuery(getImagesQueryOptions());
