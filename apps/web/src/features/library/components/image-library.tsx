import { DownloadIcon, ShareIcon } from 'lucide-react';
import { MESSAGES } from '@orato/shared';
import type { ImageItem } from '@orato/shared';
import { useState } from 'react';

import { EngineBadge } from '@/components/ui/engine-badge';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useDeleteImages } from '@/features/library/api/delete-images';
import { useImages } from '@/features/library/api/get-images';
import { ImageDialog } from '@/features/library/components/image-dialog';
import {
  ThumbnailDialog,
  type ThumbnailSource,
} from '@/features/library/components/thumbnail-dialog';
import { imageTools, UseInMenu } from '@/features/library/components/use-in-menu';
import { GeneratingRows } from '@/features/library/components/generating-rows';
import {
  LibraryList,
  type LibraryItemControls,
  type LibraryKind,
} from '@/features/library/components/library-list';
import { cn } from '@/utils/cn';
import { downloadName } from '@/utils/download-name';
import { FormatLabel } from '@/components/ui/format-label';
import { formatTag, ratioOf } from '@/utils/media-shape';

// hidden until the tile is hovered or focused, or it is ticked; always shown where there is no hover
// a round action button on a tile, over the picture
const tileAction =
  'inline-flex size-9 items-center justify-center rounded-full bg-navy-950/75 text-white ring-1 ring-white/20 backdrop-blur-sm hover:bg-navy-800';
const revealOnHover =
  'opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100';

/** Spec §2: the AI Images tab: a grid with hover checkboxes, delete, and an image modal. */
/** The finished images, with those still being made above them. */
export function ImageLibrary() {
  return (
    <>
      <GeneratingRows feature="nano-banana" />
      <ImageList />
    </>
  );
}

const IMAGES: LibraryKind<ImageItem, string[]> = {
  noun: 'image',
  listLabel: 'AI images',
  layout: {
    frame:
      'overflow-y-auto overscroll-contain rounded-3xl border border-white/10 bg-navy-900/60 p-3 sm:p-4',
    // each tile in its image's own shape: a row is as tall as its tallest
    list: 'grid grid-cols-2 items-start gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5',
    scrolls: 'frame',
  },
  itemClassName: (isSelected) =>
    cn(
      'group relative overflow-hidden rounded-2xl border bg-navy-950 transition-colors',
      isSelected ? 'border-brand-400 ring-2 ring-brand-400/60' : 'border-white/10',
    ),
  // an entry still generating has no URL yet, so it cannot be deleted by URL
  canSelect: (image) => Boolean(image.image_url),
  toDelete: (ticked) => ticked.flatMap((image) => (image.image_url ? [image.image_url] : [])),
};

function ImageList() {
  const [thumbnailFor, setThumbnailFor] = useState<ThumbnailSource | null>(null);

  return (
    <LibraryList
      kind={IMAGES}
      query={useImages()}
      deletion={useDeleteImages()}
      renderItem={(image, controls) => (
        <ImageTile
          image={image}
          controls={controls}
          onThumbnail={(title) => setThumbnailFor({ id: image.id, title })}
        />
      )}
      dialog={(image, close) => <ImageDialog image={image} onClose={close} />}
      extra={<ThumbnailDialog image={thumbnailFor} onClose={() => setThumbnailFor(null)} />}
    />
  );
}

/** One image: the picture opens it; tick, share, "Use in…" and download show on hover. */
function ImageTile({
  image,
  controls,
  onThumbnail,
}: {
  image: ImageItem;
  controls: LibraryItemControls;
  onThumbnail: (title: string) => void;
}) {
  const label = image.prompt?.trim() || MESSAGES.library.imageModalTitle;
  const { isSelected } = controls;
  return (
    <>
      <button
        type="button"
        onClick={() => controls.open()}
        aria-label={`Open ${label}`}
        className="block w-full"
        style={{ aspectRatio: String(ratioOf(image.format, 1)) }}
      >
        {image.image_url ? (
          <ImageWithFallback
            src={image.image_url}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-2 text-sm text-slate-400">
            <span
              aria-hidden="true"
              className="size-6 animate-spin rounded-full border-2 border-brand-400 border-t-transparent"
            />
            {MESSAGES.library.generating}
          </span>
        )}
      </button>
      <span className="pointer-events-none absolute bottom-2 left-2 flex flex-wrap gap-1">
        <EngineBadge engine={image.engine} />
        <FormatLabel format={image.format} />
      </span>
      {image.image_url ? (
        <>
          <label
            className={cn(
              'absolute top-2 left-2 flex size-9 cursor-pointer items-center justify-center rounded-full bg-navy-950/75 ring-1 ring-white/20 backdrop-blur-sm',
              isSelected ? 'opacity-100' : revealOnHover,
            )}
          >
            <input
              type="checkbox"
              checked={isSelected}
              onChange={(event) => controls.toggle(event.target.checked)}
              aria-label={`Select ${label}`}
              className="size-5 cursor-pointer accent-brand-400"
            />
          </label>
          <button
            type="button"
            onClick={() => controls.share(label)}
            aria-label={`Share ${label}`}
            title="Share"
            className={cn('absolute top-2 right-2', tileAction, revealOnHover)}
          >
            <ShareIcon className="size-4" />
          </button>
          <UseInMenu
            tools={imageTools({ id: image.id, previewUrl: image.image_url }, () =>
              onThumbnail(label),
            )}
            label={label}
            className="top-2 right-13"
            revealClassName={revealOnHover}
          />
          <a
            href={image.image_url}
            download={downloadName(image.prompt, 'png', formatTag(image.format, 'image'))}
            aria-label={`Download ${label}`}
            title="Download"
            className={cn('absolute right-2 bottom-2', tileAction, revealOnHover)}
          >
            <DownloadIcon className="size-4" />
          </a>
        </>
      ) : null}
    </>
  );
}
