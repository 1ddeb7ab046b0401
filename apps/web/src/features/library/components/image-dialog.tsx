import { DownloadIcon } from 'lucide-react';
import { MESSAGES } from '@orato/shared';
import type { ImageItem } from '@orato/shared';

import { buttonStyles } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EngineBadge } from '@/components/ui/engine-badge';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatLongDate } from '@/utils/format-date';
import { downloadName } from '@/utils/download-name';
import { formatTag } from '@/utils/media-shape';

/** Spec §2: an image's modal, titled by its prompt or 'AI Image'. */
export function ImageDialog({ image, onClose }: { image: ImageItem | null; onClose: () => void }) {
  const prompt = image?.prompt?.trim() || null;

  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      title={prompt ?? MESSAGES.library.imageModalTitle}
      showCloseButton
      className="sm:max-w-3xl"
    >
      {image ? (
        <div className="mt-5">
          {image.image_url ? (
            <ImageWithFallback
              src={image.image_url}
              alt={prompt ?? MESSAGES.library.imageModalTitle}
              className="mx-auto max-h-[65dvh] w-full rounded-2xl border border-white/10 bg-navy-950 object-contain"
            />
          ) : (
            <p className="flex aspect-square items-center justify-center rounded-2xl border border-white/10 bg-navy-950 text-sm text-slate-400">
              {MESSAGES.library.generating}
            </p>
          )}
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-3 text-sm text-slate-400">
              <EngineBadge engine={image.engine} />
              {formatLongDate(image.created_at)}
            </p>
            {image.image_url ? (
              <a
                href={image.image_url}
                download={downloadName(image.prompt, 'png', formatTag(image.format, 'image'))}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <DownloadIcon className="size-4" />
                Download
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
