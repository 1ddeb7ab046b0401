import { Link } from 'react-router';

import { Dialog } from '@/components/ui/dialog';
import { CheckIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLibraryMedia } from '@/features/storyboard/api/list-library-media';
import type { LibraryMedia, LibraryMediaKind } from '@/features/storyboard/api/list-library-media';
import { MediaPreview } from '@/features/storyboard/components/media-preview';
import { cn } from '@/utils/cn';

const TEXTS: Record<LibraryMediaKind, { title: string; empty: string; make: string; to: string }> =
  {
    clips: {
      title: 'Choose a VEO clip',
      empty: 'Your Library has no VEO clips yet.',
      make: 'Make one with Veo Video Generation',
      to: paths.dashboard.veoGenerator.getHref(),
    },
    images: {
      title: 'Choose an image',
      empty: 'Your Library has no images yet.',
      make: 'Make one with AI Image Generation',
      to: paths.dashboard.nanoBanana.getHref(),
    },
  };

/** A dialog listing the user's VEO clips or images; choosing one closes it. */
export function LibraryPicker({
  kind,
  open,
  selectedId,
  onPick,
  onClose,
}: {
  kind: LibraryMediaKind;
  open: boolean;
  selectedId: string | null;
  onPick: (item: LibraryMedia) => void;
  onClose: () => void;
}) {
  const media = useLibraryMedia(kind, { enabled: open });
  const texts = TEXTS[kind];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={texts.title}
      showCloseButton
      className="sm:max-w-2xl"
    >
      <div className="mt-5">
        {media.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading your Library" />
          </div>
        ) : media.isError ? (
          <p role="alert" className="text-sm text-rose-300">
            {`Your Library could not be loaded: ${media.error.message}`}
          </p>
        ) : media.data.length === 0 ? (
          <p className="text-sm text-slate-300">
            {texts.empty}{' '}
            <Link
              to={texts.to}
              className="font-semibold text-brand-300 underline underline-offset-4"
            >
              {texts.make}
            </Link>
            .
          </p>
        ) : (
          <ul aria-label={texts.title} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {media.data.map((item, index) => {
              const isSelected = item.id === selectedId;
              const name =
                item.title?.trim() || `${kind === 'clips' ? 'Clip' : 'Image'} ${index + 1}`;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onPick(item)}
                    className={cn(
                      'relative flex w-full flex-col overflow-hidden rounded-2xl border-2 bg-navy-950/60 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300',
                      isSelected ? 'border-brand-400' : 'border-white/10 hover:border-white/30',
                    )}
                  >
                    <MediaPreview item={item} className="aspect-video w-full" />
                    <span className="line-clamp-2 px-2 py-1.5 text-xs text-slate-300">{name}</span>
                    {isSelected ? (
                      <span
                        aria-hidden="true"
                        className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-brand-400 text-navy-950"
                      >
                        <CheckIcon className="size-4" />
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
