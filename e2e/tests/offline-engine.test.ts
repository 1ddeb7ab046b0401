import { ENGINE_NOTES, MESSAGES, OFFLINE_ENGINE_BADGE } from '@orato/shared';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { mediaSeeder } from '../support/media-seed';
import { makePng } from '../support/png';
import { signInNewAccount } from '../support/signed-in';

const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 30_000 });
const isVisible = (locator: Locator) => () => locator.isVisible();

describe('offline engines say what they are', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('names the engine on the tool page, badges the result and its Library entry, and lists what an edit could not do', async () => {
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'offline-engine');
    await mediaSeeder(context.request, inject('baseUrl')).buyPlan('starter');

    await page.goto('/dashboard/veo-generator');
    await eventually(isVisible(page.getByText(ENGINE_NOTES['veo3-videos'].offline))).toBe(true);

    await page.goto('/dashboard/nano-banana');
    await eventually(isVisible(page.getByText(ENGINE_NOTES['nano-banana'].offline))).toBe(true);
    await page.getByLabel('Mode', { exact: true }).selectOption({ label: 'Single Image + Prompt' });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: makePng(64, 48, [200, 120, 60]),
    });
    await eventually(isVisible(page.getByTestId('upload-counter').getByText('1/1'))).toBe(true);
    const prompt = 'remove the background and replace it with a beach, then make it warmer';
    await page.getByLabel('Prompt', { exact: true }).fill(prompt);
    await page.getByRole('button', { name: 'Generate Magic', exact: true }).click();
    await eventually(isVisible(page.getByText(MESSAGES.nanoBanana.statusComplete))).toBe(true);
    const results = page.getByRole('region', { name: 'Results' });
    await eventually(isVisible(results.getByText(OFFLINE_ENGINE_BADGE, { exact: true }))).toBe(
      true,
    );
    await eventually(
      isVisible(results.getByText('Not available offline, so not applied:', { exact: true })),
    ).toBe(true);
    await eventually(
      isVisible(
        results.getByRole('listitem').getByText('replace it with a beach', { exact: true }),
      ),
    ).toBe(true);

    await page.goto('/dashboard/library');
    await page.getByRole('tab', { name: 'AI Images' }).click();
    const entry = page.getByRole('list', { name: 'AI images' }).getByRole('listitem').first();
    await eventually(isVisible(entry.getByText(OFFLINE_ENGINE_BADGE, { exact: true }))).toBe(true);
  });
});
