import { CircleDollarSignIcon } from 'lucide-react';
import type { CreditMovement } from '@orato/shared';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PanelError, PanelLoading } from '@/components/ui/panel-states';
import { useCreditHistory } from '@/features/account/api/get-credit-history';
import { cn } from '@/utils/cn';
import { formatLongDate } from '@/utils/format-date';

const KIND_LABELS: Readonly<Record<CreditMovement['kind'], string>> = {
  grant: 'Added',
  hold: 'Reserved',
  capture: 'Charged',
  release: 'Returned',
  reversal: 'Refunded',
};

/** '+60', '−50', '23': what each movement did to the credits you can spend. */
function amountText(movement: CreditMovement): string {
  switch (movement.kind) {
    case 'grant':
    case 'release':
      return `+${movement.amount}`;
    case 'hold':
    case 'reversal':
      return `−${movement.amount}`;
    case 'capture':
      return `${movement.amount} spent`;
  }
}

/** Profile → Credits history: every movement with its reason, job and date, newest first. */
export function CreditHistory() {
  const [page, setPage] = useState(1);
  const history = useCreditHistory(page);

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
        {history.data.movements.map((movement) => (
          <li
            key={movement.id}
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[7rem_1fr_auto_9rem] sm:items-center sm:px-6"
          >
            <span className="text-xs font-semibold tracking-widest text-slate-400 uppercase">
              {KIND_LABELS[movement.kind]}
            </span>
            <span
              className={cn(
                'text-right text-sm font-semibold tabular-nums sm:order-3',
                movement.kind === 'grant' || movement.kind === 'release'
                  ? 'text-emerald-300'
                  : 'text-white',
              )}
            >
              {amountText(movement)}
            </span>
            <span className="col-span-2 min-w-0 text-sm text-slate-200 sm:order-2 sm:col-span-1">
              {movement.reason}
              {movement.job_title ? (
                <span className="block truncate text-xs text-slate-500">{movement.job_title}</span>
              ) : null}
            </span>
            <span className="col-span-2 text-xs text-slate-500 sm:order-4 sm:col-span-1 sm:text-right">
              {formatLongDate(movement.created_at)}
            </span>
          </li>
        ))}
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
