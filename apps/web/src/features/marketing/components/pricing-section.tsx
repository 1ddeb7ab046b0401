import { CheckIcon } from 'lucide-react';
import { PLAN_TIER_COPY, PLAN_TIERS, PLANS, PRODUCT, selectPlan } from '@orato/shared';
import type { BillingPeriod, PlanTier } from '@orato/shared';
import { useId, useState } from 'react';

import { LinkButton } from '@/components/ui/link-button';
import { landingSections, paths } from '@/config/paths';
import { Section } from '@/features/marketing/components/section';
import { cn } from '@/utils/cn';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The pricing selector (spec §4): plan starter, standard or pro (default starter), period monthly
 * or yearly (default monthly). The billing toggle shows for Standard and Pro only; yearly turns
 * the panel from teal to orange.
 */
export function PricingPanel() {
  const [tier, setTier] = useState<PlanTier>('starter');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const toggleLabelId = useId();
  const plan = selectPlan(tier, period);
  const isOneTime = plan.effect.kind === 'credit-pack';
  const isYearly = !isOneTime && period === 'yearly';
  const monthlyEquivalent =
    isYearly && plan.effect.kind === 'subscription'
      ? money(Math.round(plan.priceCents / 12))
      : null;
  const [amount] = plan.priceText.split('/');

  return (
    <div
      data-testid="pricing-panel"
      data-period={isYearly ? 'yearly' : 'monthly'}
      className={cn(
        'mx-auto max-w-3xl rounded-[2rem] border p-6 shadow-2xl transition-colors duration-500 sm:p-10',
        isYearly
          ? 'border-ember-400/50 bg-[#2a1608] shadow-ember-500/10'
          : 'border-brand-400/40 bg-[#06231f] shadow-brand-500/10',
      )}
    >
      <div
        role="group"
        aria-label="Plan"
        className="grid grid-cols-3 gap-1 rounded-full border border-white/10 bg-navy-950/60 p-1"
      >
        {PLAN_TIERS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === tier}
            onClick={() => setTier(candidate)}
            className={cn(
              'rounded-full px-3 py-2.5 text-sm font-semibold transition-colors sm:text-base',
              candidate === tier
                ? isYearly
                  ? 'bg-ember-400 text-navy-950'
                  : 'bg-brand-400 text-navy-950'
                : 'text-slate-300 hover:bg-white/5 hover:text-white',
            )}
          >
            {PLAN_TIER_COPY[candidate].label}
          </button>
        ))}
      </div>

      <div className="mt-6 flex min-h-11 items-center justify-center">
        {tier === 'starter' ? (
          <p className="text-sm text-slate-400">One-time payment</p>
        ) : (
          <div className="flex items-center gap-3 text-sm font-medium" data-testid="billing-toggle">
            <span id={toggleLabelId} className="sr-only">
              Yearly billing
            </span>
            <button
              type="button"
              onClick={() => setPeriod('monthly')}
              className={cn('rounded px-1', !isYearly ? 'text-white' : 'text-slate-400')}
            >
              Monthly
            </button>
            <button
              type="button"
              role="switch"
              aria-checked={isYearly}
              aria-labelledby={toggleLabelId}
              onClick={() => setPeriod(isYearly ? 'monthly' : 'yearly')}
              className={cn(
                'relative h-7 w-12 rounded-full transition-colors',
                isYearly ? 'bg-ember-400' : 'bg-brand-500',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
                  isYearly && 'translate-x-5',
                )}
              />
            </button>
            <button
              type="button"
              onClick={() => setPeriod('yearly')}
              className={cn('rounded px-1', isYearly ? 'text-white' : 'text-slate-400')}
            >
              Yearly
            </button>
          </div>
        )}
      </div>

      <div className="mt-6 grid items-center gap-8 sm:grid-cols-[1fr_auto]">
        <div>
          <h3 className="text-2xl font-bold text-white">{plan.label}</h3>
          <p className="mt-1 text-sm text-slate-300">{PLAN_TIER_COPY[tier].description}</p>
          <p className="mt-5 flex flex-wrap items-baseline gap-x-2" aria-live="polite">
            <span
              className={cn(
                'text-5xl font-extrabold tracking-tight',
                isYearly ? 'text-ember-300' : 'text-brand-300',
              )}
            >
              {amount}
            </span>
            <span className="text-base text-slate-300">
              {isOneTime ? 'one-time' : isYearly ? 'per year' : 'per month'}
            </span>
            {monthlyEquivalent ? (
              <span className="w-full text-sm text-slate-400">
                That is about {monthlyEquivalent} a month
              </span>
            ) : null}
          </p>
        </div>
        <ul className="space-y-3 text-sm text-slate-200">
          {[
            `${plan.credits.toLocaleString('en-US')} credits${isOneTime ? '' : isYearly ? ' per year' : ' per month'}`,
            '1 credit = 1 second of video',
            'Full customer support',
            isOneTime ? 'No subscription' : 'Cancel any time',
          ].map((item) => (
            <li key={item} className="flex gap-2">
              <CheckIcon
                className={cn('size-5 shrink-0', isYearly ? 'text-ember-400' : 'text-brand-400')}
              />
              {item}
            </li>
          ))}
        </ul>
      </div>

      <LinkButton
        to={paths.auth.login.getHref()}
        size="lg"
        className={cn(
          'mt-8 w-full',
          isYearly && 'bg-ember-400! shadow-ember-500/20! hover:bg-ember-300!',
        )}
      >
        Get Started
      </LinkButton>
      <p className="mt-5 text-center text-sm text-slate-400">
        Questions about plans? Contact{' '}
        <a
          href={`mailto:${PRODUCT.defaultContactEmail}`}
          className={cn(
            'rounded font-medium underline-offset-4 hover:underline',
            isYearly ? 'text-ember-300' : 'text-brand-300',
          )}
        >
          {PRODUCT.defaultContactEmail}
        </a>
      </p>
    </div>
  );
}

/** Every plan at a glance, for the pricing page. */
export function PlanTable() {
  return (
    // scrolls sideways on a phone: focusable, so a keyboard can scroll it too
    <div
      role="region"
      aria-label="All plans"
      tabIndex={0}
      className="mx-auto mt-16 max-w-3xl overflow-x-auto rounded-2xl border border-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">All plans</caption>
        <thead className="bg-white/5 text-slate-300">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              Plan
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              Billing
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              Price
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              Credits
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5 text-slate-200">
          {PLANS.map((plan) => (
            <tr key={plan.lookupKey}>
              <th scope="row" className="px-5 py-3 font-medium text-white">
                {plan.label}
              </th>
              <td className="px-5 py-3">
                {plan.effect.kind === 'credit-pack'
                  ? 'One-time'
                  : plan.effect.period === 'monthly'
                    ? 'Monthly'
                    : 'Yearly'}
              </td>
              <td className="px-5 py-3">{money(plan.priceCents)}</td>
              <td className="px-5 py-3 text-right">{plan.credits.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PricingSection() {
  return (
    <Section
      id={landingSections.pricing}
      eyebrow="Pricing"
      title="Simple, credit-based pricing"
      intro="Start with a one-time pack or subscribe monthly or yearly. Each credit is one second of video."
      className="bg-navy-900/40"
    >
      <PricingPanel />
    </Section>
  );
}
