import { videoThumbnailResponseSchema } from '@orato/shared';
import type { VideoThumbnailResponse } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface SetVideoThumbnailInput {
  videoId: string;
  imageId: string;
}

/** Issue #22: one of the user's Library images becomes a video's poster (the server copies it). */
export const setVideoThumbnail = ({
  videoId,
  imageId,
}: SetVideoThumbnailInput): Promise<VideoThumbnailResponse> =>
  api.post(
    `/library/videos/${encodeURIComponent(videoId)}/thumbnail`,
    { library_item_id: imageId },
    videoThumbnailResponseSchema,
  );

export function useSetVideoThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVideoThumbnail,
    // every video tab shows posters: read them afresh
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library', 'videos'] }),
  });
}
