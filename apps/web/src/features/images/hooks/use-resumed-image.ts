import type { ActiveJob, GenerationStatusResponse } from '@orato/shared';
import { useState } from 'react';

import { imageJobs } from '@/features/images/api/get-image-status';
import { useJobStatus } from '@/lib/job-status';

/**
 * An image still being made that this page did not start (it was reloaded, or opened again):
 * followed until it ends, then handed to `onEnded` so its result lands here like one started here.
 * While the page's own image is being made (`isGenerating`) none is shown.
 */
export function useResumedImage({
  isGenerating,
  onEnded,
}: {
  isGenerating: boolean;
  onEnded: (job: ActiveJob, status: GenerationStatusResponse) => void;
}) {
  const [resumed, setResumed] = useState<ActiveJob | null>(null);
  const { status } = useJobStatus({
    source: imageJobs,
    id: resumed?.id ?? null,
    starting: isGenerating,
    resume: { feature: 'nano-banana', onFound: setResumed },
    onSettled: (ended) => {
      setResumed(null);
      if (resumed) {
        onEnded(resumed, ended);
      }
    },
  });
  return isGenerating || !resumed ? null : { title: resumed.title ?? '', job: status ?? resumed };
}

export type ResumedImage = NonNullable<ReturnType<typeof useResumedImage>>;
