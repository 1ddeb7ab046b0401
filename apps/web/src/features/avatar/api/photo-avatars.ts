import {
  createPhotoAvatarResponseSchema,
  messageResponseSchema,
  photoAvatarsResponseSchema,
  photoAvatarVoicesResponseSchema,
  type PhotoAvatar,
} from '@orato/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, API_BASE_URL } from '@/lib/api-client';

import type { Creator } from './list-creators';

export const photoAvatarsQueryKey = ['avatar', 'photo-avatars'] as const;

/** The signed-in user's own photo avatars, newest first. */
export const usePhotoAvatars = () =>
  useQuery({
    queryKey: photoAvatarsQueryKey,
    queryFn: ({ signal }) => api.get('/photo-avatars', photoAvatarsResponseSchema, { signal }),
    select: (data) => data.avatars,
  });

export const usePhotoAvatarVoices = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ['avatar', 'photo-avatar-voices'],
    queryFn: ({ signal }) =>
      api.get('/photo-avatars/voices', photoAvatarVoicesResponseSchema, { signal }),
    select: (data) => data.voices,
    staleTime: 10 * 60_000,
    enabled,
  });

/** Where a voice says a sentence in its language (a WAV), for its ▶ preview. */
export const voicePreviewUrl = (voiceId: string) =>
  `${API_BASE_URL}/photo-avatars/voice-preview?voice=${encodeURIComponent(voiceId)}`;

export interface NewPhotoAvatar {
  image: File;
  name: string;
  voice: string;
  language: string;
}

export const useCreatePhotoAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPhotoAvatar) => {
      const form = new FormData();
      form.append('name', input.name);
      form.append('voice', input.voice);
      form.append('language', input.language);
      form.append('consent', 'true');
      form.append('image', input.image);
      return api.post('/photo-avatars', form, createPhotoAvatarResponseSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoAvatarsQueryKey }),
  });
};

export const useDeletePhotoAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/photo-avatars/${encodeURIComponent(id)}`, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoAvatarsQueryKey }),
  });
};

/** A photo avatar as a presenter of the grid: its `photo:<id>` name, its own portrait. */
export const photoCreator = (avatar: PhotoAvatar): Creator => ({
  name: avatar.creatorName,
  label: avatar.name,
  imageUrl: avatar.thumbnailUrl,
  language: avatar.language.split('-')[0]!.toLowerCase(),
  photo: true,
});
