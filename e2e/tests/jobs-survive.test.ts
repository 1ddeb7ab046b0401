import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { buyPlan, PLAN_KEYS } from '../support/credits';
import { postAs, signInNewAccount } from '../support/signed-in';

const eventually = <T>(value: () => T | Promise<T>, timeout = 20_000) =>
  expect.poll(value, { timeout });
const isVisible = (locator: Locator) => () => locator.isVisible();

/** About 40 s of speech: a render long enough to reload the page in the middle of it. */
const SCRIPT = Array.from(
  { length: 6 },
  () => 'Small teams ship faster because every decision stays close to the work.',
).join(' ');

describe('a running job survives the page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the home page counts it, the avatar page shows it after a reload, then the video', async () => {
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'jobs-survive');
    await buyPlan(context.request, PLAN_KEYS.starter);
    const creators = (await (await context.request.get('/api/list-creators')).json()) as {
      thumbnails: Record<string, unknown>;
    };
    const creatorName = Object.keys(creators.thumbnails)[0]!;
    // started, then the page was left: the job is the server's, not the tab's
    const started = await postAs(context.request, '/api/ai-creator', {
      creatorName,
      script: SCRIPT,
      topic: 'Why small teams ship faster',
    });
    expect(started.ok()).toBe(true);

    await page.goto('/dashboard');
    await eventually(isVisible(page.getByRole('link', { name: '1 in progress' }))).toBe(true);

    await page.goto('/dashboard/ai-avatar');
    const heading = page.getByRole('heading', { name: 'Generating Your Video' });
    await eventually(isVisible(heading)).toBe(true);
    await page.reload();
    await eventually(isVisible(heading)).toBe(true);
    expect(await page.getByText('Why small teams ship faster').first().isVisible()).toBe(true);
    const progress = page.getByRole('progressbar', { name: 'Video progress' });
    const video = page.locator('video');
    expect((await progress.isVisible()) || (await video.count()) > 0).toBe(true);

    // then the video, in the same place
    await eventually(() => video.getAttribute('src'), 120_000).toBeTruthy();
    expect(await page.getByRole('link', { name: 'Download', exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});
