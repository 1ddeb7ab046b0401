import { MESSAGES } from '@orato/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../support/browser';
import { openSeededSession, useBrowser } from '../support/seeded-session';

const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 15_000 });
const isVisible = (locator: Locator) => () => locator.isVisible();
const pathname = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true });

const AVATAR_TOPIC = 'Why the ocean looks blue';
const VEO_PROMPT = 'A calm sunrise over misty mountains with a slow camera pan';
const IMAGE_PROMPTS = ['A red fox in fresh snow', 'A tiny house on a green hill'];

/** Nulls the server's thumbnails, so the page must take a frame from the video itself. */
async function withoutServerThumbnails(page: Page) {
  await page.route('**/api/get-videos', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      videos: Record<string, Array<{ thumbnail: string | null }>>;
    };
    for (const list of Object.values(body.videos)) {
      for (const video of list) {
        video.thumbnail = null;
      }
    }
    await route.fulfill({ response, json: body });
  });
}

describe('library', () => {
  const browser = useBrowser();

  // seeding renders two real videos with the local engines
  it(
    'lists avatar videos, VEO videos and images, opens them, and deletes a selection',
    { timeout: 180_000 },
    async () => {
      // 120 credits for the VEO video, 60 more for the avatar video and the images
      const { context, page, seed } = await openSeededSession(browser(), {
        label: 'library',
        plans: ['standard', 'starter'],
      });
      await Promise.all([seed.avatarVideo(AVATAR_TOPIC), seed.veoVideo(VEO_PROMPT)]);
      for (const prompt of IMAGE_PROMPTS) {
        await seed.image(prompt);
      }
      const creditsLeft = await seed.credits();

      await page.goto('/dashboard/library');
      await eventually(isVisible(page.getByText(`Credits: ${creditsLeft}`, { exact: true }))).toBe(
        true,
      );
      const avatarTab = page.getByRole('tab', { name: 'AI Avatar Videos', exact: true });
      expect(await avatarTab.getAttribute('aria-selected')).toBe('true');

      // the avatar video: checkbox, thumbnail, topic, badge; the player modal titled by the topic
      const avatarRow = page.locator('li[data-video-id]');
      await eventually(() => avatarRow.count()).toBe(1);
      expect(await avatarRow.getByText(AVATAR_TOPIC, { exact: true }).isVisible()).toBe(true);
      expect(await avatarRow.getByText('Avatar', { exact: true }).isVisible()).toBe(true);
      expect(await avatarRow.getByRole('checkbox').isChecked()).toBe(false);
      const thumbnail = avatarRow.locator('img[data-thumbnail="server"]');
      await eventually(() =>
        thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      expect(
        await avatarRow
          .getByRole('link', { name: `Download ${AVATAR_TOPIC}` })
          .getAttribute('download'),
      ).not.toBeNull();
      await avatarRow.getByText(AVATAR_TOPIC, { exact: true }).click();
      let dialog = page.getByRole('dialog', { name: AVATAR_TOPIC });
      await eventually(isVisible(dialog)).toBe(true);
      await eventually(() =>
        dialog.locator('video').evaluate((video: HTMLVideoElement) => video.readyState),
      ).toBeGreaterThan(0);
      expect(
        await dialog.getByRole('link', { name: 'Download' }).getAttribute('download'),
      ).not.toBeNull();
      await page.keyboard.press('Escape');
      await eventually(() => dialog.count()).toBe(0);

      // the VEO video: topic cut to 5 words; its modal is 'Video Details' with the whole topic
      await page.getByRole('tab', { name: 'VEO Videos', exact: true }).click();
      const veoRow = page.locator('li[data-video-id]');
      await eventually(
        isVisible(veoRow.getByText('A calm sunrise over misty…', { exact: true })),
      ).toBe(true);
      expect(await veoRow.getByText('VEO', { exact: true }).isVisible()).toBe(true);
      await veoRow.getByText('A calm sunrise over misty…', { exact: true }).click();
      dialog = page.getByRole('dialog', { name: MESSAGES.library.veoModalTitle });
      await eventually(isVisible(dialog)).toBe(true);
      expect(await dialog.getByText(VEO_PROMPT, { exact: true }).isVisible()).toBe(true);
      expect(await dialog.locator('video').count()).toBe(1);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await eventually(() => dialog.count()).toBe(0);

      // the images: a grid; a modal titled by the prompt
      await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
      const tiles = page.locator('li[data-image-id]');
      await eventually(() => tiles.count()).toBe(2);
      await page.getByRole('button', { name: `Open ${IMAGE_PROMPTS[0]}`, exact: true }).click();
      dialog = page.getByRole('dialog', { name: IMAGE_PROMPTS[0] });
      await eventually(isVisible(dialog)).toBe(true);
      await page.keyboard.press('Escape');
      await eventually(() => dialog.count()).toBe(0);

      // tick both: 'Delete Selected (2)'; No keeps them; Yes deletes them and shows the empty state
      const deleteButton = page.getByRole('button', { name: /^Delete Selected/ });
      expect(await deleteButton.count()).toBe(0);
      await page.getByRole('checkbox', { name: `Select ${IMAGE_PROMPTS[0]}` }).check();
      await eventually(isVisible(page.getByRole('button', { name: 'Delete Selected (1)' }))).toBe(
        true,
      );
      await page.getByRole('checkbox', { name: `Select ${IMAGE_PROMPTS[1]}` }).check();
      await deleteButton.click();
      let confirm = page.getByRole('dialog');
      await eventually(isVisible(confirm)).toBe(true);
      expect(await confirm.innerText()).toContain('cannot be recovered');
      // the page behind an open dialog is hidden from assistive technology, so look past that
      const behind = page.getByRole('button', { name: /^Delete Selected/, includeHidden: true });
      expect(await behind.innerText()).toBe('Delete Selected (2)');
      await confirm.getByRole('button', { name: 'No', exact: true }).click();
      await eventually(() => confirm.count()).toBe(0);
      expect(await tiles.count()).toBe(2);
      await deleteButton.click();
      await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
      await eventually(isVisible(toast(page, MESSAGES.library.imagesDeleted))).toBe(true);
      await eventually(
        isVisible(page.getByText(MESSAGES.library.emptyTitle, { exact: true })),
      ).toBe(true);
      expect(await page.getByText(MESSAGES.library.emptyText, { exact: true }).isVisible()).toBe(
        true,
      );
      expect(await deleteButton.count()).toBe(0);

      // a video without a server thumbnail gets a frame taken in the browser
      await withoutServerThumbnails(page);
      await avatarTab.click();
      await eventually(() => avatarRow.locator('img[data-thumbnail="frame"]').count()).toBe(1);
      expect(await avatarRow.locator('img[data-thumbnail="frame"]').getAttribute('src')).toMatch(
        /^data:image\/jpeg/,
      );
      await page.unroute('**/api/get-videos');

      // the videos: the warning names the credits; both tabs end empty
      for (const tab of ['AI Avatar Videos', 'VEO Videos']) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await eventually(() => page.locator('li[data-video-id]').count()).toBe(1);
        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
        confirm = page.getByRole('dialog');
        await eventually(isVisible(confirm)).toBe(true);
        const warning = await confirm.innerText();
        expect(warning).toContain('cannot be recovered');
        expect(warning).toContain('credits');
        await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
        await eventually(
          isVisible(page.getByText(MESSAGES.library.emptyTitle, { exact: true })),
        ).toBe(true);
      }
      await eventually(isVisible(toast(page, MESSAGES.library.videosDeleted))).toBe(true);
      // deleting does not give credits back
      expect(await seed.credits()).toBe(creditsLeft);
      await context.close();
    },
  );

  it('shows the load and delete failures in the spec words', async () => {
    const { context, page, seed } = await openSeededSession(browser(), {
      label: 'library-fail',
      plans: ['starter'],
    });
    await seed.image('A paper boat');

    await page.route('**/api/get-videos', (route) =>
      route.fulfill({ status: 500, json: { error: 'Storage is offline', code: 'INTERNAL' } }),
    );
    await page.goto('/dashboard/library');
    await eventually(
      isVisible(page.getByText('Error loading videos: Storage is offline', { exact: true })),
    ).toBe(true);
    await page.unroute('**/api/get-videos');
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await eventually(isVisible(page.getByText(MESSAGES.library.emptyTitle, { exact: true }))).toBe(
      true,
    );

    await page.route('**/api/get-images', (route) =>
      route.fulfill({ status: 400, json: { error: 'Bad feature', code: 'BAD_REQUEST' } }),
    );
    await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
    await eventually(
      isVisible(page.getByText('Error loading images: Bad feature', { exact: true })),
    ).toBe(true);
    await page.unroute('**/api/get-images');
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await eventually(() => page.locator('li[data-image-id]').count()).toBe(1);

    // an entry still without a URL
    await page.route('**/api/get-images', (route) =>
      route.fulfill({
        status: 200,
        json: {
          images: { 'nano-banana': [{ id: 'x1', image_url: null, prompt: null, created_at: 0 }] },
        },
      }),
    );
    await page.getByRole('tab', { name: 'VEO Videos', exact: true }).click();
    await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
    await eventually(isVisible(page.getByText(MESSAGES.library.generating, { exact: true }))).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Open AI Image', exact: true }).click();
    await eventually(isVisible(page.getByRole('dialog', { name: 'AI Image' }))).toBe(true);
    await page.keyboard.press('Escape');
    await page.unroute('**/api/get-images');
    await page.getByRole('tab', { name: 'VEO Videos', exact: true }).click();
    await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
    await eventually(() => page.locator('li[data-image-id]').count()).toBe(1);

    // the delete is refused: the server's words, and the list stays
    await page.route('**/api/delete-image', (route) =>
      route.fulfill({
        status: 404,
        json: { error: 'None of these items are in your library.', code: 'NOT_FOUND' },
      }),
    );
    await page.getByRole('checkbox', { name: 'Select A paper boat' }).check();
    await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
    await eventually(isVisible(toast(page, 'None of these items are in your library.'))).toBe(true);
    await page.unroute('**/api/delete-image');
    await page.route('**/api/delete-image', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
    await eventually(isVisible(toast(page, MESSAGES.library.imagesDeleteFailed))).toBe(true);
    expect(await page.locator('li[data-image-id]').count()).toBe(1);
    await context.close();
  });

  it('at 375 px: the drawer leads to the Library, whose tabs fit and lists work', async () => {
    const { context, page, seed } = await openSeededSession(browser(), {
      label: 'library-phone',
      plans: ['starter'],
      viewport: VIEWPORTS.phone,
    });
    await seed.image('A lemon on a blue plate');

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await eventually(isVisible(drawer)).toBe(true);
    await drawer.getByRole('link', { name: 'Library', exact: true }).click();
    await eventually(() => pathname(page)).toBe('/dashboard/library');
    await eventually(isVisible(page.getByText(MESSAGES.library.emptyTitle, { exact: true }))).toBe(
      true,
    );
    // all three tabs are on screen, and nothing scrolls sideways
    for (const name of ['AI Avatar Videos', 'VEO Videos', 'AI Images']) {
      const box = await page.getByRole('tab', { name, exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
    await eventually(() => page.locator('li[data-image-id]').count()).toBe(1);
    await page.getByRole('button', { name: 'Open A lemon on a blue plate', exact: true }).click();
    await eventually(isVisible(page.getByRole('dialog', { name: 'A lemon on a blue plate' }))).toBe(
      true,
    );
    await context.close();
  });
});
