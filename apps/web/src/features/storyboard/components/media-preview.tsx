import type { LibraryMedia } from '@/features/storyboard/api/list-library-media';
import { cn } from '@/utils/cn';

/** A Library clip's poster (or its first frame) or an image, cropped to its box; decorative. */
export function MediaPreview({
  item,
  className,
}: {
  item: Pick<LibraryMedia, 'previewUrl' | 'isVideo'>;
  className?: string;
}) {
  const classes = cn('bg-navy-800 object-cover', className);
  return item.isVideo ? (
    <video
      src={item.previewUrl}
      preload="metadata"
      muted
      playsInline
      aria-hidden="true"
      className={classes}
    />
  ) : (
    <img src={item.previewUrl} alt="" loading="lazy" decoding="async" className={classes} />
  );
}
