import type { StoryboardStatusResponse } from '@orato/shared';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { JobProgress } from '@/components/ui/job-progress';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { storyboardJobs } from '@/features/storyboard/api/get-storyboard';
import { useSceneAction } from '@/features/storyboard/api/scene-actions';
import type { SceneActionInput } from '@/features/storyboard/api/scene-actions';
import { SceneStatusRow } from '@/features/storyboard/components/scene-status-row';
import { StoryboardResult } from '@/features/storyboard/components/storyboard-result';
import { useJobStatus } from '@/lib/job-status';
import { errorText } from '@/utils/error-text';

const panel =
  'rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-4 sm:p-6';

/**
 * A storyboard being made, or made: overall progress and time left, each scene's state (with its
 * clip once ready, and retry or drop when it failed), then the finished video.
 */
export function RenderView({
  id,
  onEdit,
  onNew,
  onCreditsChanged,
}: {
  id: string;
  onEdit: (status: StoryboardStatusResponse) => void;
  onNew: () => void;
  onCreditsChanged: () => void;
}) {
  const toast = useToast();
  // once when it ends: the hold was settled, so the balance moved
  const { status: data, error } = useJobStatus({
    source: storyboardJobs,
    id,
    onSettled: onCreditsChanged,
  });
  const sceneAction = useSceneAction();
  const [pending, setPending] = useState<Omit<SceneActionInput, 'storyboardId'> | null>(null);

  if (!data) {
    return (
      <section aria-label="Render" className={panel}>
        {error ? (
          <Alert
            action={
              <Button size="sm" variant="secondary" onClick={onNew}>
                New storyboard
              </Button>
            }
          >
            {errorText(error, 'This storyboard could not be loaded.')}
          </Alert>
        ) : (
          <div className="flex justify-center py-10">
            <Spinner label="Loading your storyboard" />
          </div>
        )}
      </section>
    );
  }

  const act = (sceneId: string, action: SceneActionInput['action']) => {
    setPending({ sceneId, action });
    sceneAction.mutate(
      { storyboardId: id, sceneId, action },
      {
        onSuccess: () => {
          onCreditsChanged();
          toast.success(
            action === 'retry'
              ? 'Trying the scene again.'
              : 'Scene dropped: the rest are being put together.',
          );
        },
        onError: (error) => toast.error(errorText(error, 'That did not work. Please try again.')),
        onSettled: () => setPending(null),
      },
    );
  };

  const title = data.title ?? 'Your storyboard';
  const isRunning = data.state === 'QUEUED' || data.state === 'PROCESSING';
  const live = data.scenes.filter((scene) => scene.state !== 'DROPPED').length;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <section aria-labelledby="render-heading" className={panel}>
        <h2 id="render-heading" className="text-lg font-semibold break-words text-white">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          {`${live} ${live === 1 ? 'scene' : 'scenes'} · presented by ${data.creatorName}`}
        </p>
        <div className="mt-6">
          {data.state === 'COMPLETE' && data.url ? (
            <StoryboardResult
              status={{ ...data, url: data.url }}
              onEdit={() => onEdit(data)}
              onNew={onNew}
            />
          ) : data.state === 'FAILED' ? (
            <Alert
              action={
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => onEdit(data)}>
                    Edit and try again
                  </Button>
                  <Button size="sm" variant="secondary" onClick={onNew}>
                    New storyboard
                  </Button>
                </div>
              }
            >
              {data.error ?? 'The storyboard could not be made. Your credits were returned.'}
            </Alert>
          ) : (
            <div className="py-6">
              <JobProgress job={data} label="Rendering your storyboard" />
              <p className="mt-4 text-center text-xs text-slate-400">
                {`${data.hold_credits} credits held. You can leave this page: it keeps rendering, and the Library lists it when it is ready.`}
              </p>
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="scene-status-heading" className={panel}>
        <h2 id="scene-status-heading" className="text-lg font-semibold text-white">
          Scenes
        </h2>
        {isRunning && data.scenes.some((scene) => scene.state === 'FAILED') ? (
          <p className="mt-1 text-sm text-amber-200">
            A scene failed: retry it, or drop it and the others will be put together without it.
          </p>
        ) : null}
        <ol aria-label="Scene progress" className="mt-4 flex flex-col gap-3">
          {[...data.scenes]
            .sort((a, b) => a.position - b.position)
            .map((scene, index) => (
              <SceneStatusRow
                key={scene.id}
                scene={scene}
                position={index + 1}
                format={data.format}
                busyAction={pending?.sceneId === scene.id ? pending.action : null}
                onAction={(action) => act(scene.id, action)}
              />
            ))}
        </ol>
      </section>
    </div>
  );
}
