import { uploadResponseSchema } from '@orato/shared';
import type { UploadResponse } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/**
 * Stores the chosen images (spec §7 `/upload`, multipart, repeated `files`); the server takes the
 * user from the session, so no `email` field is sent. Answers with the stored images' URLs.
 */
export const uploadImages = (files: File[]): Promise<UploadResponse> => {
  const body = new FormData();
  for (const file of files) {
    body.append('files', file, file.name);
  }
  return api.post('/upload', body, uploadResponseSchema);
};

export const useUploadImages = () => useMutation({ mutationFn: uploadImages });
