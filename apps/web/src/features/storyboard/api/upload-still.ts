import { uploadResponseSchema } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Stores one image for a still scene (the same upload call as the image tool); answers its link. */
export const uploadStill = async (file: File): Promise<string> => {
  const body = new FormData();
  body.append('files', file, file.name);
  const response = await api.post('/upload', body, uploadResponseSchema);
  const url = response.uploaded_files[0];
  if (!url) {
    throw new Error('The upload did not come back. Please try again.');
  }
  return url;
};

export const useUploadStill = () => useMutation({ mutationFn: uploadStill });
