import { MESSAGES } from '@orato/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser';

describe('the running product', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.entries(VIEWPORTS))(
    'renders the landing page on a %s',
    async (_name, viewport) => {
      const { context, page } = await openPage(browser, viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Bring Your Words to Life' }).isVisible())
        .toBe(true);
      expect(
        await page.getByRole('link', { name: 'Get Started' }).first().getAttribute('href'),
      ).toBe('/signup');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("shows the spec's 404 text for an unknown path", async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText(MESSAGES.notFound.text).isVisible()).toBe(true);
    await page.getByRole('link', { name: MESSAGES.notFound.backLink }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('sends a signed-out visitor on an unknown dashboard path to /login', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/dashboard/nope');
    // signed out, the protection wrapper wins: the visitor is sent to sign in first
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('sends a signed-out visitor from /dashboard to /login', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/dashboard');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
