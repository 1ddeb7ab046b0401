import { MESSAGES } from '@orato/shared';
import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { avatarJobs, avatarVideoUrl } from '@/features/avatar/api/poll-avatar-video';
import { useSaveAvatarVideo } from '@/features/avatar/api/save-avatar-video';
import { useJobStatus } from '@/lib/job-status';

export interface AvatarJob {
  operationId: string;
  avatar: string;
  avatarImageUrl: string | undefined;
  topic: string;
}

export interface AvatarJobOptions {
  /** A start request is on its way: the job that appears meanwhile is its own. */
  starting: boolean;
  /** Credits moved: the job settled, so what it held was charged or returned. */
  onCreditsChanged: () => void;
  /** A video still being made when the page (re)loaded is followed again. */
  onResumed: () => void;
}

/**
 * The wizard's video: started here or found running after a reload, followed until it ends, then
 * saved (spec §4) with a word to the user and the credits refreshed.
 */
export function useAvatarJob({ starting, onCreditsChanged, onResumed }: AvatarJobOptions) {
  const toast = useToast();
  const { mutate: saveVideo } = useSaveAvatarVideo();
  const [job, setJob] = useState<AvatarJob | null>(null);
  const { status } = useJobStatus({
    source: avatarJobs,
    id: job?.operationId ?? null,
    starting,
    resume: {
      feature: 'ai-avatar',
      onFound: (running) => {
        setJob({
          operationId: running.id,
          avatar: running.avatar ?? '',
          avatarImageUrl: undefined,
          topic: running.title ?? '',
        });
        onResumed();
      },
    },
    onSettled: (settled) => {
      onCreditsChanged();
      const url = settled.state === 'COMPLETE' ? avatarVideoUrl(settled) : undefined;
      if (url && job) {
        saveVideo(
          { video_url: url, avatar: job.avatar, topic: job.topic },
          {
            onSuccess: () => toast.success(MESSAGES.avatar.saved),
            onError: () => toast.error(MESSAGES.avatar.saveFailed),
          },
        );
      }
    },
  });
  return { job, setJob, status };
}
