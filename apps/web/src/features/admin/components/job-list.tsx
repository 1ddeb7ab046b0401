import type { AdminJob } from '@orato/shared';
import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { useCancelJob, useRetryJob } from '@/features/admin/api/jobs';
import { NoRows } from '@/features/admin/components/console-table';
import { JobCard } from '@/features/admin/components/job-card';
import type { JobAction } from '@/features/admin/components/job-card';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { formatCount } from '@/utils/format-number';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Jobs as cards, with the Retry and Cancel confirmations (each with its reason). */
export function JobList({
  jobs,
  empty,
  showUser = true,
}: {
  jobs: readonly AdminJob[];
  empty: string;
  showUser?: boolean;
}) {
  const [chosen, setChosen] = useState<{ job: AdminJob; action: JobAction } | null>(null);
  const retry = useRetryJob();
  const cancel = useCancelJob();
  const toast = useToast();
  const mutation = chosen?.action === 'cancel' ? cancel : retry;
  const [now] = useState(nowSeconds);

  const close = () => {
    retry.reset();
    cancel.reset();
    setChosen(null);
  };
  const onConfirm = ({ reason }: { reason: string }) => {
    if (!chosen) {
      return;
    }
    const input = { jobId: chosen.job.id, reason };
    if (chosen.action === 'retry') {
      retry.mutate(input, {
        onSuccess: (result) => {
          toast.success(`Retried as a new job: ${result.job.id}`);
          close();
        },
      });
    } else {
      cancel.mutate(input, {
        onSuccess: (result) => {
          toast.success(`Job cancelled; ${formatCount(result.credits_returned)} credits returned.`);
          close();
        },
      });
    }
  };

  return (
    <>
      {jobs.length === 0 ? (
        <NoRows>{empty}</NoRows>
      ) : (
        <ul className="flex flex-col gap-3">
          {jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              now={now}
              showUser={showUser}
              onAction={(picked, action) => setChosen({ job: picked, action })}
            />
          ))}
        </ul>
      )}
      <ReasonDialog
        open={chosen !== null}
        title={chosen?.action === 'cancel' ? 'Cancel this job?' : 'Retry this job?'}
        description={
          chosen?.action === 'cancel'
            ? `It stops now and its held credits go back to ${chosen.job.user_email}.`
            : `It runs again as a new attempt, holding ${formatCount(chosen?.job.hold_credits ?? 0)} credits of ${chosen?.job.user_email ?? 'the user'} again.`
        }
        confirmLabel={chosen?.action === 'cancel' ? 'Cancel job' : 'Retry job'}
        pendingLabel={chosen?.action === 'cancel' ? 'Cancelling…' : 'Retrying…'}
        confirmVariant={chosen?.action === 'cancel' ? 'danger' : 'primary'}
        isPending={mutation.isPending}
        error={mutation.error}
        onConfirm={onConfirm}
        onClose={close}
      />
    </>
  );
}
