import { MESSAGES } from '@orato/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { atPath, openPage, VIEWPORTS } from '../support/browser';
import { postAs, signInNewAccount } from '../support/signed-in';

/** `expect.poll` with room for lazy chunks and API calls on a busy machine (its default is 1 s). */
const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 10_000 });

/** The long US date the app shows (spec §9), for a Unix time in seconds. */
const longDate = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The element's text colour as sRGB channels (Tailwind's colours are oklch; a canvas converts). */
const textRgb = (locator: Locator) =>
  locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    return { red, green, blue };
  });

/** Counts the page's calls to one API path. */
function countCalls(page: Page, path: string) {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) {
      calls.count += 1;
    }
  });
  return calls;
}

/** On the server's TEST MODE checkout page: pays, and waits for the return to the app. */
async function payOnTestCheckout(page: Page, price: string) {
  await page.waitForURL(/\/checkout\/test\/cs_local_[0-9a-f]+$/);
  expect(await page.getByText('TEST MODE', { exact: false }).first().isVisible()).toBe(true);
  await page.getByRole('button', { name: `Pay ${price}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/subscription');
}

async function openConfirmDialog(page: Page) {
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Plan' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('billing', () => {
  test('buys the Starter pack: confirm, test checkout, verified once, 60 credits, a green payment', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'starter');
    const verifyCalls = countCalls(page, '/api/verify-checkout-session');

    await page.goto('/dashboard/subscription');
    const starter = page.getByRole('tab', { name: 'Starter', exact: true });
    await expect(starter).toHaveAttribute('aria-selected', 'true');
    // Starter is one-time: no Monthly/Yearly switch
    expect(await page.getByRole('radiogroup', { name: 'Billing period' }).count()).toBe(0);
    await expect(page.getByText('60 credits', { exact: true })).toBeVisible();
    await expect(page.getByText('Full customer support')).toBeVisible();

    let dialog = await openConfirmDialog(page);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const summary = await dialog.innerText();
    expect(summary).toContain('Starter');
    expect(summary).toContain('One-time payment');
    expect(summary).toContain('$4.99');
    expect(summary).toContain('60');
    // focus is inside the dialog, and Escape closes it
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    dialog = await openConfirmDialog(page);
    await dialog.getByRole('button', { name: 'Checkout', exact: true }).click();
    await payOnTestCheckout(page, '$4.99');

    await expect(page.getByText(MESSAGES.subscription.activated)).toBeVisible();
    // the session id is taken out of the address, and verified exactly once
    await eventually(() => new URL(page.url()).search).toBe('');
    await expect(page.getByText('Credits: 60', { exact: true })).toBeVisible();
    expect(verifyCalls.count).toBe(1);

    await page.getByRole('link', { name: 'Playground', exact: true }).click();
    await expect(page).toHaveURL(atPath('/dashboard'));
    await expect(page.getByText('Credits: 60', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('tab', { name: 'Payment History', exact: true }).click();
    // the history loads after the tab opens
    await expect(page.getByRole('columnheader')).toHaveCount(5);
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim().toLowerCase())).toEqual([
      'plan',
      'price',
      'currency',
      'date',
      'status',
    ]);
    const row = page.getByRole('row').filter({ hasText: 'Starter' });
    await expect(row).toBeVisible();
    const cells = (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
    expect(cells).toEqual([
      'Starter',
      '4.99',
      'USD',
      longDate(Math.floor(Date.now() / 1000)),
      'succeeded',
    ]);
    const { red, green, blue } = await textRgb(row.getByText('succeeded', { exact: true }));
    expect(green).toBeGreaterThan(red + 60);
    expect(green).toBeGreaterThan(blue);
    await context.close();
  });

  test('subscribes to Standard Monthly, then cancels: the end-date notice replaces the Cancel button', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'standard');

    await page.goto('/dashboard/subscription');
    // the plan tabs follow the arrow keys (WAI-ARIA tabs)
    await page.getByRole('tab', { name: 'Starter', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    const standard = page.getByRole('tab', { name: 'Standard', exact: true });
    await expect(standard).toHaveAttribute('aria-selected', 'true');
    expect(await standard.evaluate((element) => element === document.activeElement)).toBe(true);
    const monthly = page.getByRole('radio', { name: 'Monthly', exact: true });
    const yearly = page.getByRole('radio', { name: /^Yearly/ });
    await expect(monthly).toHaveAttribute('aria-checked', 'true');
    await yearly.click();
    await expect(page.getByText('1,440 credits', { exact: true })).toBeVisible();
    expect(await page.getByText('$99.99', { exact: true }).isVisible()).toBe(true);
    await monthly.click();
    await expect(page.getByText('120 credits', { exact: true })).toBeVisible();

    const dialog = await openConfirmDialog(page);
    const summary = await dialog.innerText();
    expect(summary).toContain('Standard');
    expect(summary).toContain('Monthly');
    expect(summary).toContain('$8.99/month');
    await dialog.getByRole('button', { name: 'Checkout', exact: true }).click();
    await payOnTestCheckout(page, '$8.99');
    await expect(page.getByText(MESSAGES.subscription.activated)).toBeVisible();

    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByText('Standard Monthly', { exact: true })).toBeVisible();
    expect(await page.getByText('$8.99/month', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Sign in method' }).isEditable()).toBe(false);
    const cancel = page.getByRole('button', { name: 'Cancel Subscription', exact: true });
    await expect(cancel).toBeVisible();

    await cancel.click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, Cancel', exact: true }).click();

    const user = (await (await postAs(context.request, '/api/get-user')).json()) as {
      cancel_subscription: boolean;
      next_billing_date: number;
      cancellation_date: number;
    };
    expect(user.cancel_subscription).toBe(true);
    const endsOn = longDate(user.next_billing_date);
    await expect(
      page.getByText(`Your subscription has been cancelled and ends on ${endsOn}`),
    ).toBeVisible();
    expect(await cancel.count()).toBe(0);
    expect(
      await page.getByText(longDate(user.cancellation_date), { exact: true }).isVisible(),
    ).toBe(true);
    await context.close();
  });

  test('deletes the account after the exact confirmation; signing in again fails', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, VIEWPORTS.phone);
    const account = await signInNewAccount(context, 'delete');

    await page.goto('/dashboard/profile');
    const deleteButton = page.getByRole('button', { name: 'Delete Account', exact: true });
    await expect(deleteButton).toBeVisible();
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.profile.deleteConfirmTitle });
    await expect(dialog).toBeVisible();
    expect(await dialog.getByRole('heading').innerText()).toBe('Are you sure?');
    expect(await dialog.innerText()).toContain(
      'This action will permanently delete your account and all associated data. This cannot be undone.',
    );
    // No keeps the account
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL(atPath('/login'));
    await expect(page.getByText(MESSAGES.profile.deleted)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBeNull();

    expect((await postAs(context.request, '/api/get-user')).status()).toBe(401);
    const login = await postAs(context.request, '/api/login', account);
    expect(login.ok()).toBe(false);
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(atPath('/login'));
    await context.close();
  });

  test("shows the spec's texts when billing calls fail, and an empty payment history", async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'failures');

    await page.goto('/dashboard/profile');
    await page.getByRole('tab', { name: 'Payment History', exact: true }).click();
    await expect(page.getByText('No payments yet', { exact: true })).toBeVisible();

    // a return from checkout that the server cannot verify
    await page.goto('/dashboard/subscription?session_id=cs_local_000000000000000000000000');
    await expect(page.getByText(MESSAGES.subscription.verificationFailed)).toBeVisible();
    await eventually(() => new URL(page.url()).search).toBe('');

    // checkout refused by the server: its own words; an answer without a URL: the spec's text
    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({
        status: 409,
        json: { error: 'You already have a subscription.', code: 'CONFLICT' },
      }),
    );
    let dialog = await openConfirmDialog(page);
    await dialog.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByText('You already have a subscription.')).toBeVisible();
    await page.unroute('**/api/create-checkout-session');
    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({ status: 200, json: {} }),
    );
    await dialog.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByText(MESSAGES.subscription.noCheckoutUrl)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    // the user record cannot be read
    await page.route('**/api/get-user', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal error', code: 'INTERNAL' } }),
    );
    await page.goto('/dashboard');
    await expect(page.getByText(`Credits: ${MESSAGES.dashboard.creditsError}`)).toBeVisible();
    await page.goto('/dashboard/profile');
    await expect(page.getByText(MESSAGES.profile.loadFailed)).toBeVisible();
    dialog = page.getByRole('dialog');
    expect(await dialog.count()).toBe(0);
    await context.close();
  });
});
