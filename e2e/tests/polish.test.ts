import { APP_ICON, MESSAGES, PLAN_TIER_COPY, languageName } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { atPath, openPage } from '../support/browser';
import { PLAN_KEYS } from '../support/credits';
import { postAs, signInNewAccount } from '../support/signed-in';
import { eventually, WAIT } from '../support/expect';

/** The widths the newcomer's journey was tried at. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Two frames: long enough for a scroll listener's requestAnimationFrame to have run. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * What the scroll-to-top button sits over while it can be seen: every link or control found
 * under a grid of points across its box (empty when it is hidden, or over nothing interactive).
 */
function controlsUnderScrollButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('button[aria-label="Scroll to top"]');
    if (!button || !button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
      return [];
    }
    const box = button.getBoundingClientRect();
    const found = new Set<string>();
    for (let row = 0; row <= 6; row += 1) {
      for (let column = 0; column <= 6; column += 1) {
        const x = box.left + 1 + ((box.width - 2) * column) / 6;
        const y = box.top + 1 + ((box.height - 2) * row) / 6;
        for (const element of document.elementsFromPoint(x, y)) {
          if (button.contains(element)) {
            continue;
          }
          const control = element.closest('a[href], button, input, select, textarea, summary');
          if (control) {
            found.add(`${control.tagName} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
          }
        }
      }
    }
    return [...found];
  });
}

test.describe("polish from a newcomer's journey (#19)", () => {
  test('phone: the scroll-to-top button never sits over a link or button, all the way down', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page } = await openPage(browser, PHONE);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });

    // the pricing panel's Get Started right where the button floats: the button steps aside
    const getStarted = page.locator('#plan').getByRole('link', { name: 'Get Started' });
    await getStarted.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('#plan a[href="/login"]')!;
      const bottom = link.getBoundingClientRect().bottom + window.scrollY;
      window.scrollTo({ top: bottom - window.innerHeight + 20, behavior: 'instant' });
    });
    await settle(page);
    await eventually(() => controlsUnderScrollButton(page)).toEqual([]);
    expect(await button.isVisible()).toBe(false);

    // and at every depth of the page, every few lines
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let shownAt = 0;
    for (let top = 0; top < height; top += 90) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await settle(page);
      expect({ top, covered: await controlsUnderScrollButton(page) }).toEqual({
        top,
        covered: [],
      });
      if (await button.isVisible()) {
        shownAt += 1;
      }
    }
    // it is still there for most of the page
    expect(shownAt).toBeGreaterThan(height / 90 / 3);
    await context.close();
  });

  test('the landing page and the dashboard describe each plan in the same words', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/subscription-plan');
    const landing = page.getByRole('group', { name: 'Plan' });
    for (const tier of ['standard', 'pro'] as const) {
      await landing.getByRole('button', { name: PLAN_TIER_COPY[tier].label, exact: true }).click();
      await expect(page.getByText(PLAN_TIER_COPY[tier].description)).toBeVisible(WAIT);
    }

    await signInNewAccount(context, 'plan-copy');
    await page.goto('/dashboard/subscription');
    for (const tier of ['standard', 'pro'] as const) {
      await page.getByRole('tab', { name: PLAN_TIER_COPY[tier].label, exact: true }).click();
      await expect(page.getByText(PLAN_TIER_COPY[tier].description)).toBeVisible(WAIT);
    }
    await context.close();
  });

  test('the avatar wizard numbers its steps 1, 3 and 4, and says which languages scripts come in', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, PHONE);
    await signInNewAccount(context, 'wizard-steps');
    await page.goto('/dashboard/ai-avatar');
    const stepper = page.getByRole('navigation', { name: 'Progress' });
    const numbers = stepper.locator('li > span > span[aria-hidden="true"]');
    await eventually(() => numbers.allTextContents()).toEqual(['1', '3', '4']);
    // read out with the same numbers
    expect(await stepper.getByRole('listitem').allTextContents()).toEqual([
      '1Step 1: Script',
      '3Step 3: Avatar',
      '4Step 4: Video',
    ]);

    // before anything is written, the writer's languages (the embedded writer's six here)
    const languages = ['en', 'es', 'fr', 'de', 'pt', 'it'].map(languageName);
    await expect(page.getByText(MESSAGES.avatar.scriptLanguages(languages))).toBeVisible(WAIT);
    expect(await page.getByTestId('script-languages').innerText()).toContain(
      'Spanish, French, German, Portuguese and Italian',
    );
    await context.close();
  });

  test('stale sign-in flags are cleared as soon as the server says the session is gone', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, DESKTOP);
    const account = await signInNewAccount(context, 'stale-flags');
    const setFlags = () =>
      page.evaluate((email) => {
        localStorage.setItem('isAuthenticated', 'true');
        localStorage.setItem('userEmail', email);
      }, account.email);
    const flag = () => page.evaluate(() => localStorage.getItem('isAuthenticated'));
    const viewApp = page.getByRole('link', { name: 'View App' }).first();
    const login = page.getByRole('link', { name: 'Login', exact: true }).first();

    // a live session keeps them: the header still offers the app
    await page.goto('/');
    await setFlags();
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/session'));
    await page.reload();
    await checked;
    await settle(page);
    expect(await viewApp.isVisible()).toBe(true);
    expect(await flag()).toBe('true');

    // the cookie is gone: /dashboard sends the visitor to /login and the flags go with it
    await context.clearCookies();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(atPath('/login'), WAIT);
    await eventually(flag).toBeNull();
    await page.goto('/');
    await expect(login).toBeVisible(WAIT);
    expect(await viewApp.count()).toBe(0);

    // flags left from another time, straight onto a public page: the header asks and corrects itself
    await setFlags();
    await page.reload();
    await expect(login).toBeVisible(WAIT);
    expect(await viewApp.count()).toBe(0);
    expect(await flag()).toBeNull();
    await context.close();
  });

  test("the TEST MODE checkout shows the app's icon and asks for nothing that is missing", async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, PHONE);
    await signInNewAccount(context, 'favicon');
    const created = await postAs(context.request, '/api/create-checkout-session', {
      lookup_key: PLAN_KEYS.starter,
    });
    const { url } = (await created.json()) as { url: string };
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) {
        failed.push(`${response.status()} ${response.url()}`);
      }
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        consoleErrors.push(message.text());
      }
    });
    await page.goto(url);
    await expect(page.getByText('TEST MODE', { exact: false })).toBeVisible(WAIT);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe(APP_ICON.path);
    for (const path of [icon!, '/favicon.ico']) {
      const response = await context.request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
    }
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
