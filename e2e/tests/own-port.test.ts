// A new user's journey on a server started with nothing but PORT (as `PORT=4123 npm start`): the
// money steps must stay on that port, and Manage billing opens the TEST MODE portal.
import { MESSAGES } from '@orato/shared';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { freePort } from '../../test-support/server-process';
import { createVerifiedAccount, uniqueEmail } from '../support/accounts';
import { newContext, VIEWPORTS } from '../support/browser';
import { startJourneyServer, type RunningServer } from '../support/server';

async function buyThroughTheUi(page: Page, plan: 'Starter' | 'Standard', price: string) {
  await page.goto('/dashboard/subscription');
  const tab = page.getByRole('tab', { name: plan, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Plan' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Checkout', exact: true }).click();
  await page.waitForURL(/\/checkout\/test\/cs_local_[0-9a-f]+$/);
  await page.getByRole('button', { name: `Pay ${price}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/subscription');
  await expect(page.getByText(MESSAGES.subscription.activated)).toBeVisible();
}

test.describe('a server started with only PORT', () => {
  let server: RunningServer;
  let site: string;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    const port = await freePort();
    site = `http://localhost:${port}`;
    server = await startJourneyServer({
      PORT: String(port),
      // unset: the origin must come from PORT alone
      PUBLIC_SITE_URL: '',
      PUBLIC_API_URL: '',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('buys Starter through the UI, shows the credits, then cancels a plan in the TEST MODE billing portal', async ({
    browser,
  }) => {
    const account = { email: uniqueEmail('port'), password: 'correct-horse-battery-9' };
    await createVerifiedAccount(site, account.email, account.password);
    const context: BrowserContext = await newContext(browser, {
      baseURL: site,
      viewport: VIEWPORTS.desktop,
    });
    const page = await context.newPage();
    const login = await context.request.post('/api/login', {
      data: account,
      headers: { Origin: site },
    });
    expect(login.ok()).toBe(true);

    await buyThroughTheUi(page, 'Starter', '$4.99');
    expect(new URL(page.url()).origin).toBe(site);
    await expect(page.getByText('Credits: 60', { exact: true })).toBeVisible();

    await buyThroughTheUi(page, 'Standard', '$8.99');
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Manage billing', exact: true }).click();
    await page.waitForURL(`${site}/billing/test/portal`);
    expect(await page.getByText('TEST MODE', { exact: false }).first().isVisible()).toBe(true);
    expect(await page.getByText('Standard Monthly', { exact: true }).first().isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('row').filter({ hasText: 'Starter' }).count()).toBe(1);
    expect(await page.getByText('Renews on', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Cancel subscription', exact: true }).click();
    await expect(page.getByText('Ends on', { exact: true })).toBeVisible();
    expect(
      await page.getByRole('button', { name: 'Resume subscription', exact: true }).isVisible(),
    ).toBe(true);

    await page.getByRole('link', { name: 'Return to Orato', exact: true }).click();
    await page.waitForURL(`${site}/dashboard/profile`);
    await expect(page.getByText(/Your subscription has been cancelled and ends on/)).toBeVisible();
    await context.close();
  });
});
