import { Spinner } from '@/components/ui/spinner';
import { describeJob, type JobStatusLike } from '@/utils/job-progress';

/** A running job: its step, queue place and time left in words, and a bar that only moves forward. */
export function JobProgress({
  job,
  label,
  compact = false,
}: {
  job: JobStatusLike & { progress?: number };
  label: string;
  compact?: boolean;
}) {
  const queued = job.state === 'QUEUED';
  const progress = queued ? 0 : (job.progress ?? 0);
  return (
    <div className={compact ? 'w-full' : 'flex w-full flex-col items-center'}>
      <div className="flex items-center gap-3" aria-live="polite">
        {compact ? null : <Spinner label={label} />}
        <p
          className={
            compact
              ? 'text-xs text-slate-300 tabular-nums'
              : 'text-base font-semibold text-white tabular-nums'
          }
        >
          {queued ? describeJob(job) : `${progress}% · ${describeJob(job)}`}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className={`${compact ? 'mt-2 h-1.5' : 'mt-5 h-2.5 max-w-md'} w-full overflow-hidden rounded-full bg-white/10`}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-300 transition-[width] duration-500"
          style={{ width: `${queued ? 0 : Math.max(progress, 3)}%` }}
        />
      </div>
    </div>
  );
}
