import type { CreditMovement } from '@orato/shared';
import type { ReactNode } from 'react';

import { movementAmountText } from '@/features/account/utils/credit-amounts';
import type { CreditHistoryRow } from '@/features/account/utils/group-credit-history';
import { cn } from '@/utils/cn';
import { featureName } from '@/utils/feature-name';
import { signedCredits } from '@/utils/format-number';
import { formatLongDate } from '@/utils/format-date';

type JobRow = Extract<CreditHistoryRow, { type: 'job' }>;

// string keys: a kind the server adds later is named from its own spelling (plan_change → Plan change)
const KIND_LABELS: Readonly<Record<string, string>> = {
  grant: 'Added',
  hold: 'Reserved',
  capture: 'Spent',
  release: 'Returned',
  reversal: 'Refunded',
  plan_change: 'Plan change',
  adjustment: 'Adjustment',
};

const kindLabel = (kind: string): string => {
  const words = kind.replaceAll('_', ' ');
  return KIND_LABELS[kind] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

// read in the order written (what, why, how much, when); a narrow screen puts the amount beside
// the tag and the words under them
const ROW_GRID =
  'grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[7rem_1fr_auto_9rem] sm:items-center sm:px-6';
const ROW_TEXT = 'order-2 col-span-2 min-w-0 text-sm sm:order-none sm:col-span-1';
const ROW_AMOUNT = 'order-1 text-right text-sm sm:order-none';

/** A grant, a refund, a plan change: what happened, why (the server's words), how much, when. */
export function MovementRow({ movement }: { movement: CreditMovement }) {
  return (
    <li className={ROW_GRID}>
      <KindTag>{kindLabel(movement.kind)}</KindTag>
      <span className={cn(ROW_TEXT, 'text-slate-200')}>{movement.reason}</span>
      <Amount text={movementAmountText(movement)} />
      <When at={movement.created_at} />
    </li>
  );
}

/** A job and what it cost, with the steps its credits took underneath. */
export function JobCreditsRow({ row }: { row: JobRow }) {
  const name = featureName(row.feature);
  return (
    <li>
      <div className={ROW_GRID}>
        <KindTag>Job</KindTag>
        <span className={cn(ROW_TEXT, 'font-medium text-white')}>
          <span className="block truncate">{row.title ?? name}</span>
          {row.title ? <span className="block text-xs text-slate-500">{name}</span> : null}
        </span>
        {row.net === null ? (
          // the page holds only part of the job: its cost is told where the rest is
          <span className={cn(ROW_AMOUNT, 'text-slate-500')}>—</span>
        ) : (
          <Amount text={signedCredits(row.net)} />
        )}
        <When at={row.createdAt} />
      </div>
      <JobSteps row={row} label={row.title ?? name} />
    </li>
  );
}

function JobSteps({ row, label }: { row: JobRow; label: string }) {
  return (
    <ol
      aria-label={`Steps for ${label}`}
      className="mx-4 mb-3 border-l border-white/10 pl-4 sm:mr-[calc(9rem+2.5rem)] sm:ml-[calc(7rem+2.5rem)]"
    >
      {row.startsOnOlderPage ? (
        <li className="py-1 text-xs text-slate-500">Reserved earlier: see Older</li>
      ) : null}
      {row.steps.map((step) => (
        <li key={step.id} className="grid grid-cols-[5.5rem_1fr_auto] items-baseline gap-x-3 py-1">
          <span className="text-xs text-slate-400">{kindLabel(step.kind)}</span>
          <span className="min-w-0 truncate text-xs text-slate-500">{step.reason}</span>
          <Amount text={movementAmountText(step)} small />
        </li>
      ))}
      {row.continuesOnNewerPage ? (
        <li className="py-1 text-xs text-slate-500">Settled later: see Newer</li>
      ) : null}
    </ol>
  );
}

function KindTag({ children }: { children: ReactNode }) {
  return (
    <span className="text-xs font-semibold tracking-widest text-slate-400 uppercase">
      {children}
    </span>
  );
}

function Amount({ text, small = false }: { text: string; small?: boolean }) {
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        small ? 'text-right text-xs' : ROW_AMOUNT,
        text.startsWith('+') ? 'text-emerald-300' : text === '0' ? 'text-slate-400' : 'text-white',
      )}
    >
      {text}
    </span>
  );
}

function When({ at }: { at: number }) {
  return (
    <span className="order-3 col-span-2 text-xs text-slate-500 sm:order-none sm:col-span-1 sm:text-right">
      {formatLongDate(at)}
    </span>
  );
}
