import { MESSAGES, type VideoFormat } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface GenerateVeoVideoInput {
  prompt: string;
  negative_prompt: string;
  /** The clip's first frame: a stored upload of the user (e.g. a Library image's copy). */
  start_image_url?: string;
  /** One of the lengths the engine makes (GET /api/veo/clip-lengths); the engine's default if absent. */
  duration_seconds?: number;
  format: VideoFormat;
}

/** Starts a VEO clip (the server holds its price first); the answer names the operation. */
export async function generateVeoVideo(input: GenerateVeoVideoInput): Promise<string> {
  const data = (await api.post('/generate-veo-video', input)) as
    { operation_name?: unknown } | undefined;
  if (typeof data?.operation_name !== 'string' || !data.operation_name) {
    throw new Error(MESSAGES.veo.noOperationName);
  }
  return data.operation_name;
}

export const useGenerateVeoVideo = () => useMutation({ mutationFn: generateVeoVideo });
