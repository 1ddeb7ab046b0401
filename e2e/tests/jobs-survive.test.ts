// A job belongs to the server, not to the tab that started it. The file's server makes images
// through an OpenAI-compatible model (a local fake) that answers only when the test lets it: two
// held images fill the server's two render slots, so the job under test waits in the queue for as
// long as the test needs, without renders burning the CPU to keep it there.
import { MESSAGES } from '@orato/shared';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAi } from '../../test-support/fake-openai-server';
import { newContext, openPage, serverUrl, useServer } from '../support/browser';
import { buyPlan, PLAN_KEYS } from '../support/credits';
import { eventually, WAIT } from '../support/expect';
import { makePng } from '../support/png';
import { startJourneyServer, type RunningServer } from '../support/server';
import { postAs, signInNewAccount } from '../support/signed-in';

const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true });

const SCRIPT = 'Small teams ship faster because every decision stays close to the work.';
/** The server's render slots (the generation job's concurrency). */
const RENDER_SLOTS = 2;
const HELD_PATH = '/v1/images/generations';

/**
 * Another account starts one image per render slot while the model holds its answers; returns once
 * the model has every call, so any job started after it waits in the queue. `finished` waits for
 * the held images, once released, and closes the account's context.
 */
async function fillRenderSlots(browser: Browser, fake: FakeOpenAi, label: string) {
  const busy = await openPage(browser);
  await signInNewAccount(busy.context, label);
  await buyPlan(busy.context.request, PLAN_KEYS.standardMonthly);
  const before = fake.calls(HELD_PATH).length;
  const images = Array.from({ length: RENDER_SLOTS }, (_, index) =>
    postAs(
      busy.context.request,
      '/api/google-nano-banana',
      { prompt: `Held image ${index + 1}`, image_urls: [] },
      { timeout: 120_000 },
    ),
  );
  await eventually(() => fake.calls(HELD_PATH).length - before).toBe(RENDER_SLOTS);
  return {
    async finished() {
      for (const response of await Promise.all(images)) {
        expect(response.ok()).toBe(true);
      }
      await busy.context.close();
    },
  };
}

async function firstCreator(context: BrowserContext): Promise<string> {
  const creators = (await (await context.request.get('/api/list-creators')).json()) as {
    thumbnails: Record<string, unknown>;
  };
  return Object.keys(creators.thumbnails)[0]!;
}

test.describe('a running job survives the page', () => {
  let fake: FakeOpenAi;
  let server: RunningServer;
  let restoreServer: () => void;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    fake = await startFakeOpenAi({ png: makePng(64, 64, [30, 60, 120]) });
    server = await startJourneyServer({
      OPENAI_BASE_URL: `${fake.url}/v1`,
      IMAGE_PROVIDER: 'openai-compatible',
      IMAGE_MODEL: 'gpt-image-1',
    });
    restoreServer = useServer(server.baseUrl);
  });
  test.afterAll(async () => {
    restoreServer?.();
    await server?.stop();
    await fake?.close();
  });

  test('the home page counts it, the avatar page shows it after a reload, then the video', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const release = fake.holdImages();
    const busy = await fillRenderSlots(browser, fake, 'jobs-survive-slots');
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

    // the slots free up: then the video, in the same place
    release();
    await busy.finished();
    await eventually(() => video.getAttribute('src'), 90_000).toBeTruthy();
    expect(await page.getByRole('link', { name: 'Download', exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  test('an image running behind a reload lands on its page; another page gets a toast', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const release = fake.holdImages();
    const busy = await fillRenderSlots(browser, fake, 'jobs-survive-busy');

    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'jobs-survive-image');
    await buyPlan(context.request, PLAN_KEYS.starter);
    const prompt = 'A lighthouse at dusk after a reload';
    // started, and its tab gone: the request stays open on the server until the image is made,
    // queued behind the held images for as long as the test keeps them
    const request = postAs(
      context.request,
      '/api/google-nano-banana',
      { prompt, image_urls: [] },
      { timeout: 120_000 },
    );

    // the same account in another window, on the home page
    const elsewhere = await newContext(browser, {
      baseURL: serverUrl(),
      storageState: await context.storageState(),
    });
    const home = await elsewhere.newPage();
    await home.goto('/dashboard');
    await expect(home.getByRole('link', { name: '1 in progress' })).toBeVisible(WAIT);
    // the toast shows for 3 s, whenever the job ends: watched for from now on
    const announced = toast(home, `Your image is ready: ${prompt}`).waitFor({ timeout: 90_000 });
    announced.catch(() => undefined);

    await page.goto('/dashboard/nano-banana');
    const running = page.getByText(`Generating “${prompt}”`, { exact: false });
    await expect(running).toBeVisible(WAIT);
    await page.reload();
    await expect(running).toBeVisible(WAIT);
    expect(await page.getByRole('progressbar', { name: 'Image in progress' }).isVisible()).toBe(
      true,
    );

    // the slots free up: then the image, on the page, as if it had been started there
    release();
    const image = page.getByRole('img', { name: `Generated image: ${prompt}` });
    await expect(image).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(MESSAGES.nanoBanana.statusComplete)).toBeVisible(WAIT);
    await expect(toast(page, MESSAGES.nanoBanana.generationSuccess)).toBeVisible(WAIT);
    expect(await running.count()).toBe(0);
    const download = page.getByRole('link', { name: 'Download', exact: true });
    expect(await download.getAttribute('download')).toBe(
      'a-lighthouse-at-dusk-after-a-reload-1x1.png',
    );
    await eventually(() =>
      image.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    // its own page says so once: no background toast there
    expect(await toast(page, `Your image is ready: ${prompt}`).count()).toBe(0);

    // the home page, where it was not started, announces it
    await announced;
    expect((await request).ok()).toBe(true);
    await busy.finished();
    await elsewhere.close();
    await context.close();
  });
});
