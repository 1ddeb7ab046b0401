import type { AdminJob } from '@orato/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Mono, StatusTag } from '@/features/admin/components/console-table';
import type { Tone } from '@/features/admin/components/console-table';
import { formatDateTime, formatSpan } from '@/features/admin/utils/format';
import { featureName } from '@/utils/feature-name';
import { formatCount } from '@/utils/format-number';

const STATE_TONES: Record<AdminJob['state'], Tone> = {
  QUEUED: 'quiet',
  PROCESSING: 'busy',
  COMPLETE: 'good',
  FAILED: 'bad',
};

export type JobAction = 'retry' | 'cancel';

/** Which action a job allows: a failed one is retried, a live one cancelled; a storyboard's part neither. */
export function jobActionFor(job: AdminJob): JobAction | null {
  if (job.storyboard_id) {
    return null;
  }
  if (job.state === 'FAILED') {
    return 'retry';
  }
  return job.state === 'QUEUED' || job.state === 'PROCESSING' ? 'cancel' : null;
}

/**
 * One job as staff read it: tool, state and stage, who, credits, times and deadline, and the
 * provider's error in full; Retry or Cancel where it applies.
 */
export function JobCard({
  job,
  now,
  showUser = true,
  onAction,
}: {
  job: AdminJob;
  /** Unix seconds, to say how far past its deadline a job is. */
  now: number;
  showUser?: boolean;
  onAction: (job: AdminJob, action: JobAction) => void;
}) {
  const action = jobActionFor(job);
  const live = job.state === 'QUEUED' || job.state === 'PROCESSING';
  const overdue = live && job.deadline_at < now;
  return (
    <li className="rounded-2xl border border-white/10 bg-navy-900/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-white">
            {featureName(job.feature)}
            <StatusTag tone={STATE_TONES[job.state]}>{job.state.toLowerCase()}</StatusTag>
            {job.stage && job.stage.toUpperCase() !== job.state ? (
              <span className="text-xs text-slate-400">stage: {job.stage}</span>
            ) : null}
            {live ? <span className="text-xs text-slate-400">{job.progress}%</span> : null}
            {overdue ? (
              <StatusTag tone="bad">past deadline by {formatSpan(now - job.deadline_at)}</StatusTag>
            ) : null}
          </p>
          <p className="mt-1">
            <Mono>{job.id}</Mono>
          </p>
        </div>
        {action ? (
          <Button
            size="sm"
            variant={action === 'retry' ? 'secondary' : 'danger'}
            onClick={() => onAction(job, action)}
          >
            {action === 'retry' ? 'Retry' : 'Cancel job'}
          </Button>
        ) : job.storyboard_id && (job.state === 'FAILED' || live) ? (
          <span className="text-xs text-slate-400">Part of a storyboard</span>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-xs sm:grid-cols-4">
        {showUser ? (
          <Fact label="User">
            <Link
              to={paths.admin.user.getHref(job.user_id)}
              className="break-all text-brand-300 hover:underline"
            >
              {job.user_email}
            </Link>
          </Fact>
        ) : null}
        <Fact label="Provider">{job.provider}</Fact>
        <Fact label="Credits">
          held {formatCount(job.hold_credits)}
          {job.charged_credits === null ? '' : `, charged ${formatCount(job.charged_credits)}`}
        </Fact>
        <Fact label="Created">{formatDateTime(job.created_at)}</Fact>
        <Fact label="Started">{formatDateTime(job.started_at)}</Fact>
        <Fact label="Ended">{formatDateTime(job.completed_at)}</Fact>
        <Fact label="Deadline">{formatDateTime(job.deadline_at)}</Fact>
      </dl>
      {job.error ? (
        <div className="mt-3">
          <p className="text-xs font-semibold text-rose-300">Error</p>
          <pre className="mt-1 max-h-48 overflow-auto rounded-xl border border-rose-400/20 bg-rose-500/5 p-3 font-mono text-xs break-words whitespace-pre-wrap text-rose-100">
            {job.error}
          </pre>
        </div>
      ) : null}
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-200">{children}</dd>
    </div>
  );
}
