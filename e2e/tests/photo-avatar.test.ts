import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openPage, VIEWPORTS } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';

const WAIT = { timeout: 20_000 };
const eventually = <T>(value: () => T | Promise<T>, timeout = 20_000) =>
  expect.poll(value, { timeout });
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
  await expect(idea).toBeVisible(WAIT);
  await idea.fill('A hello from my own photo');
  await idea.press('Enter');
  await expect(page.getByRole('region', { name: 'Generated script' })).toBeVisible(WAIT);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'AI Avatar' })).toBeVisible(WAIT);
}

test.describe('photo avatars', () => {
  for (const [label, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`on ${label}: a refused photo says why, a portrait becomes the first avatar of the grid`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const { context, page } = await openPage(browser, viewport);
      await signInNewAccount(context, `photo-avatar-${label}`);
      await toAvatarStep(page);
      await page.getByRole('button', { name: 'Create a photo avatar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a photo avatar' });
      await expect(dialog).toBeVisible(WAIT);
      const create = dialog.getByRole('button', { name: 'Create', exact: true });
      expect(await create.isDisabled()).toBe(true);

      await dialog.getByLabel('Portrait photo').setInputFiles(LANDSCAPE);
      await dialog.getByLabel('Name').fill('Eileen');
      await eventually(() => dialog.locator('select option').count()).toBeGreaterThan(2);
      await dialog.getByLabel('Voice and language').selectOption('en-us/female');
      await dialog.getByLabel("I have the right to use this person's likeness").check();
      await shot(page, `${label}-dialog`);
      await create.click();
      await expect(dialog.getByText("We couldn't find a face in this photo.")).toBeVisible(WAIT);

      await dialog.getByLabel('Portrait photo').setInputFiles(PORTRAIT);
      await create.click();
      await expect(dialog).toBeHidden(WAIT);
      const first = page.getByRole('list', { name: 'Avatars' }).getByRole('button').first();
      await eventually(() => first.innerText()).toContain('Eileen');
      await expect(first).toHaveAttribute('aria-pressed', 'true', WAIT);
      await shot(page, `${label}-grid`);

      await page.goto('/dashboard/profile');
      await page.getByRole('tab', { name: 'My avatars', exact: true }).click();
      const mine = page.getByRole('list', { name: 'My photo avatars' });
      await eventually(() => mine.innerText()).toContain('Eileen');
      await shot(page, `${label}-profile`);
      await mine.getByRole('button', { name: 'Delete Eileen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this photo avatar?' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('No photo avatars yet.', { exact: false })).toBeVisible(WAIT);
      await context.close();
    });
  }
});
