import type { ResultFormat, StoryboardSceneStatus } from '@orato/shared';
import { Play, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { JobProgress } from '@/components/ui/job-progress';
import type { SceneAction } from '@/features/storyboard/api/scene-actions';
import { cn } from '@/utils/cn';
import { shapeStyle } from '@/utils/media-shape';

const KIND_LABELS = { presenter: 'Presenter', shot: 'Shot', still: 'Still' } as const;

const STATE_LABELS: Record<StoryboardSceneStatus['state'], { text: string; tone: string }> = {
  QUEUED: { text: 'Waiting', tone: 'text-slate-300' },
  PROCESSING: { text: 'Rendering', tone: 'text-brand-200' },
  COMPLETE: { text: 'Ready', tone: 'text-emerald-300' },
  FAILED: { text: 'Failed', tone: 'text-rose-300' },
  DROPPED: { text: 'Dropped', tone: 'text-slate-500' },
};

/** One scene while the storyboard renders: its state and progress, its clip once made, its way out of a failure. */
export function SceneStatusRow({
  scene,
  position,
  format,
  busyAction,
  onAction,
}: {
  scene: StoryboardSceneStatus;
  position: number;
  /** The storyboard's frame: a scene's preview is drawn in it. */
  format?: ResultFormat | undefined;
  /** The action being sent for this scene, if any. */
  busyAction: SceneAction | null;
  onAction: (action: SceneAction) => void;
}) {
  const [previewing, setPreviewing] = useState(false);
  const state = STATE_LABELS[scene.state];
  const isRunning = scene.state === 'QUEUED' || scene.state === 'PROCESSING';

  return (
    <li
      className={cn(
        'rounded-2xl border bg-navy-950/40 p-3 sm:p-4',
        scene.state === 'FAILED' ? 'border-rose-400/40' : 'border-white/10',
        scene.state === 'DROPPED' && 'opacity-60',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="flex min-h-8 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-sm font-semibold text-white">{`Scene ${position}`}</h3>
          <span className="rounded-full bg-white/5 px-2 py-0.5 text-xs text-slate-300 ring-1 ring-white/10 ring-inset">
            {KIND_LABELS[scene.visual.kind]}
          </span>
          <span className={cn('text-xs font-semibold', state.tone)}>{state.text}</span>
        </div>
        {scene.preview_url ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-8 shrink-0 px-3"
            aria-expanded={previewing}
            onClick={() => setPreviewing((open) => !open)}
          >
            <Play aria-hidden="true" className="size-4" />
            {previewing ? 'Hide preview' : 'Preview'}
          </Button>
        ) : null}
      </div>
      <p className="mt-1.5 line-clamp-2 text-sm text-slate-300">{scene.line}</p>
      {isRunning ? (
        <div className="mt-3">
          <JobProgress job={scene} label={`Scene ${position}`} compact />
        </div>
      ) : null}
      {scene.state === 'FAILED' ? (
        <div className="mt-3 flex flex-col gap-3">
          <p role="alert" className="text-sm text-rose-200">
            {scene.error ?? 'This scene could not be made.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => onAction('retry')} disabled={busyAction !== null}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {busyAction === 'retry' ? 'Retrying…' : 'Retry scene'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onAction('drop')}
              disabled={busyAction !== null}
            >
              <X aria-hidden="true" className="size-4" />
              {busyAction === 'drop' ? 'Dropping…' : 'Drop scene'}
            </Button>
          </div>
        </div>
      ) : null}
      {previewing && scene.preview_url ? (
        <video
          src={scene.preview_url}
          controls
          autoPlay
          playsInline
          aria-label={`Scene ${position} preview`}
          style={shapeStyle(format, '50vh')}
          className="mt-3 block rounded-xl border border-white/10 bg-black"
        />
      ) : null}
    </li>
  );
}
