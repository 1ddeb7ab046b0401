import { ENGINE_NOTES, MESSAGES, OFFLINE_ENGINE_BADGE } from '@orato/shared';
import { expect, test } from '@playwright/test';
import { openPage, serverUrl } from '../support/browser';
import { mediaSeeder } from '../support/media-seed';
import { makePng } from '../support/png';
import { signInNewAccount } from '../support/signed-in';

const WAIT = { timeout: 30_000 };

test.describe('offline engines say what they are', () => {
  test('names the engine on the tool page, badges the result and its Library entry, and lists what an edit could not do', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'offline-engine');
    await mediaSeeder(context.request, serverUrl()).buyPlan('starter');

    await page.goto('/dashboard/veo-generator');
    await expect(page.getByText(ENGINE_NOTES['veo3-videos'].offline)).toBeVisible(WAIT);

    await page.goto('/dashboard/nano-banana');
    await expect(page.getByText(ENGINE_NOTES['nano-banana'].offline)).toBeVisible(WAIT);
    await page.getByLabel('Mode', { exact: true }).selectOption({ label: 'Single Image + Prompt' });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: makePng(64, 48, [200, 120, 60]),
    });
    await expect(page.getByTestId('upload-counter').getByText('1/1')).toBeVisible(WAIT);
    const prompt = 'remove the background and replace it with a beach, then make it warmer';
    await page.getByLabel('Prompt', { exact: true }).fill(prompt);
    await page.getByRole('button', { name: 'Generate Magic', exact: true }).click();
    await expect(page.getByText(MESSAGES.nanoBanana.statusComplete)).toBeVisible(WAIT);
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByText(OFFLINE_ENGINE_BADGE, { exact: true })).toBeVisible(WAIT);
    await expect(
      results.getByText('Not available offline, so not applied:', { exact: true }),
    ).toBeVisible(WAIT);
    await expect(
      results.getByRole('listitem').getByText('replace it with a beach', { exact: true }),
    ).toBeVisible(WAIT);

    await page.goto('/dashboard/library');
    await page.getByRole('tab', { name: 'AI Images' }).click();
    const entry = page.getByRole('list', { name: 'AI images' }).getByRole('listitem').first();
    await expect(entry.getByText(OFFLINE_ENGINE_BADGE, { exact: true })).toBeVisible(WAIT);
  });
});
