import { BILLING_PERIODS } from '@orato/shared';
import type { BillingPeriod } from '@orato/shared';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';

import { PERIOD_LABELS } from '@/features/billing/utils/plan-display';
import { cn } from '@/utils/cn';

/** Monthly or Yearly, as a radio group (arrow keys switch); Yearly is drawn in orange. */
export function PeriodToggle({
  value,
  onChange,
  savingsPercent,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  /** Shown beside Yearly when above zero. */
  savingsPercent: number;
}) {
  const groupRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
      return;
    }
    event.preventDefault();
    const next = value === 'monthly' ? 'yearly' : 'monthly';
    onChange(next);
    groupRef.current?.querySelector<HTMLElement>(`[data-period="${next}"]`)?.focus();
  };

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label="Billing period"
      onKeyDown={onKeyDown}
      className="inline-flex w-full rounded-full border border-white/10 bg-navy-950/60 p-1 shadow-inner shadow-black/20 md:w-auto"
    >
      {BILLING_PERIODS.map((period) => {
        const isChecked = period === value;
        return (
          <button
            key={period}
            type="button"
            role="radio"
            aria-checked={isChecked}
            tabIndex={isChecked ? 0 : -1}
            data-period={period}
            onClick={() => onChange(period)}
            className={cn(
              'inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-5',
              isChecked
                ? period === 'yearly'
                  ? 'bg-ember-400 text-navy-950 shadow-md shadow-ember-500/20'
                  : 'bg-brand-400 text-navy-950 shadow-md shadow-brand-500/20'
                : 'text-slate-300 hover:bg-white/5 hover:text-white',
            )}
          >
            {PERIOD_LABELS[period]}
            {period === 'yearly' && savingsPercent > 0 ? (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-bold',
                  isChecked ? 'bg-navy-950/15 text-navy-950' : 'bg-ember-400/15 text-ember-300',
                )}
              >
                Save {savingsPercent}%
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
