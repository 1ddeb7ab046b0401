// A subscriber changes plan on the Subscription page: an upgrade is priced, charged and applied at
// once with its credits; a downgrade waits for the renewal and can be undone with Keep my plan.
import { MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/browser';
import { creditsOf } from '../support/credits';
import { postAs, signInNewAccount } from '../support/signed-in';

const SIZES = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Set to a folder to keep screenshots of the page and its dialog at each size. */
const SCREENSHOTS = process.env.PLAN_CHANGE_SCREENSHOTS;

/** The long US date the app shows (spec §9), for a Unix time in seconds. */
const longDate = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The whole page from its top, or, with a dialog open, the screen as it is. */
async function shoot(page: Page, name: string, { dialog = false } = {}) {
  if (SCREENSHOTS) {
    if (!dialog) {
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await page.screenshot({
      path: `${SCREENSHOTS}/${name}.png`,
      fullPage: !dialog,
      animations: 'disabled',
    });
  }
}

/** The plan picker's action button for a tier (and period), as a subscriber sees it. */
async function pick(page: Page, tier: 'Standard' | 'Pro', period: 'Monthly' | 'Yearly') {
  await page.getByRole('tab', { name: tier, exact: true }).click();
  const radio = page.getByRole('radio', { name: new RegExp(`^${period}`) });
  await expect(radio).toHaveAttribute('aria-checked', 'true');
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`upgrades Standard to Pro at once, then schedules a downgrade and keeps the plan (${size})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await openPage(browser, viewport);
    await signInNewAccount(context, `plan-change-${size}`);

    // subscribe to Standard Monthly through the TEST MODE checkout
    await page.goto('/dashboard/subscription');
    await expect(page.getByRole('region', { name: 'Free' })).toBeVisible();
    await page.getByRole('tab', { name: 'Standard', exact: true }).click();
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Your Plan' })
      .getByRole('button', { name: 'Checkout', exact: true })
      .click();
    await page.waitForURL(/\/checkout\/test\/cs_local_[0-9a-f]+$/);
    await page.getByRole('button', { name: 'Pay $8.99', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/subscription');
    await expect(page.getByText(MESSAGES.subscription.activated)).toBeVisible();

    const yourPlan = page.getByRole('region', { name: 'Standard Monthly' });
    await expect(yourPlan).toBeVisible();
    await expect(yourPlan.getByText('120 credits')).toBeVisible();
    await expect(page.getByText('Credits: 120', { exact: true })).toBeVisible();
    expect(await creditsOf(context.request)).toBe(120);

    // the switch starts at the plan's period; Standard Monthly is the current plan
    await pick(page, 'Standard', 'Monthly');
    const current = page.getByRole('button', { name: 'Current plan', exact: true });
    await expect(current).toBeDisabled();

    // Pro Monthly: the price of the upgrade is spelled out before it is confirmed
    await pick(page, 'Pro', 'Monthly');
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro Monthly' });
    const upgradeNow = upgrade.getByRole('button', { name: 'Upgrade now', exact: true });
    await expect(upgradeNow).toBeVisible();
    const summary = await upgrade.innerText();
    expect(summary).toMatch(/Due today: \$\d+\.\d{2} \(prorated\)/);
    // just subscribed: nearly the whole difference of $29.99 − $8.99 is due
    const due = Number(/Due today: \$(\d+\.\d{2})/.exec(summary)?.[1]);
    expect(due).toBeGreaterThan(20);
    expect(due).toBeLessThanOrEqual(21);
    expect(summary).toContain('Credits added now: +330');
    expect(summary).toContain('Then: $29.99/month, 450 credits each renewal, next on');
    await shoot(page, `subscription-upgrade-dialog-${size}`, { dialog: true });

    await upgradeNow.click();
    await expect(page.getByText(MESSAGES.server.planUpgraded('Pro Monthly'))).toBeVisible();
    await expect(upgrade).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Pro Monthly' })).toBeVisible();
    await expect(page.getByText('Credits: 450', { exact: true })).toBeVisible();
    expect(await creditsOf(context.request)).toBe(450);
    await expect(page.getByRole('button', { name: 'Current plan', exact: true })).toBeDisabled();

    // Standard Monthly again: a downgrade, at the renewal, with nothing charged today
    await pick(page, 'Standard', 'Monthly');
    await page.getByRole('button', { name: 'Downgrade', exact: true }).click();
    const downgrade = page.getByRole('dialog', { name: 'Change to Standard Monthly' });
    const schedule = downgrade.getByRole('button', { name: 'Schedule change', exact: true });
    await expect(schedule).toBeVisible();
    expect(await downgrade.innerText()).toContain('Nothing is charged today');
    expect(await downgrade.innerText()).toContain('$8.99/month, 120 credits each renewal');
    await shoot(page, `subscription-downgrade-dialog-${size}`, { dialog: true });
    await schedule.click();
    await expect(
      page.getByText(MESSAGES.server.planChangeScheduled('Standard Monthly')),
    ).toBeVisible();

    const status = (await (await context.request.get('/api/subscription')).json()) as {
      scheduled_change: { effective_at: number } | null;
    };
    expect(status.scheduled_change).not.toBeNull();
    const notice = `Changes to Standard Monthly on ${longDate(status.scheduled_change!.effective_at)}`;
    await expect(page.getByText(notice)).toBeVisible();
    // the upgrade's credits stay until the renewal
    expect(await creditsOf(context.request)).toBe(450);
    await shoot(page, `subscription-scheduled-${size}`);

    // the Profile says so too
    await page.goto('/dashboard/profile');
    await expect(page.getByText(notice)).toBeVisible();
    await shoot(page, `profile-scheduled-${size}`);

    await page.goto('/dashboard/subscription');
    await expect(page.getByText(notice)).toBeVisible();
    await page.getByRole('button', { name: 'Keep my plan', exact: true }).click();
    await expect(page.getByText(MESSAGES.server.planChangeKept)).toBeVisible();
    await expect(page.getByText(notice)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Pro Monthly' })).toBeVisible();
    const kept = (await (await postAs(context.request, '/api/get-user')).json()) as {
      plan: string;
    };
    expect(kept.plan).toBe('Pro Monthly');
    await context.close();
  });
}
