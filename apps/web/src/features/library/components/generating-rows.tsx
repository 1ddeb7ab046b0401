import type { FeatureKey } from '@orato/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { JobProgress } from '@/components/ui/job-progress';
import { useActiveJobs } from '@/lib/active-jobs';

/** Items still being made, above the finished ones; when one finishes, the list is read again. */
export function GeneratingRows({ feature }: { feature: FeatureKey }) {
  const active = useActiveJobs(feature);
  const queryClient = useQueryClient();
  const jobs = active.data ?? [];
  const ids = jobs.map((job) => job.id).join(',');
  const previous = useRef(ids);
  useEffect(() => {
    const finished = previous.current.split(',').some((id) => id && !ids.includes(id));
    previous.current = ids;
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: ['library'] });
    }
  }, [ids, queryClient]);

  if (jobs.length === 0) {
    return null;
  }
  return (
    <ul
      aria-label="Generating"
      className="mb-3 divide-y divide-white/5 overflow-hidden rounded-3xl border border-brand-400/20 bg-navy-900/60"
    >
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-col gap-1 px-4 py-3 sm:px-5">
          <p className="flex min-w-0 items-baseline gap-2 text-sm">
            <span className="shrink-0 font-semibold text-white">Generating…</span>
            <span className="truncate text-slate-400">{job.title ?? ''}</span>
          </p>
          <JobProgress job={job} label={`Progress of ${job.title ?? 'the item'}`} compact />
        </li>
      ))}
    </ul>
  );
}
