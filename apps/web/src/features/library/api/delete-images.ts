import { messageResponseSchema } from '@orato/shared';
import type { MessageResponse } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { imagesQueryKey } from '@/features/library/api/get-images';
import { api } from '@/lib/api-client';

/** Deletes the user's images with these URLs (spec §7 `/delete-image`). */
export const deleteImages = (imageUrls: string[]): Promise<MessageResponse> =>
  api.post(
    '/delete-image',
    { feature: 'nano-banana', image_urls: imageUrls },
    messageResponseSchema,
  );

/** After a deletion, success or not, the list is read again (spec §4). */
export const useDeleteImages = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesQueryKey }),
  });
};
