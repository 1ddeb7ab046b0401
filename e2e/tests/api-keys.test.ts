import { API_KEY_PATTERN, API_MESSAGES } from '@orato/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';

const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 15_000 });
const isVisible = (locator: Locator) => () => locator.isVisible();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Set to a folder to keep screenshots of Profile → API and /docs/api for review. */
const SHOTS = process.env.API_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

describe('Profile → API and the API docs', () => {
  const openPage = useBrowser();

  it(
    'creates a key shown once with a copy button, lists it by prefix, and revokes it',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await openPage(DESKTOP);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: inject('baseUrl'),
      });
      await signInNewAccount(context, 'api-keys');
      await page.goto('/dashboard/profile?tab=api');
      const section = page.getByRole('region', { name: API_MESSAGES.keysTitle });
      await eventually(isVisible(section.getByText(API_MESSAGES.noKeys))).toBe(true);
      await section.getByLabel(API_MESSAGES.keyName).fill('Publishing script');
      await section.getByRole('button', { name: API_MESSAGES.createKey }).click();

      const keyField = section.getByLabel(new RegExp(`^${API_MESSAGES.newKeyTitle}`));
      await eventually(isVisible(keyField)).toBe(true);
      const key = await keyField.inputValue();
      expect(key).toMatch(API_KEY_PATTERN);
      await expect.soft(section.getByText(API_MESSAGES.shownOnce).isVisible()).resolves.toBe(true);
      await section.getByRole('button', { name: API_MESSAGES.copy, exact: true }).click();
      await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await shot(page, 'profile-api-1280');

      // the key works as a bearer, without the cookie
      const byKey = await fetch(`${inject('baseUrl')}/api/v1/credits`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(byKey.status).toBe(200);

      // shown once: after a reload only the prefix is left
      await page.reload();
      await eventually(isVisible(section.getByText('Publishing script'))).toBe(true);
      expect(await page.content()).not.toContain(key);
      await eventually(isVisible(section.getByText(`${key.slice(0, 13)}…`))).toBe(true);

      await section
        .getByRole('button', { name: `${API_MESSAGES.revoke} Publishing script` })
        .click();
      await section.getByRole('button', { name: API_MESSAGES.revoke, exact: true }).click();
      await eventually(isVisible(section.getByText(API_MESSAGES.noKeys))).toBe(true);
      const revoked = await fetch(`${inject('baseUrl')}/api/v1/credits`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(revoked.status).toBe(401);

      await page.setViewportSize(PHONE);
      await shot(page, 'profile-api-390');
      await context.close();
    },
  );

  it('serves /docs/api offline with the getting-started steps and the reference', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await openPage(viewport);
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(request.url()));
      page.on('console', (message) => {
        if (message.type() === 'error') {
          failed.push(message.text());
        }
      });
      await page.goto('/docs/api');
      await eventually(isVisible(page.getByRole('heading', { name: 'Getting started' }))).toBe(
        true,
      );
      // the reference rendered from /api/v1/openapi.json: an operation of the public API
      await eventually(isVisible(page.getByText('/api/v1/images').first())).toBe(true);
      expect(failed).toEqual([]);
      await shot(page, `docs-api-${viewport.width}`);
      await context.close();
    }
  });
});
