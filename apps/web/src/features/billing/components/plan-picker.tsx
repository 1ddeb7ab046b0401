import { CheckIcon, CircleDollarSignIcon } from 'lucide-react';
import {
  BILLING_PERIODS,
  findPlan,
  PLAN_TIER_COPY,
  PLAN_TIERS,
  planChangeAction,
  selectPlan,
} from '@orato/shared';
import type { BillingPeriod, Plan, PlanTier } from '@orato/shared';
import { useState } from 'react';

import { TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { ConfirmPlanDialog } from '@/features/billing/components/confirm-plan-dialog';
import { PeriodToggle } from '@/features/billing/components/period-toggle';
import { PlanChangeDialog } from '@/features/billing/components/plan-change-dialog';
import {
  billingLabel,
  splitPrice,
  yearlySavingsPercent,
} from '@/features/billing/utils/plan-display';
import { cn } from '@/utils/cn';
import { formatCount } from '@/utils/format-number';

const tierTabs = PLAN_TIERS.map((tier) => ({ value: tier, label: PLAN_TIER_COPY[tier].label }));

const periodOf = (plan: Plan | undefined): BillingPeriod | null =>
  plan?.effect.kind === 'subscription' ? plan.effect.period : null;

/**
 * Spec §2 Subscription: plan tabs (Starter by default), a Monthly/Yearly switch for the
 * subscriptions, the chosen plan's price, credits and what it includes, and Proceed, which asks
 * for confirmation before checkout. Yearly turns the panel's accent from teal to orange (spec §4).
 *
 * `currentLookupKey` is the subscriber's plan (null without a subscription, undefined while it is
 * not known yet). A subscriber's switch starts at their period, their plan is marked and cannot be
 * bought again, and the other subscriptions offer a change (Upgrade, Downgrade…) with its price
 * shown first; the Starter pack goes to checkout for everyone.
 */
export function PlanPicker({
  currentLookupKey,
  onPlanChanged,
}: {
  currentLookupKey: string | null | undefined;
  /** Called once a change of plan is settled, for what other features show of it. */
  onPlanChanged?: () => void;
}) {
  const current = currentLookupKey ? findPlan(currentLookupKey) : undefined;
  const currentPeriod = periodOf(current);

  const [tier, setTier] = useState<PlanTier>('starter');
  const [period, setPeriod] = useState<BillingPeriod>(currentPeriod ?? BILLING_PERIODS[0]);
  const [isConfirming, setIsConfirming] = useState(false);
  const [change, setChange] = useState<{ from: Plan; to: Plan } | null>(null);
  const [isChanging, setIsChanging] = useState(false);

  // the plan arrives after the first render: the switch moves to the subscriber's period then
  const [seenPeriod, setSeenPeriod] = useState(currentPeriod);
  if (seenPeriod !== currentPeriod) {
    setSeenPeriod(currentPeriod);
    if (currentPeriod) {
      setPeriod(currentPeriod);
    }
  }

  const plan = selectPlan(tier, period);
  const isSubscription = plan.effect.kind === 'subscription';
  const isCurrent = current?.lookupKey === plan.lookupKey;
  // a subscription offered to a subscriber is a change of plan, not a second checkout
  const changeFrom = isSubscription && currentPeriod ? current : undefined;
  const action = changeFrom ? planChangeAction(changeFrom, plan) : 'Proceed';
  // while the plan is not known, a subscription's button waits for it
  const isWaiting = isSubscription && currentLookupKey === undefined;

  const onAction = () => {
    if (changeFrom) {
      setChange({ from: changeFrom, to: plan });
      setIsChanging(true);
    } else {
      setIsConfirming(true);
    }
  };
  const isYearly = plan.effect.kind === 'subscription' && plan.effect.period === 'yearly';
  const { amount, suffix } = splitPrice(plan);
  const savings = yearlySavingsPercent(tier);

  const included = [
    isSubscription
      ? `${formatCount(plan.credits)} credits every ${isYearly ? 'year' : 'month'}`
      : `${formatCount(plan.credits)} credits in one pack`,
    '1 credit = 1 second of video',
    'Spend them on avatar videos, Veo clips and AI images',
    'Full customer support',
    isSubscription
      ? `Renews every ${isYearly ? 'year' : 'month'}; cancel any time, it runs to the end of the paid term`
      : 'Pay once, no subscription',
  ];

  return (
    <section
      aria-label="Plans"
      className={cn(
        'rounded-3xl border p-4 transition-colors sm:p-8',
        isYearly
          ? 'border-ember-400/40 bg-gradient-to-b from-ember-500/10 to-navy-900'
          : 'border-white/10 bg-gradient-to-b from-navy-800 to-navy-900',
      )}
    >
      <Tabs value={tier} onChange={setTier}>
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <TabList label="Plans" items={tierTabs} className="w-full md:w-auto" />
          {isSubscription ? (
            <PeriodToggle value={period} onChange={setPeriod} savingsPercent={savings} />
          ) : null}
        </div>

        <TabPanel value={tier} className="mt-8">
          <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
            <div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <p
                  className={cn(
                    'text-xs font-semibold tracking-widest uppercase',
                    isYearly ? 'text-ember-300' : 'text-brand-300',
                  )}
                >
                  {isSubscription
                    ? `Billed ${billingLabel(plan).toLowerCase()}`
                    : 'One-time payment'}
                </p>
                {isCurrent ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold text-white ring-1 ring-white/20 ring-inset">
                    <CheckIcon aria-hidden="true" className="size-3.5" />
                    Current plan
                  </span>
                ) : null}
              </div>
              <h2 className="mt-2 text-2xl font-bold text-white sm:text-3xl">{plan.label}</h2>
              <p className="mt-2 text-sm text-slate-400 sm:text-base">
                {PLAN_TIER_COPY[tier].description}
              </p>

              <p className="mt-6 flex items-baseline gap-1.5">
                <span className="text-5xl font-bold tracking-tight text-white tabular-nums">
                  {amount}
                </span>
                <span className="text-base text-slate-400">{suffix}</span>
              </p>

              <p
                className={cn(
                  'mt-5 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold',
                  isYearly ? 'bg-ember-400/10 text-ember-300' : 'bg-brand-400/10 text-brand-200',
                )}
              >
                <CircleDollarSignIcon className="size-5" />
                {formatCount(plan.credits)} credits
              </p>
            </div>

            <div className="rounded-2xl border border-white/10 bg-navy-950/50 p-5 sm:p-6">
              <h3 className="text-sm font-semibold text-white">What&apos;s included</h3>
              <ul className="mt-4 space-y-3 text-sm text-slate-300">
                {included.map((line) => (
                  <li key={line} className="flex gap-3">
                    <CheckIcon
                      className={cn(
                        'size-5 shrink-0',
                        isYearly ? 'text-ember-400' : 'text-brand-400',
                      )}
                    />
                    {line}
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <div className="mt-8 flex flex-col gap-4 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-400">
              {isCurrent
                ? 'This is your plan. Pick another plan or period to change it.'
                : changeFrom
                  ? "You'll see what changes, and any charge, before you confirm. Prices in US dollars."
                  : "You'll review your plan before you pay. Prices in US dollars."}
            </p>
            <button
              type="button"
              onClick={onAction}
              disabled={isCurrent || isWaiting}
              className={cn(
                'inline-flex h-12 w-full shrink-0 items-center justify-center rounded-full px-10 text-base font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 sm:w-auto',
                isCurrent
                  ? 'border border-white/15 bg-white/5 text-slate-300'
                  : isYearly
                    ? 'bg-ember-400 text-navy-950 shadow-lg shadow-ember-500/20 hover:bg-ember-300 focus-visible:outline-ember-300'
                    : 'bg-brand-400 text-navy-950 shadow-lg shadow-brand-500/20 hover:bg-brand-300 focus-visible:outline-brand-300',
                isWaiting && 'opacity-60',
              )}
            >
              {action}
            </button>
          </div>
        </TabPanel>
      </Tabs>

      <ConfirmPlanDialog plan={plan} open={isConfirming} onClose={() => setIsConfirming(false)} />
      {change ? (
        <PlanChangeDialog
          from={change.from}
          to={change.to}
          open={isChanging}
          onClose={() => setIsChanging(false)}
          onPlanChanged={onPlanChanged}
        />
      ) : null}
    </section>
  );
}
