import type { GenerationStatusResponse } from '@orato/shared';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { VideoProgress } from '@/features/avatar/components/video-progress';
import { VideoResult } from '@/features/avatar/components/video-result';
import { WizardPanel } from '@/features/avatar/components/wizard-panel';
import { useVideoStep } from '@/features/avatar/hooks/use-video-step';

export interface VideoStepProps {
  /** The job's latest status; undefined before the first answer. */
  status: GenerationStatusResponse | undefined;
  avatar: string;
  avatarImageUrl: string | undefined;
  topic: string;
  /** Back To Avatar: start over at step 1. */
  onReset: () => void;
}

/**
 * Step 4 'Generating Your Video': queued, then a percentage, then the player and Download, with
 * "Your video is ready" and the topic under the spec's heading once it is done.
 */
export function VideoStep({ status, avatar, avatarImageUrl, topic, onReset }: VideoStepProps) {
  const view = useVideoStep(status, topic);
  return (
    <WizardPanel
      title="Generating Your Video"
      intro={view.phase === 'made' ? `Your video is ready: “${topic}”` : undefined}
      focusOnMount
    >
      {view.phase === 'made' ? (
        <VideoResult
          video={view.video}
          avatar={avatar}
          avatarImageUrl={avatarImageUrl}
          topic={topic}
          onReset={onReset}
        />
      ) : view.phase === 'failed' ? (
        <div className="flex flex-col gap-6">
          <Alert>{view.message}</Alert>
          <Button variant="secondary" size="lg" onClick={onReset} className="self-start">
            Back To Avatar
          </Button>
        </div>
      ) : (
        <VideoProgress
          job={view.job}
          avatar={avatar}
          avatarImageUrl={avatarImageUrl}
          topic={topic}
        />
      )}
    </WizardPanel>
  );
}
