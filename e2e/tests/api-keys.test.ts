import { API_KEY_PATTERN, API_MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { openPage, serverUrl } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';
import { eventually, WAIT } from '../support/expect';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Set to a folder to keep screenshots of Profile → API and /docs/api for review. */
const SHOTS = process.env.API_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

test.describe('Profile → API and the API docs', () => {
  test('creates a key shown once with a copy button, lists it by prefix, and revokes it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await openPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: serverUrl(),
    });
    await signInNewAccount(context, 'api-keys');
    await page.goto('/dashboard/profile?tab=api');
    const section = page.getByRole('region', { name: API_MESSAGES.keysTitle });
    await expect(section.getByText(API_MESSAGES.noKeys)).toBeVisible(WAIT);
    await section.getByLabel(API_MESSAGES.keyName).fill('Publishing script');
    await section.getByRole('button', { name: API_MESSAGES.createKey }).click();

    const keyField = section.getByLabel(new RegExp(`^${API_MESSAGES.newKeyTitle}`));
    await expect(keyField).toBeVisible(WAIT);
    const key = await keyField.inputValue();
    expect(key).toMatch(API_KEY_PATTERN);
    await expect.soft(section.getByText(API_MESSAGES.shownOnce).isVisible()).resolves.toBe(true);
    await section.getByRole('button', { name: API_MESSAGES.copy, exact: true }).click();
    await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shot(page, 'profile-api-1280');

    // the key works as a bearer, without the cookie
    const byKey = await fetch(`${serverUrl()}/api/v1/credits`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(byKey.status).toBe(200);

    // shown once: after a reload only the prefix is left
    await page.reload();
    await expect(section.getByText('Publishing script')).toBeVisible(WAIT);
    expect(await page.content()).not.toContain(key);
    await expect(section.getByText(`${key.slice(0, 13)}…`)).toBeVisible(WAIT);

    await section.getByRole('button', { name: `${API_MESSAGES.revoke} Publishing script` }).click();
    await section.getByRole('button', { name: API_MESSAGES.revoke, exact: true }).click();
    await expect(section.getByText(API_MESSAGES.noKeys)).toBeVisible(WAIT);
    const revoked = await fetch(`${serverUrl()}/api/v1/credits`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(revoked.status).toBe(401);

    await page.setViewportSize(PHONE);
    await shot(page, 'profile-api-390');
    await context.close();
  });

  test('serves /docs/api offline with the getting-started steps and the reference', async ({
    browser,
  }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await openPage(browser, viewport);
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(request.url()));
      page.on('console', (message) => {
        if (message.type() === 'error') {
          failed.push(message.text());
        }
      });
      await page.goto('/docs/api');
      await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible(WAIT);
      // the reference rendered from /api/v1/openapi.json: an operation of the public API
      await expect(page.getByText('/api/v1/images').first()).toBeVisible(WAIT);
      expect(failed).toEqual([]);
      await shot(page, `docs-api-${viewport.width}`);
      await context.close();
    }
  });
});
