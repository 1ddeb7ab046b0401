import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage } from '../support/browser';
import { buyPlan, PLAN_KEYS } from '../support/credits';
import { eventually, RENDER_JOURNEY_MS, WAIT } from '../support/expect';
import { postAs, signInNewAccount } from '../support/signed-in';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Set to a folder to keep screenshots of each page at each width, to look at them. */
const SHOTS = process.env.FORMATS_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

/** Presses a picker choice as a person does: on its label (the radio itself is visually hidden). */
async function choose(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** Width over height of what the element draws on the page. */
async function shapeOf(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  return box!.width / box!.height;
}

/** A vertical video's frame: 9 by 16, give or take a pixel of rounding. */
const expectVertical = (ratio: number) => expect(Math.abs(ratio - 9 / 16)).toBeLessThan(0.02);

test.describe('formats: a vertical video from the form to the share page', () => {
  test('makes a 9:16 avatar video with word-by-word captions, shown tall in the wizard, the Library and its share page at 1440 and 390 px', async ({
    browser,
  }) => {
    test.setTimeout(RENDER_JOURNEY_MS);
    const { context, page } = await openPage(browser, DESKTOP);
    await signInNewAccount(context, 'formats-vertical');
    await buyPlan(context.request, PLAN_KEYS.starter);

    await page.goto('/dashboard/ai-avatar');
    const idea = page.getByRole('textbox', { name: 'Your idea' });
    await expect(idea).toBeVisible(WAIT);
    await idea.fill(`Three quick tips for a tidy desk ${Date.now()}`);
    await idea.press('Enter');
    await expect(page.getByRole('region', { name: 'Generated script' })).toBeVisible(WAIT);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const avatars = page.getByRole('list', { name: 'Avatars' }).getByRole('button');
    await eventually(() => avatars.count()).toBeGreaterThan(0);
    await avatars.first().click();

    // the compact picker: a tall frame, word-by-word captions
    await choose(page, '9:16 Vertical');
    await choose(page, 'Word by word');
    await shot(page, 'picker-1440');
    const started = page.waitForRequest((request) => request.url().endsWith('/api/ai-creator'));
    await page.getByRole('button', { name: 'Generate Video', exact: true }).click();
    expect((await started).postDataJSON()).toMatchObject({
      format: { aspect: '9:16', resolution: '720p' },
      captionStyle: 'word',
    });

    // the finished video stands tall in the wizard, with its format beside it
    const video = page.locator('video');
    await eventually(() => video.getAttribute('src'), 150_000).toBeTruthy();
    await expect(page.getByText('9:16 · 720p', { exact: true })).toBeVisible(WAIT);
    await eventually(
      () => video.evaluate((element) => (element as HTMLVideoElement).videoHeight),
      30_000,
    ).toBe(1280);
    expect(await video.evaluate((element) => (element as HTMLVideoElement).videoWidth)).toBe(720);
    expectVertical(await shapeOf(video));
    const download = page.getByRole('link', { name: 'Download', exact: true });
    expect(await download.getAttribute('download')).toMatch(/-9x16-720p\.mp4$/);
    await shot(page, 'video-1440');

    const listed = (await (
      await postAs(context.request, '/api/get-videos', { feature: 'ai-avatar' })
    ).json()) as { videos: { 'ai-avatar': { id: string; format?: { label: string } }[] } };
    const item = listed.videos['ai-avatar'][0]!;
    expect(item.format?.label).toBe('9:16 · 720p');
    const share = (await (
      await postAs(context.request, '/api/shares', {
        library_item_id: item.id,
        expires_in_days: null,
      })
    ).json()) as { share: { url: string } };
    const sharePath = new URL(share.share.url).pathname;

    for (const [width, viewport] of [
      ['1440', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      // the Library's tile is drawn tall, with the label
      await page.goto('/dashboard/library');
      const row = page.getByRole('listitem').filter({ hasText: '9:16 · 720p' }).first();
      await expect(row).toBeVisible(WAIT);
      const thumbnail = row.locator('img').first();
      await expect(thumbnail).toBeVisible(WAIT);
      expectVertical(await shapeOf(thumbnail.locator('xpath=..')));
      await shot(page, `library-${width}`);

      // the share page: the player in the video's shape, never a landscape box around it
      await page.goto(sharePath);
      const player = page.locator('video');
      await expect(player).toBeVisible(WAIT);
      expectVertical(await shapeOf(player));
      const box = (await player.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(viewport.height * 0.75 + 1);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expect(page.getByText('9:16 · 720p', { exact: true })).toBeVisible(WAIT);
      expect(await page.locator('meta[property="og:video:width"]').getAttribute('content')).toBe(
        '720',
      );
      expect(await page.locator('meta[property="og:video:height"]').getAttribute('content')).toBe(
        '1280',
      );
      await shot(page, `share-${width}`);
    }
    await context.close();
  });
});
