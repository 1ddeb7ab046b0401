import { MESSAGES } from '@orato/shared';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { openPage, serverUrl } from '../support/browser';
import { buyPlan, PLAN_KEYS } from '../support/credits';
import { postAs, signInNewAccount } from '../support/signed-in';

const WAIT = { timeout: 20_000 };
const eventually = <T>(value: () => T | Promise<T>, timeout = 20_000) =>
  expect.poll(value, { timeout });
const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true });

const LINE = 'Small teams ship faster because every decision stays close to the work.';
/** About 40 s of speech: a render long enough to reload the page in the middle of it. */
const SCRIPT = Array.from({ length: 6 }, () => LINE).join(' ');
/** About 50 s: the longest the busy account's renders can be within the 60 s cap. */
const LONG_SCRIPT = Array.from({ length: 8 }, () => LINE).join(' ');

/**
 * Another account fills both render slots with `renders` long videos, so a job started after
 * them waits in the queue: the local engine renders faster than real time, and a job that ran at
 * once could be done before the page is reloaded around it.
 */
async function fillRenderSlots(browser: Browser, label: string, renders: number) {
  const busy = await openPage(browser);
  await signInNewAccount(busy.context, label);
  await buyPlan(busy.context.request, PLAN_KEYS.standardYearly);
  const creatorName = await firstCreator(busy.context);
  for (let index = 1; index <= renders; index += 1) {
    const started = await postAs(busy.context.request, '/api/ai-creator', {
      creatorName,
      script: LONG_SCRIPT,
      topic: `Long video ${index}`,
    });
    expect(started.ok()).toBe(true);
  }
  return busy.context;
}

async function firstCreator(context: BrowserContext): Promise<string> {
  const creators = (await (await context.request.get('/api/list-creators')).json()) as {
    thumbnails: Record<string, unknown>;
  };
  return Object.keys(creators.thumbnails)[0]!;
}

test.describe('a running job survives the page', () => {
  test('the home page counts it, the avatar page shows it after a reload, then the video', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const busy = await fillRenderSlots(browser, 'jobs-survive-slots', 4);
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'jobs-survive');
    await buyPlan(context.request, PLAN_KEYS.starter);
    // started, then the page was left: the job is the server's, not the tab's
    const started = await postAs(context.request, '/api/ai-creator', {
      creatorName: await firstCreator(context),
      script: SCRIPT,
      topic: 'Why small teams ship faster',
    });
    expect(started.ok()).toBe(true);

    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: '1 in progress' })).toBeVisible(WAIT);

    await page.goto('/dashboard/ai-avatar');
    const heading = page.getByRole('heading', { name: 'Generating Your Video' });
    await expect(heading).toBeVisible(WAIT);
    await page.reload();
    await expect(heading).toBeVisible(WAIT);
    expect(await page.getByText('Why small teams ship faster').first().isVisible()).toBe(true);
    const progress = page.getByRole('progressbar', { name: 'Video progress' });
    const video = page.locator('video');
    expect((await progress.isVisible()) || (await video.count()) > 0).toBe(true);

    // then the video, in the same place
    await eventually(() => video.getAttribute('src'), 180_000).toBeTruthy();
    expect(await page.getByRole('link', { name: 'Download', exact: true }).isVisible()).toBe(true);
    await context.close();
    await busy.close();
  });

  test('an image running behind a reload lands on its page; another page gets a toast', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // six renders ahead of the image, two at a time
    const busy = await fillRenderSlots(browser, 'jobs-survive-busy', 6);

    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'jobs-survive-image');
    await buyPlan(context.request, PLAN_KEYS.starter);
    const prompt = 'A lighthouse at dusk after a reload';
    // started, and its tab gone: the request stays open on the server until the image is made
    // it waits behind the six renders: longer than a request's usual 30 s on a busy machine
    const request = postAs(
      context.request,
      '/api/google-nano-banana',
      { prompt, image_urls: [] },
      { timeout: 240_000 },
    );

    // the same account in another window, on the home page
    const elsewhere = await browser.newContext({
      baseURL: serverUrl(),
      storageState: await context.storageState(),
    });
    const home = await elsewhere.newPage();
    await home.goto('/dashboard');
    await expect(home.getByRole('link', { name: '1 in progress' })).toBeVisible(WAIT);
    // the toast shows for 3 s, whenever the job ends: watched for from now on
    const announced = toast(home, `Your image is ready: ${prompt}`).waitFor({ timeout: 200_000 });
    announced.catch(() => undefined);

    await page.goto('/dashboard/nano-banana');
    const running = page.getByText(`Generating “${prompt}”`, { exact: false });
    await expect(running).toBeVisible(WAIT);
    await page.reload();
    await expect(running).toBeVisible(WAIT);
    expect(await page.getByRole('progressbar', { name: 'Image in progress' }).isVisible()).toBe(
      true,
    );

    // then the image, on the page, as if it had been started there
    const image = page.getByRole('img', { name: `Generated image: ${prompt}` });
    await expect(image).toBeVisible({ timeout: 180_000 });
    await expect(page.getByText(MESSAGES.nanoBanana.statusComplete)).toBeVisible(WAIT);
    await expect(toast(page, MESSAGES.nanoBanana.generationSuccess)).toBeVisible(WAIT);
    expect(await running.count()).toBe(0);
    const download = page.getByRole('link', { name: 'Download', exact: true });
    expect(await download.getAttribute('download')).toBe('a-lighthouse-at-dusk-after-a-reload.png');
    await eventually(() =>
      image.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    // its own page says so once: no background toast there
    expect(await toast(page, `Your image is ready: ${prompt}`).count()).toBe(0);

    // the home page, where it was not started, announces it
    await announced;
    expect((await request).ok()).toBe(true);
    await elsewhere.close();
    await context.close();
    await busy.close();
  });
});
