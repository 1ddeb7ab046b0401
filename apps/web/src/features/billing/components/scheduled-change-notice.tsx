import { CalendarClockIcon } from 'lucide-react';
import type { SubscriptionStatusResponse } from '@orato/shared';

import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { useKeepPlan } from '@/features/billing/api/keep-plan';
import { cn } from '@/utils/cn';
import { formatLongDate } from '@/utils/format-date';

type ScheduledChange = NonNullable<SubscriptionStatusResponse['scheduled_change']>;

/** Undoes the change waiting for the renewal (the hook says how that went). */
export function KeepPlanButton({ onPlanChanged }: { onPlanChanged?: () => void }) {
  const keep = useKeepPlan({ onPlanChanged });

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => keep.mutate()}
      disabled={keep.isPending}
      className="w-full shrink-0 sm:w-auto"
    >
      {keep.isPending ? <BusyIcon /> : null}
      Keep my plan
    </Button>
  );
}

/** "Changes to Standard Monthly on December 28, 2026", and Keep my plan beside it. */
export function ScheduledChangeNotice({
  change,
  className,
  onPlanChanged,
}: {
  change: ScheduledChange;
  className?: string;
  onPlanChanged?: () => void;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-brand-400/30 bg-brand-400/10 px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p role="status" className="flex items-start gap-2.5 text-sm leading-relaxed text-brand-100">
        <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
        <span>
          Changes to <span className="font-semibold text-white">{change.plan}</span> on{' '}
          <span className="font-semibold whitespace-nowrap text-white">
            {formatLongDate(change.effective_at)}
          </span>
        </span>
      </p>
      <KeepPlanButton onPlanChanged={onPlanChanged} />
    </div>
  );
}

/**
 * The subscriber's change waiting for the renewal, read from their plan, for pages that show the
 * plan otherwise (Profile); nothing without one, or once the plan is set to end.
 */
export function ScheduledPlanChange({
  className,
  onPlanChanged,
}: {
  className?: string;
  onPlanChanged?: () => void;
}) {
  const status = useSubscription().data;
  if (!status?.scheduled_change || status.cancel_at_period_end) {
    return null;
  }
  return (
    <ScheduledChangeNotice
      change={status.scheduled_change}
      className={className}
      onPlanChanged={onPlanChanged}
    />
  );
}
