import type { ResultFormat } from '@orato/shared';
import { PlayIcon } from 'lucide-react';
import { useState } from 'react';

import { PLACEHOLDER_IMAGE_SRC } from '@/components/ui/image-with-fallback';
import { useVideoFrame } from '@/features/library/hooks/use-video-frame';
import { ratioOf } from '@/utils/media-shape';
import { cn } from '@/utils/cn';

/**
 * A video's still: the server's thumbnail; if there is none (or it does not load), a frame taken
 * in the browser at 1 s; if that fails too, a placeholder (spec §3/§9).
 */
export function VideoThumbnail({
  videoId,
  videoUrl,
  thumbnail,
  format,
  className,
}: {
  videoId: string;
  videoUrl: string;
  thumbnail: string | null;
  /** The video's shape: the still is drawn in it (a vertical video's tile stands tall). */
  format?: ResultFormat | null;
  className?: string;
}) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const useServerThumbnail = Boolean(thumbnail) && !thumbnailFailed;
  const frame = useVideoFrame(videoId, videoUrl, !useServerThumbnail);
  const src = useServerThumbnail ? thumbnail : frame;

  return (
    <span
      className={cn(
        'relative block shrink-0 overflow-hidden rounded-xl border border-white/10 bg-navy-950',
        className,
      )}
      style={{ aspectRatio: String(ratioOf(format)) }}
    >
      {src === undefined ? (
        <span aria-hidden="true" className="absolute inset-0 animate-pulse bg-white/5" />
      ) : (
        <img
          src={src ?? PLACEHOLDER_IMAGE_SRC}
          alt=""
          loading="lazy"
          data-thumbnail={useServerThumbnail ? 'server' : src ? 'frame' : 'placeholder'}
          onError={() => setThumbnailFailed(true)}
          className="size-full object-cover"
        />
      )}
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center bg-navy-950/20 opacity-90 transition-opacity group-hover:opacity-100"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-navy-950/70 text-white ring-1 ring-white/25 backdrop-blur-sm">
          <PlayIcon className="size-4 translate-x-px" />
        </span>
      </span>
    </span>
  );
}
