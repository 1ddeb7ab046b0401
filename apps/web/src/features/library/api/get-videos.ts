import { videosResponseSchema } from '@orato/shared';
import type { VideoFeatureKey, VideoItem } from '@orato/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { LibraryPage } from '@/features/library/api/library-page';

export const videosQueryKey = (feature: VideoFeatureKey) => ['library', 'videos', feature] as const;

/** One page of the user's videos of one kind, newest first (spec §7 `/get-videos`). */
export const getVideos = async (
  feature: VideoFeatureKey,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LibraryPage<VideoItem>> => {
  const response = await api.post(
    '/get-videos',
    { feature, ...(cursor && { cursor }) },
    videosResponseSchema,
    signal ? { signal } : undefined,
  );
  return { items: response.videos[feature] ?? [], nextCursor: response.next_cursor ?? null };
};

export const getVideosQueryOptions = (feature: VideoFeatureKey) =>
  infiniteQueryOptions({
    queryKey: videosQueryKey(feature),
    queryFn: ({ signal, pageParam }) => getVideos(feature, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // the pages read so far, as one list
    select: (data) => data.pages.flatMap((page) => page.items),
    // generators elsewhere add to the library: read it afresh whenever it is opened
    staleTime: 0,
  });

/** The videos of one kind read so far (a page at first), with `fetchNextPage` for more. */
export const useVideos = (feature: VideoFeatureKey) =>
  useInfiniteQuery(getVideosQueryOptions(feature));
