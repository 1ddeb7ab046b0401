import { CircleDollarSignIcon } from 'lucide-react';
import { useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PanelError, PanelLoading } from '@/components/ui/panel-states';
import { useCreditHistory } from '@/features/account/api/get-credit-history';
import { JobCreditsRow, MovementRow } from '@/features/account/components/credit-history-rows';
import { groupCreditHistory } from '@/features/account/utils/group-credit-history';

/**
 * Profile → Credits history, newest first: each job as one row with what it cost and the steps its
 * credits took, and every other movement with its reason and date. The server pages movements, not
 * jobs, so a job is grouped within its page and says when its story goes on on the next or previous.
 */
export function CreditHistory() {
  const [page, setPage] = useState(1);
  const history = useCreditHistory(page);
  // the page before is in the cache (it is how one gets here): it tells which jobs go on there
  const newer = useCreditHistory(Math.max(1, page - 1));
  // while a page loads, the last one stands in for it, and its newer page is no guide
  const isSettled = page > 1 && !history.isPlaceholderData && !newer.isPlaceholderData;
  const newerMovements = isSettled ? newer.data?.movements : undefined;
  const rows = useMemo(
    () => groupCreditHistory(history.data?.movements ?? [], newerMovements),
    [history.data, newerMovements],
  );

  if (history.isPending) {
    return <PanelLoading label="Loading credits history" />;
  }
  if (history.isError) {
    return (
      <PanelError
        message={`Failed to load credits history: ${history.error.message}`}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.movements.length === 0 && page === 1) {
    return (
      <EmptyState icon={<CircleDollarSignIcon className="size-7" />} title="No credits yet">
        Purchases, renewals, and the credits each video reserves, spends and returns are listed
        here.
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label="Credits history"
        className="divide-y divide-white/5 overflow-hidden rounded-3xl border border-white/10 bg-navy-900/60"
      >
        {rows.map((row) =>
          row.type === 'job' ? (
            <JobCreditsRow key={`job:${row.jobId}`} row={row} />
          ) : (
            <MovementRow key={row.movement.id} movement={row.movement} />
          ),
        )}
      </ul>
      <div className="flex items-center justify-between">
        <Button
          variant="secondary"
          size="sm"
          disabled={page === 1}
          onClick={() => setPage((current) => current - 1)}
        >
          Newer
        </Button>
        <span className="text-xs text-slate-400">{`Page ${page}`}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={!history.data.has_more}
          onClick={() => setPage((current) => current + 1)}
        >
          Older
        </Button>
      </div>
    </div>
  );
}
