import { XIcon } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';

export interface StartFrameImage {
  previewUrl: string;
  /** The stored copy's link once the server has made it. */
  url: string | null;
}

/** The clip's first frame, chosen with "Use in… VEO" in the Library; it can be removed. */
export function StartFrame({
  image,
  disabled,
  onRemove,
}: {
  image: StartFrameImage;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-white/10 bg-navy-950/40 p-3">
      <ImageWithFallback
        src={image.previewUrl}
        alt="Start frame"
        className="h-16 w-28 shrink-0 rounded-lg object-cover ring-1 ring-white/10"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-white">Start frame</p>
        <p className="text-xs text-slate-400">
          {image.url ? 'The clip begins from this image.' : 'Preparing the image…'}
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label="Remove start frame"
        title="Remove"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-300 ring-1 ring-white/15 hover:bg-white/10 disabled:opacity-50"
      >
        <XIcon className="size-4" />
      </button>
    </div>
  );
}
