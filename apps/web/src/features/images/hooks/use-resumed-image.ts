import { generationStatusResponseSchema } from '@orato/shared';
import type { ActiveJob, GenerationStatusResponse } from '@orato/shared';
import { useEffect, useRef } from 'react';

import { api } from '@/lib/api-client';
import { useActiveJobs } from '@/lib/active-jobs';

/**
 * Images still being made that this page did not start (it was reloaded, or opened again): the
 * first one is returned to show its progress, and when one leaves the running list its status is
 * read once and handed to `onEnded`, so its result lands on the page like one started here.
 * A job first seen while this page's own request is pending is that request's, and is left to it.
 */
export function useResumedImage({
  isGenerating,
  onEnded,
}: {
  isGenerating: boolean;
  onEnded: (job: ActiveJob, status: GenerationStatusResponse) => void;
}): ActiveJob | undefined {
  const running = useActiveJobs('nano-banana').data;
  // every running job seen, and whether it was resumed (true) or started here (false)
  const seen = useRef(new Map<string, { job: ActiveJob; resumed: boolean }>());

  useEffect(() => {
    if (!running) {
      return;
    }
    for (const job of running) {
      const known = seen.current.get(job.id);
      seen.current.set(job.id, { job, resumed: known ? known.resumed : !isGenerating });
    }
    for (const [id, { job, resumed }] of seen.current) {
      if (running.some((still) => still.id === id)) {
        continue;
      }
      seen.current.delete(id);
      if (resumed) {
        void api
          .post('/poll-creator', { operationId: id }, generationStatusResponseSchema)
          .then((status) => onEnded(job, status))
          .catch(() => undefined);
      }
    }
  }, [running, isGenerating, onEnded]);

  return isGenerating ? undefined : running?.[0];
}
