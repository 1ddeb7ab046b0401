import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface SaveVeoVideoInput {
  video_url: string;
  topic: string;
}

/** Files a finished clip in the library (the server already did; this confirms it). */
export const saveVeoVideo = (input: SaveVeoVideoInput) =>
  api.post('/save-video', { ...input, feature: 'veo3-videos' });

export const useSaveVeoVideo = () => useMutation({ mutationFn: saveVeoVideo });
