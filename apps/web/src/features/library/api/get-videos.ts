import { videosResponseSchema } from '@orato/shared';
import type { VideoFeatureKey, VideoItem } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const videosQueryKey = (feature: VideoFeatureKey) => ['library', 'videos', feature] as const;

/** The user's videos of one kind, newest first (spec §7 `/get-videos`). */
export const getVideos = async (
  feature: VideoFeatureKey,
  signal?: AbortSignal,
): Promise<VideoItem[]> => {
  const response = await api.post(
    '/get-videos',
    { feature },
    videosResponseSchema,
    signal ? { signal } : undefined,
  );
  return response.videos[feature] ?? [];
};

export const getVideosQueryOptions = (feature: VideoFeatureKey) =>
  queryOptions({
    queryKey: videosQueryKey(feature),
    queryFn: ({ signal }) => getVideos(feature, signal),
    // generators elsewhere add to the library: read it afresh whenever it is opened
    staleTime: 0,
  });

export const useVideos = (feature: VideoFeatureKey) => useQuery(getVideosQueryOptions(feature));
