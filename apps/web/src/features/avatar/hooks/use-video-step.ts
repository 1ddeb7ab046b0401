import { MESSAGES, type GenerationStatusResponse, type ResultFormat } from '@orato/shared';

import { avatarVideoUrl } from '@/features/avatar/api/poll-avatar-video';
import { downloadName } from '@/utils/download-name';
import type { JobStatusLike } from '@/utils/job-progress';
import { formatTag } from '@/utils/media-shape';

/** The finished video as step 4 shows it. */
export interface MadeVideo {
  url: string;
  /** The file name Download saves it under. */
  fileName: string;
  /** "13 s · 14 credits", or null before the length is known. */
  length: string | null;
  format: ResultFormat | undefined;
  engine: string | undefined;
  poster: string | undefined;
}

/** Step 4 for the job's latest status: still being made, failed, or made. */
export type VideoStepView =
  | { phase: 'making'; job: JobStatusLike & { progress?: number } }
  | { phase: 'failed'; message: string }
  | { phase: 'made'; video: MadeVideo };

/** What step 4 shows for the job's latest status (undefined before the first answer) and topic. */
export function useVideoStep(
  status: GenerationStatusResponse | undefined,
  topic: string,
): VideoStepView {
  const url = status?.state === 'COMPLETE' ? avatarVideoUrl(status) : undefined;
  if (status && url) {
    return { phase: 'made', video: madeVideo(status, url, topic) };
  }
  if (status?.state === 'FAILED') {
    return { phase: 'failed', message: status.error ?? MESSAGES.avatar.startFailed };
  }
  // before the first answer the job is queued as far as the user can tell
  return { phase: 'making', job: status ?? { state: 'QUEUED', stage: 'queued' } };
}

function madeVideo(status: GenerationStatusResponse, url: string, topic: string): MadeVideo {
  return {
    url,
    fileName: downloadName(topic, 'mp4', formatTag(status.format, 'video')),
    length: lengthText(status),
    format: status.format,
    engine: status.engine,
    poster: status.thumbnail,
  };
}

/** Whole seconds, rounded up past float noise, and what the video cost when known. */
function lengthText({
  duration_seconds: seconds,
  credits_charged: credits,
}: GenerationStatusResponse) {
  if (!seconds) {
    return null;
  }
  const length = `${Math.ceil(seconds - 1e-6)} s`;
  return credits === undefined ? length : `${length} · ${credits} credits`;
}
