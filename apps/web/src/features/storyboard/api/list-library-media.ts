import { imagesResponseSchema, videosResponseSchema } from '@orato/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Something of the user's Library a scene can show: a VEO clip or an image. */
export interface LibraryMedia {
  id: string;
  /** What the picker shows: an image itself, a clip's poster (or the clip). */
  previewUrl: string;
  /** The clip or image itself, as a scene's preview plays or shows it. */
  mediaUrl: string;
  isVideo: boolean;
  title: string | null;
}

const getClips = async (signal: AbortSignal): Promise<LibraryMedia[]> => {
  const response = await api.post('/get-videos', { feature: 'veo3-videos' }, videosResponseSchema, {
    signal,
  });
  return (response.videos['veo3-videos'] ?? []).map((video) => ({
    id: video.id,
    previewUrl: video.thumbnail ?? video.video_url,
    mediaUrl: video.video_url,
    isVideo: !video.thumbnail,
    title: video.topic,
  }));
};

const getImages = async (signal: AbortSignal): Promise<LibraryMedia[]> => {
  const response = await api.post('/get-images', { feature: 'nano-banana' }, imagesResponseSchema, {
    signal,
  });
  // an image still being made has no file yet: it cannot be chosen
  return (response.images['nano-banana'] ?? []).flatMap((image) =>
    image.image_url
      ? [
          {
            id: image.id,
            previewUrl: image.image_url,
            mediaUrl: image.image_url,
            isVideo: false,
            title: image.prompt,
          },
        ]
      : [],
  );
};

export type LibraryMediaKind = 'clips' | 'images';

/** The user's VEO clips (for a shot) or images (for a still), newest first. */
export const useLibraryMedia = (kind: LibraryMediaKind, { enabled = true } = {}) =>
  useQuery({
    queryKey: ['storyboard', 'library', kind],
    queryFn: ({ signal }) => (kind === 'clips' ? getClips(signal) : getImages(signal)),
    enabled,
    staleTime: 60_000,
  });
