import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';

const eventually = <T>(value: () => T | Promise<T>, timeout = 20_000) =>
  expect.poll(value, { timeout });
const isVisible = (locator: Locator) => () => locator.isVisible();
const PORTRAIT = path.resolve(import.meta.dirname, '../../test-support/portraits/portrait.jpg');
const LANDSCAPE = path.resolve(import.meta.dirname, '../../test-support/portraits/landscape.jpg');
/** Where the journey leaves its screenshots, when asked to (to look at them). */
const SHOTS = process.env.PHOTO_AVATAR_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
  }
}

async function toAvatarStep(page: Page) {
  await page.goto('/dashboard/ai-avatar');
  const idea = page.getByRole('textbox', { name: 'Your idea' });
  await eventually(isVisible(idea)).toBe(true);
  await idea.fill('A hello from my own photo');
  await idea.press('Enter');
  await eventually(isVisible(page.getByRole('region', { name: 'Generated script' }))).toBe(true);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await eventually(isVisible(page.getByRole('heading', { name: 'AI Avatar' }))).toBe(true);
}

describe('photo avatars', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', { width: 390, height: 844 }],
  ] as const)(
    'on %s: a refused photo says why, a portrait becomes the first avatar of the grid',
    async (label, viewport) => {
      const { context, page } = await openPage(browser, viewport);
      await signInNewAccount(context, `photo-avatar-${label}`);
      await toAvatarStep(page);
      await page.getByRole('button', { name: 'Create a photo avatar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a photo avatar' });
      await eventually(isVisible(dialog)).toBe(true);
      const create = dialog.getByRole('button', { name: 'Create', exact: true });
      expect(await create.isDisabled()).toBe(true);

      await dialog.getByLabel('Portrait photo').setInputFiles(LANDSCAPE);
      await dialog.getByLabel('Name').fill('Eileen');
      await eventually(() => dialog.locator('select option').count()).toBeGreaterThan(2);
      await dialog.getByLabel('Voice and language').selectOption('en-us/female');
      await dialog.getByLabel("I have the right to use this person's likeness").check();
      await shot(page, `${label}-dialog`);
      await create.click();
      await eventually(isVisible(dialog.getByText("We couldn't find a face in this photo."))).toBe(
        true,
      );

      await dialog.getByLabel('Portrait photo').setInputFiles(PORTRAIT);
      await create.click();
      await eventually(isVisible(dialog)).toBe(false);
      const first = page.getByRole('list', { name: 'Avatars' }).getByRole('button').first();
      await eventually(() => first.innerText()).toContain('Eileen');
      await eventually(() => first.getAttribute('aria-pressed')).toBe('true');
      await shot(page, `${label}-grid`);

      await page.goto('/dashboard/profile');
      await page.getByRole('tab', { name: 'My avatars', exact: true }).click();
      const mine = page.getByRole('list', { name: 'My photo avatars' });
      await eventually(() => mine.innerText()).toContain('Eileen');
      await shot(page, `${label}-profile`);
      await mine.getByRole('button', { name: 'Delete Eileen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this photo avatar?' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await eventually(isVisible(page.getByText('No photo avatars yet.', { exact: false }))).toBe(
        true,
      );
      await context.close();
    },
    120_000,
  );
});
