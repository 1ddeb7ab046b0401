import { nanoBananaResponseSchema } from '@orato/shared';
import type { ImageAspect, NanoBananaResponse } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface GenerateImageInput {
  prompt: string;
  /** The uploaded images' URLs; empty for Text to Image. */
  imageUrls: string[];
  aspect: ImageAspect;
}

/** One Nano Banana image (spec §7 `/google-nano-banana`); the server answers once it is stored. */
export const generateImage = ({
  prompt,
  imageUrls,
  aspect,
}: GenerateImageInput): Promise<NanoBananaResponse> =>
  api.post(
    '/google-nano-banana',
    { feature: 'nano-banana', prompt, image_urls: imageUrls, aspect },
    nanoBananaResponseSchema,
  );

export const useGenerateImage = ({ onSuccess }: { onSuccess?: () => void } = {}) =>
  useMutation({ mutationFn: generateImage, onSuccess: () => onSuccess?.() });
