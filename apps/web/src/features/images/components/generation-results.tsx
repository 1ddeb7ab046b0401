import { DownloadIcon, ImageIcon } from 'lucide-react';
import type { NanoBananaResponse } from '@orato/shared';

import { EmptyState } from '@/components/ui/empty-state';
import { EngineBadge } from '@/components/ui/engine-badge';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { buttonStyles } from '@/components/ui/button';
import type { SimulatedProgress } from '@/features/images/hooks/use-simulated-progress';
import { cn } from '@/utils/cn';
import { downloadName } from '@/utils/download-name';
import { FormatLabel } from '@/components/ui/format-label';
import { formatTag, shapeStyle } from '@/utils/media-shape';

/**
 * Spec §2/§4/§8: the results panel: the simulated progress bar with its status text, the empty
 * state, and the generated image(s) with a Download link each and the edits the engine applied.
 */
export function GenerationResults({
  progress,
  result,
  prompt,
}: {
  progress: Pick<SimulatedProgress, 'phase' | 'value' | 'statusText'>;
  result: NanoBananaResponse | null;
  prompt: string | null;
}) {
  const images = result
    ? result.generated_images.length > 0
      ? result.generated_images
      : [result.image_url]
    : [];
  const isRunning = progress.phase === 'running';

  return (
    <section
      aria-labelledby="nano-banana-results"
      aria-busy={isRunning}
      className="flex h-full flex-col rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-6"
    >
      <h2 id="nano-banana-results" className="text-lg font-semibold text-white">
        Results
      </h2>

      {progress.value !== null ? (
        <div className="mt-4">
          <div className="flex items-center justify-between gap-3 text-sm">
            <p
              role="status"
              className={cn(
                'font-medium',
                progress.phase === 'failed' ? 'text-rose-300' : 'text-slate-200',
              )}
            >
              {progress.statusText}
            </p>
            <span className="text-xs font-semibold text-slate-400 tabular-nums">
              {`${progress.value}%`}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label="Image generation progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.value}
            className="mt-2 h-2 overflow-hidden rounded-full bg-navy-950"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-500 ease-out',
                progress.phase === 'failed'
                  ? 'bg-rose-400'
                  : 'bg-gradient-to-r from-brand-500 to-brand-300',
              )}
              style={{ width: `${progress.value}%` }}
            />
          </div>
        </div>
      ) : null}

      <div className="mt-5 flex flex-1 flex-col">
        {images.length > 0 ? (
          <ul className={cn('grid gap-4', images.length > 1 && 'sm:grid-cols-2')}>
            {images.map((url, index) => (
              <li key={url}>
                <figure className="relative overflow-hidden rounded-2xl border border-white/10 bg-navy-950">
                  <EngineBadge engine={result?.engine} className="absolute top-3 left-3" />
                  <FormatLabel format={result?.format} className="absolute top-3 right-3" />
                  <ImageWithFallback
                    src={url}
                    alt={prompt ? `Generated image: ${prompt}` : `Generated image ${index + 1}`}
                    className={cn('block object-contain', isRunning && 'opacity-40')}
                    style={shapeStyle(result?.format, '28rem', 1)}
                  />
                  <figcaption className="flex flex-wrap items-center justify-between gap-3 border-t border-white/10 px-4 py-3">
                    <span className="line-clamp-2 min-w-0 flex-1 text-sm text-slate-300">
                      {prompt}
                    </span>
                    <a
                      href={url}
                      download={downloadName(prompt, 'png', formatTag(result?.format, 'image'))}
                      className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                    >
                      <DownloadIcon className="size-4" />
                      Download
                    </a>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : isRunning ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 rounded-3xl border border-dashed border-white/15 bg-navy-900/40 px-6 py-16 text-center">
            <div className="size-16 animate-pulse rounded-2xl bg-brand-400/15" />
            <p className="text-sm text-slate-400">Your image is on its way…</p>
          </div>
        ) : (
          <EmptyState icon={<ImageIcon className="size-7" />} title="No image generated yet">
            Choose a mode, write a prompt and press Generate Magic. Your image will appear here.
          </EmptyState>
        )}

        {result?.description ? (
          <p className="mt-4 text-sm leading-relaxed text-slate-300">{result.description}</p>
        ) : null}
        {result?.applied_edits && result.applied_edits.length > 0 ? (
          <p className="mt-4 rounded-xl border border-brand-400/20 bg-brand-400/5 px-4 py-3 text-sm text-brand-100">
            {`Applied: ${result.applied_edits.join(', ')}`}
          </p>
        ) : null}
        {result?.not_applied && result.not_applied.length > 0 ? (
          <div className="mt-3 rounded-xl border border-amber-300/30 bg-amber-300/5 px-4 py-3 text-sm text-amber-100">
            <p className="font-semibold">Not available offline, so not applied:</p>
            <ul className="mt-1 list-disc pl-5">
              {result.not_applied.map((request) => (
                <li key={request}>{request}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
