import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface SaveAvatarVideoInput {
  video_url: string;
  avatar: string;
  topic: string;
}

/** Files a finished avatar video in the library (the server already did; this confirms it). */
export const saveAvatarVideo = (input: SaveAvatarVideoInput) =>
  api.post('/save-video', { ...input, feature: 'ai-avatar' });

export const useSaveAvatarVideo = () => useMutation({ mutationFn: saveAvatarVideo });
