import { MESSAGES } from '@orato/shared';
import { expect, test } from '@playwright/test';
import { atPath, openPage, VIEWPORTS } from '../support/browser';

test.describe('the running product', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`renders the landing page on a ${name}`, async ({ browser }) => {
      const { context, page } = await openPage(browser, viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Bring Your Words to Life' })).toBeVisible();
      expect(
        await page.getByRole('link', { name: 'Get Started' }).first().getAttribute('href'),
      ).toBe('/signup');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test("shows the spec's 404 text for an unknown path", async ({ browser }) => {
    const { context, page } = await openPage(browser);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(MESSAGES.notFound.text)).toBeVisible();
    await page.getByRole('link', { name: MESSAGES.notFound.backLink }).click();
    await expect(page).toHaveURL(atPath('/'));
    await context.close();
  });

  test('sends a signed-out visitor on an unknown dashboard path to /login', async ({ browser }) => {
    const { context, page } = await openPage(browser);
    await page.goto('/dashboard/nope');
    // signed out, the protection wrapper wins: the visitor is sent to sign in first
    await expect(page).toHaveURL(atPath('/login'));
    await context.close();
  });

  test('sends a signed-out visitor from /dashboard to /login', async ({ browser }) => {
    const { context, page } = await openPage(browser);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(atPath('/login'));
    await context.close();
  });
});
