import { selectPlan } from '@orato/shared';
import type { PlanChangePreviewResponse, SubscriptionStatusResponse } from '@orato/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CurrentPlanCard } from '@/features/billing/components/current-plan-card';
import { PlanPicker } from '@/features/billing/components/plan-picker';

import { fakeApi } from '../support/fake-api';
import { renderPage } from '../support/render';

const STANDARD_MONTHLY = selectPlan('standard', 'monthly').lookupKey;
const STANDARD_YEARLY = selectPlan('standard', 'yearly').lookupKey;
const PRO_MONTHLY = selectPlan('pro', 'monthly').lookupKey;
const PRO_YEARLY = selectPlan('pro', 'yearly').lookupKey;

/** December 28, 2026, 12:00 UTC, in Unix seconds. */
const DEC_28 = Date.UTC(2026, 11, 28, 12) / 1000;

const status = (fields: Partial<SubscriptionStatusResponse> = {}): SubscriptionStatusResponse => ({
  lookup_key: PRO_MONTHLY,
  plan: 'Pro Monthly',
  price: '$29.99/month',
  renews_at: DEC_28,
  renewal_credits: 450,
  cancel_at_period_end: false,
  scheduled_change: null,
  ...fields,
});

/** The action button at the foot of the picker's panel (the only one outside the tabs and switch). */
const actionButton = () =>
  within(screen.getByRole('tabpanel')).getAllByRole('button').at(-1) as HTMLButtonElement;

async function pick(user: ReturnType<typeof userEvent.setup>, tier: string, period?: string) {
  await user.click(screen.getByRole('tab', { name: tier }));
  if (period) {
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${period}`) }));
  }
}

/** Each tab and period the picker offers, with the text of its button. */
async function labels(currentLookupKey: string | null) {
  fakeApi({});
  renderPage(<PlanPicker currentLookupKey={currentLookupKey} />, '/dashboard/subscription');
  const user = userEvent.setup();
  const seen: Record<string, string> = {};
  await pick(user, 'Starter');
  seen.starter = actionButton().textContent ?? '';
  for (const tier of ['Standard', 'Pro']) {
    for (const period of ['Monthly', 'Yearly']) {
      await pick(user, tier, period);
      const button = actionButton();
      seen[`${tier} ${period}`] = `${button.textContent}${button.disabled ? ' (disabled)' : ''}`;
    }
  }
  return seen;
}

describe('the plan picker', () => {
  it('keeps Proceed everywhere for someone without a subscription', async () => {
    expect(await labels(null)).toEqual({
      starter: 'Proceed',
      'Standard Monthly': 'Proceed',
      'Standard Yearly': 'Proceed',
      'Pro Monthly': 'Proceed',
      'Pro Yearly': 'Proceed',
    });
  });

  it('names the change each plan would be for a Standard Monthly subscriber', async () => {
    expect(await labels(STANDARD_MONTHLY)).toEqual({
      starter: 'Proceed',
      'Standard Monthly': 'Current plan (disabled)',
      'Standard Yearly': 'Switch to yearly',
      'Pro Monthly': 'Upgrade',
      'Pro Yearly': 'Upgrade',
    });
  });

  it('names the change each plan would be for a Pro Yearly subscriber', async () => {
    expect(await labels(PRO_YEARLY)).toEqual({
      starter: 'Proceed',
      'Standard Monthly': 'Downgrade',
      'Standard Yearly': 'Downgrade',
      'Pro Monthly': 'Switch to monthly',
      'Pro Yearly': 'Current plan (disabled)',
    });
  });

  it('offers Standard Yearly → Pro Monthly as a switch, not an upgrade', async () => {
    const seen = await labels(STANDARD_YEARLY);
    expect(seen['Pro Monthly']).toBe('Switch to Pro Monthly');
  });

  it("starts the switch at the subscriber's period and marks their plan", async () => {
    fakeApi({});
    renderPage(<PlanPicker currentLookupKey={PRO_YEARLY} />, '/dashboard/subscription');
    await pick(userEvent.setup(), 'Pro');
    expect(screen.getByRole('radio', { name: /^Yearly/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // a badge in the panel, and the button, which cannot buy it again
    expect(within(screen.getByRole('tabpanel')).getAllByText('Current plan')).toHaveLength(2);
    expect(actionButton().disabled).toBe(true);
  });

  it('waits for the plan before a subscription can be bought', async () => {
    fakeApi({});
    renderPage(<PlanPicker currentLookupKey={undefined} />, '/dashboard/subscription');
    const user = userEvent.setup();
    await pick(user, 'Starter');
    expect(actionButton().disabled).toBe(false);
    await pick(user, 'Standard');
    expect(actionButton().disabled).toBe(true);
  });
});

describe('the plan change dialog', () => {
  const upgrade: PlanChangePreviewResponse = {
    kind: 'upgrade',
    from: 'Standard Monthly',
    to: 'Pro Monthly',
    amount_due_cents: 2100,
    credits_added: 330,
    effective_at: DEC_28 - 30 * 86_400,
    renews_at: DEC_28,
    renewal_price: '$29.99/month',
    renewal_credits: 450,
  };

  it('spells out an upgrade before it is confirmed, then upgrades and says so', async () => {
    const server = fakeApi({
      'POST /api/subscription/preview': () => ({ body: upgrade }),
      'POST /api/subscription/change': () => ({
        body: { message: 'Your plan is now Pro Monthly.', subscription: status() },
      }),
    });
    renderPage(<PlanPicker currentLookupKey={STANDARD_MONTHLY} />, '/dashboard/subscription');
    const user = userEvent.setup();
    await pick(user, 'Pro', 'Monthly');
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro Monthly' });
    await within(dialog).findByRole('button', { name: 'Upgrade now' });
    const text = dialog.textContent ?? '';
    expect(text).toContain('Due today: $21.00 (prorated)');
    expect(text).toContain('Credits added now: +330');
    expect(text).toContain(
      'Then: $29.99/month, 450 credits each renewal, next on December 28, 2026',
    );
    expect(server.sent('POST /api/subscription/preview')).toEqual([{ lookup_key: PRO_MONTHLY }]);
    // nothing is changed until it is confirmed
    expect(server.sent('POST /api/subscription/change')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Upgrade now' }));
    expect(await screen.findByText('Your plan is now Pro Monthly.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent('POST /api/subscription/change')).toEqual([{ lookup_key: PRO_MONTHLY }]);
  });

  it('says a change at renewal charges nothing today, and schedules it', async () => {
    const server = fakeApi({
      'POST /api/subscription/preview': () => ({
        body: {
          kind: 'at-renewal',
          from: 'Pro Monthly',
          to: 'Standard Monthly',
          amount_due_cents: 0,
          credits_added: 0,
          effective_at: DEC_28,
          renews_at: DEC_28,
          renewal_price: '$8.99/month',
          renewal_credits: 120,
        } satisfies PlanChangePreviewResponse,
      }),
      'POST /api/subscription/change': () => ({
        status: 409,
        body: { error: 'A change to your plan is already under way.', code: 'CONFLICT' },
      }),
    });
    renderPage(<PlanPicker currentLookupKey={PRO_MONTHLY} />, '/dashboard/subscription');
    const user = userEvent.setup();
    await pick(user, 'Standard', 'Monthly');
    await user.click(screen.getByRole('button', { name: 'Downgrade' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change to Standard Monthly' });
    await within(dialog).findByRole('button', { name: 'Schedule change' });
    const text = dialog.textContent ?? '';
    expect(text).toContain('Nothing is charged today');
    expect(text).toContain('From December 28, 2026: $8.99/month, 120 credits each renewal');

    // the server's refusal is told, and the dialog stays for another try or Cancel
    await user.click(within(dialog).getByRole('button', { name: 'Schedule change' }));
    expect(await screen.findByText('A change to your plan is already under way.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(server.sent('POST /api/subscription/change')).toEqual([
      { lookup_key: STANDARD_MONTHLY },
    ]);
  });

  it('tells a refused preview inside the dialog, with nothing to confirm', async () => {
    const refusal =
      'Your subscription is set to end at the close of the paid period. Resume it in Manage billing to change plan.';
    fakeApi({
      'POST /api/subscription/preview': () => ({
        status: 409,
        body: { error: refusal, code: 'CONFLICT' },
      }),
    });
    renderPage(<PlanPicker currentLookupKey={STANDARD_MONTHLY} />, '/dashboard/subscription');
    const user = userEvent.setup();
    await pick(user, 'Pro', 'Monthly');
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));

    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(within(dialog).queryByRole('button', { name: 'Upgrade now' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Your plan', () => {
  it('shows the plan, its renewal and a scheduled change, which Keep my plan undoes', async () => {
    const scheduled = status({
      renewal_credits: 120,
      scheduled_change: {
        lookup_key: STANDARD_MONTHLY,
        plan: 'Standard Monthly',
        effective_at: DEC_28,
      },
    });
    let kept = false;
    const server = fakeApi({
      'GET /api/subscription': () => ({ body: kept ? status() : scheduled }),
      'POST /api/subscription/keep': () => {
        kept = true;
        return { body: { message: 'Your plan stays as it is.', subscription: status() } };
      },
    });
    renderPage(<CurrentPlanCard />, '/dashboard/subscription');

    const card = await screen.findByRole('region', { name: 'Pro Monthly' });
    expect(card.textContent).toContain('$29.99/month');
    expect(card.textContent).toContain('Renews onDecember 28, 2026');
    // the next renewal is on the scheduled plan
    expect(card.textContent).toContain('Next renewal120 credits');
    expect(within(card).getByRole('status').textContent).toBe(
      'Changes to Standard Monthly on December 28, 2026',
    );

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Keep my plan' }));
    expect(await screen.findByText('Your plan stays as it is.')).toBeTruthy();
    await waitFor(() => expect(within(card).queryByRole('status')).toBeNull());
    expect(card.textContent).toContain('Each renewal450 credits');
    expect(server.sent('POST /api/subscription/keep')).toHaveLength(1);
  });

  it('says a cancelled plan ends, and that changing it needs resuming it first', async () => {
    fakeApi({
      'GET /api/subscription': () => ({ body: status({ cancel_at_period_end: true }) }),
    });
    renderPage(<CurrentPlanCard />, '/dashboard/subscription');
    const card = await screen.findByRole('region', { name: 'Pro Monthly' });
    expect(within(card).getByRole('status').textContent).toBe(
      'Your plan ends on December 28, 2026. To change plan, resume it first in Manage billing.',
    );
    expect(within(card).getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });
});
