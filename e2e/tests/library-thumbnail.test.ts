import { MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { openSeededSession } from '../support/seeded-session';
import { eventually, WAIT } from '../support/expect';

const IMAGE_PROMPT = 'A lighthouse on a cliff';
const CLIP_PROMPT = 'Waves breaking on dark rocks';
const SHOTS = process.env.REUSE_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
}

/** Waits for a poster's picture to be decoded, and for the dialog's opening to settle. */
async function posterLoaded(page: Page, image: ReturnType<Page['locator']>) {
  await eventually(() =>
    image.evaluate(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    ),
  ).toBe(true);
  await page.waitForTimeout(400);
}

/** Opens "Use in… → Video thumbnail…" on the Library image and waits for the list of videos. */
async function openThumbnailDialog(page: Page, width: number) {
  await page.goto('/dashboard/library');
  await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
  await page.getByRole('button', { name: `Use ${IMAGE_PROMPT} in…`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Video thumbnail…', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('list', { name: 'Your videos' }).waitFor();
  await posterLoaded(page, dialog.locator('img').first());
  await shot(page, `thumbnail-dialog-${width}`);
  return dialog;
}

test.describe('A Library image as a video thumbnail', () => {
  test('makes the image the poster of a VEO clip from the image tile', async ({ browser }) => {
    test.setTimeout(240_000);
    const { context, page, seed } = await openSeededSession(browser, {
      label: 'reuse-thumbnail',
      plans: ['standard', 'starter'],
      viewport: { width: 1280, height: 800 },
    });
    await seed.image(IMAGE_PROMPT);
    await seed.veoVideo(CLIP_PROMPT);

    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await openThumbnailDialog(phone, 390);
    await phone.keyboard.press('Escape');

    const dialog = await openThumbnailDialog(page, 1280);
    await dialog.getByRole('button', { name: /^Use as the thumbnail of / }).click();
    await page.getByText(MESSAGES.uploads.thumbnailSet).waitFor();
    await expect(page.getByRole('dialog')).toHaveCount(0, WAIT);

    // the VEO tab shows the new poster: the video's own copy under thumbnails/, not the image
    await page.getByRole('tab', { name: 'VEO Videos', exact: true }).click();
    const poster = page.locator('[data-video-id] img').first();
    await eventually(() => poster.getAttribute('src')).toMatch(/\/thumbnails\//);
    await posterLoaded(page, poster);
    await shot(page, 'thumbnail-set-1280');
    await context.close();
  });
});
