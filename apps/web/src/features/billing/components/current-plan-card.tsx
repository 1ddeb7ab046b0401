import { CircleDollarSignIcon } from 'lucide-react';
import { FREE_PLAN } from '@orato/shared';
import type { SubscriptionStatusResponse } from '@orato/shared';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { ManageBillingButton } from '@/features/billing/components/manage-billing-button';
import { ScheduledChangeNotice } from '@/features/billing/components/scheduled-change-notice';
import { formatLongDate } from '@/utils/format-date';
import { formatCount } from '@/utils/format-number';

// a phone reads each fact as one line, term and value apart; from sm up, two boxes side by side
const fact =
  'flex items-center justify-between gap-3 rounded-2xl border border-white/5 bg-navy-950/50 px-3.5 py-3 sm:block sm:px-4';

const panel =
  'rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-6';

/**
 * "Your plan", above the plan picker: the subscriber's plan and price, when it renews and what
 * each renewal brings, a change waiting for the renewal (with Keep my plan), or the end of a
 * cancelled plan. Someone without a subscription is told so in one line.
 */
export function CurrentPlanCard({ onPlanChanged }: { onPlanChanged?: () => void }) {
  const subscription = useSubscription();

  if (subscription.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading your plan" className={`${panel} animate-pulse`}>
        <div className="h-3 w-20 rounded-full bg-white/10" />
        <div className="mt-3 h-6 w-48 rounded-full bg-white/10" />
        <div className="mt-3 h-4 w-64 max-w-full rounded-full bg-white/5" />
      </div>
    );
  }

  if (subscription.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-3xl border border-rose-400/30 bg-rose-500/5 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <p className="text-sm font-medium text-rose-200">Could not load your plan.</p>
        <Button variant="secondary" size="sm" onClick={() => void subscription.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return <PlanSummary status={subscription.data} onPlanChanged={onPlanChanged} />;
}

function PlanSummary({
  status,
  onPlanChanged,
}: {
  status: SubscriptionStatusResponse;
  onPlanChanged: (() => void) | undefined;
}) {
  const titleId = useId();

  if (!status.lookup_key) {
    const plan = status.plan === FREE_PLAN ? 'Free' : status.plan;
    return (
      <section aria-labelledby={titleId} className={panel}>
        <p className="text-xs font-semibold tracking-widest text-brand-300 uppercase">Your plan</p>
        <h2 id={titleId} className="mt-1.5 text-xl font-semibold text-white">
          {plan}
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          No subscription. Subscribe below for credits every month or year, or buy a one-time pack.
        </p>
      </section>
    );
  }

  const endsOn = formatLongDate(status.renews_at);

  return (
    <section aria-labelledby={titleId} className={panel}>
      <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-brand-300 uppercase">
            Your plan
          </p>
          <h2 id={titleId} className="mt-1.5 text-xl font-semibold text-white sm:text-2xl">
            {status.plan}
          </h2>
          {status.price ? (
            <p className="mt-1 text-sm text-slate-400 tabular-nums">{status.price}</p>
          ) : null}
        </div>

        <dl className="grid gap-2 sm:grid-cols-2 sm:gap-4 md:min-w-[26rem]">
          <div className={fact}>
            <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">
              {status.cancel_at_period_end ? 'Ends on' : 'Renews on'}
            </dt>
            <dd className="text-[0.9375rem] font-semibold whitespace-nowrap text-white sm:mt-1 sm:text-base">
              {endsOn}
            </dd>
          </div>
          <div className={fact}>
            <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">
              {status.scheduled_change ? 'Next renewal' : 'Each renewal'}
            </dt>
            <dd className="flex items-center gap-1.5 text-[0.9375rem] font-semibold whitespace-nowrap text-white sm:mt-1 sm:text-base">
              <CircleDollarSignIcon aria-hidden="true" className="size-4 shrink-0 text-ember-400" />
              {status.cancel_at_period_end
                ? 'No renewal'
                : `${formatCount(status.renewal_credits ?? 0)} credits`}
            </dd>
          </div>
        </dl>
      </div>

      {status.cancel_at_period_end ? (
        <div className="mt-5 flex flex-col gap-3 rounded-2xl border border-ember-400/30 bg-ember-400/10 px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="text-sm leading-relaxed text-ember-300">
            Your plan ends on <span className="font-semibold whitespace-nowrap">{endsOn}</span>. To
            change plan, resume it first in Manage billing.
          </p>
          <ManageBillingButton />
        </div>
      ) : status.scheduled_change ? (
        <ScheduledChangeNotice
          change={status.scheduled_change}
          className="mt-5"
          onPlanChanged={onPlanChanged}
        />
      ) : null}
    </section>
  );
}
