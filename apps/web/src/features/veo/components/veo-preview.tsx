import { VideoIcon } from 'lucide-react';
import { MESSAGES, type ResultFormat } from '@orato/shared';

import { Button } from '@/components/ui/button';
import { EngineBadge } from '@/components/ui/engine-badge';
import { Spinner } from '@/components/ui/spinner';
import { FormatLabel } from '@/components/ui/format-label';
import { shapeStyle } from '@/utils/media-shape';

export interface VeoPreviewProps {
  isGenerating: boolean;
  progress: number | undefined;
  videoUrl: string | undefined;
  poster: string | undefined;
  /** The engine that made the clip (`local` shows the offline badge). */
  engine?: string | undefined;
  /** The clip's shape: the preview is drawn in it, before and after it is made. */
  format: ResultFormat | null;
  /** Offered once something was generated or tried. */
  canClear: boolean;
  onClear: () => void;
}

/** The preview pane: empty, a spinner while the clip renders, then the player and Clear All. */
export function VeoPreview({
  isGenerating,
  progress,
  videoUrl,
  poster,
  engine,
  format,
  canClear,
  onClear,
}: VeoPreviewProps) {
  const shape = shapeStyle(format, '60vh');
  return (
    <section
      aria-label="Preview"
      className="flex flex-col rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-8"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-white">Preview</h2>
        {canClear && !isGenerating ? (
          <Button variant="secondary" size="sm" onClick={onClear}>
            Clear All
          </Button>
        ) : null}
      </div>

      <div className="mt-5 flex flex-1 flex-col">
        {videoUrl && !isGenerating ? (
          <div
            className="relative overflow-hidden rounded-2xl border border-white/10 bg-black"
            style={shape}
          >
            <EngineBadge engine={engine} className="absolute top-3 left-3 z-10" />
            <FormatLabel format={format} className="absolute top-3 right-3 z-10" />
            <video
              key={videoUrl}
              src={videoUrl}
              poster={poster}
              controls
              playsInline
              preload="metadata"
              aria-label="Generated video"
              className="size-full bg-black object-contain"
            />
          </div>
        ) : isGenerating ? (
          <div
            className="flex flex-col items-center justify-center gap-4 rounded-2xl border border-brand-400/20 bg-navy-950/60 px-6 text-center"
            style={shape}
          >
            <Spinner className="[&_svg]:size-10" label="Generating" />
            <p className="max-w-xs text-sm text-slate-300 sm:text-base">
              {MESSAGES.veo.pleaseWait}
            </p>
            {progress ? (
              <p className="text-xs text-slate-500 tabular-nums">{`${progress}%`}</p>
            ) : null}
          </div>
        ) : (
          <div
            className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-white/15 bg-navy-950/30 px-6 text-center"
            style={shape}
          >
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-400/10 text-brand-300">
              <VideoIcon className="size-6" />
            </span>
            <p className="text-sm font-medium text-slate-300">{MESSAGES.veo.emptyPreview}</p>
          </div>
        )}
      </div>
    </section>
  );
}
