import { MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
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

test.describe('a running job survives the page', () => {
  test('the home page counts it, the avatar page shows it after a reload, then the video', async ({
    browser,
  }) => {
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
    await eventually(() => video.getAttribute('src'), 120_000).toBeTruthy();
    expect(await page.getByRole('link', { name: 'Download', exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  test('an image running behind a reload lands on its page; another page gets a toast', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // another account fills both render slots with long videos, so the image waits in the queue
    const busy = await openPage(browser);
    await signInNewAccount(busy.context, 'jobs-survive-busy');
    await buyPlan(busy.context.request, PLAN_KEYS.standardYearly);
    const creators = (await (await busy.context.request.get('/api/list-creators')).json()) as {
      thumbnails: Record<string, unknown>;
    };
    const creatorName = Object.keys(creators.thumbnails)[0]!;
    // six renders ahead of the image, two at a time: the local engine renders faster than real
    // time, so fewer would leave the image done before the page could be reloaded around it
    for (const topic of ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth']) {
      const started = await postAs(busy.context.request, '/api/ai-creator', {
        creatorName,
        script: LONG_SCRIPT,
        topic: `${topic} long video`,
      });
      expect(started.ok()).toBe(true);
    }

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
    await busy.context.close();
  });
});
