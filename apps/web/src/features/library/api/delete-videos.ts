import { messageResponseSchema } from '@orato/shared';
import type { MessageResponse, VideoFeatureKey } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { videosQueryKey } from '@/features/library/api/get-videos';
import { api } from '@/lib/api-client';

export interface DeleteVideosInput {
  feature: VideoFeatureKey;
  videoUrls: string[];
}

/** Deletes the user's videos with these URLs (spec §7 `/delete-video`). */
export const deleteVideos = ({ feature, videoUrls }: DeleteVideosInput): Promise<MessageResponse> =>
  api.post('/delete-video', { feature, video_urls: videoUrls }, messageResponseSchema);

/** After a deletion, success or not, the list is read again (spec §4). */
export const useDeleteVideos = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideos,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: videosQueryKey(input.feature) }),
  });
};
