import { MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { atPath, VIEWPORTS } from '../support/browser';
import { openSeededSession } from '../support/seeded-session';
import { eventually, WAIT } from '../support/expect';

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

test.describe('library', () => {
  // seeding renders two real videos with the local engines
  test('lists avatar videos, VEO videos and images, opens them, and deletes a selection', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // 120 credits for the VEO video, 60 more for the avatar video and the images
    const { context, page, seed } = await openSeededSession(browser, {
      label: 'library',
      plans: ['standard', 'starter'],
    });
    await Promise.all([seed.avatarVideo(AVATAR_TOPIC), seed.veoVideo(VEO_PROMPT)]);
    for (const prompt of IMAGE_PROMPTS) {
      await seed.image(prompt);
    }
    const creditsLeft = await seed.credits();

    await page.goto('/dashboard/library');
    await expect(page.getByText(`Credits: ${creditsLeft}`, { exact: true })).toBeVisible(WAIT);
    const avatarTab = page.getByRole('tab', { name: 'AI Avatar Videos', exact: true });
    expect(await avatarTab.getAttribute('aria-selected')).toBe('true');

    // the avatar video: checkbox, thumbnail, topic, badge; the player modal titled by the topic
    const avatarRow = page.locator('li[data-video-id]');
    await expect(avatarRow).toHaveCount(1, WAIT);
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
    await expect(dialog).toBeVisible(WAIT);
    await eventually(() =>
      dialog.locator('video').evaluate((video: HTMLVideoElement) => video.readyState),
    ).toBeGreaterThan(0);
    expect(
      await dialog.getByRole('link', { name: 'Download' }).getAttribute('download'),
    ).not.toBeNull();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0, WAIT);

    // the VEO video: topic cut to 5 words; its modal is 'Video Details' with the whole topic
    await page.getByRole('tab', { name: 'VEO Videos', exact: true }).click();
    const veoRow = page.locator('li[data-video-id]');
    await expect(veoRow.getByText('A calm sunrise over misty…', { exact: true })).toBeVisible(WAIT);
    expect(await veoRow.getByText('VEO', { exact: true }).isVisible()).toBe(true);
    await veoRow.getByText('A calm sunrise over misty…', { exact: true }).click();
    dialog = page.getByRole('dialog', { name: MESSAGES.library.veoModalTitle });
    await expect(dialog).toBeVisible(WAIT);
    expect(await dialog.getByText(VEO_PROMPT, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.locator('video').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0, WAIT);

    // the images: a grid; a modal titled by the prompt
    await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
    const tiles = page.locator('li[data-image-id]');
    await expect(tiles).toHaveCount(2, WAIT);
    await page.getByRole('button', { name: `Open ${IMAGE_PROMPTS[0]}`, exact: true }).click();
    dialog = page.getByRole('dialog', { name: IMAGE_PROMPTS[0] });
    await expect(dialog).toBeVisible(WAIT);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0, WAIT);

    // tick both: 'Delete Selected (2)'; No keeps them; Yes deletes them and shows the empty state
    const deleteButton = page.getByRole('button', { name: /^Delete Selected/ });
    expect(await deleteButton.count()).toBe(0);
    await page.getByRole('checkbox', { name: `Select ${IMAGE_PROMPTS[0]}` }).check();
    await expect(page.getByRole('button', { name: 'Delete Selected (1)' })).toBeVisible(WAIT);
    await page.getByRole('checkbox', { name: `Select ${IMAGE_PROMPTS[1]}` }).check();
    await deleteButton.click();
    let confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible(WAIT);
    expect(await confirm.innerText()).toContain('cannot be recovered');
    // the page behind an open dialog is hidden from assistive technology, so look past that
    const behind = page.getByRole('button', { name: /^Delete Selected/, includeHidden: true });
    expect(await behind.innerText()).toBe('Delete Selected (2)');
    await confirm.getByRole('button', { name: 'No', exact: true }).click();
    await expect(confirm).toHaveCount(0, WAIT);
    expect(await tiles.count()).toBe(2);
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(toast(page, MESSAGES.library.imagesDeleted)).toBeVisible(WAIT);
    await expect(page.getByText(MESSAGES.library.emptyTitle, { exact: true })).toBeVisible(WAIT);
    expect(await page.getByText(MESSAGES.library.emptyText, { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await deleteButton.count()).toBe(0);

    // a video without a server thumbnail gets a frame taken in the browser
    await withoutServerThumbnails(page);
    await avatarTab.click();
    await expect(avatarRow.locator('img[data-thumbnail="frame"]')).toHaveCount(1, WAIT);
    expect(await avatarRow.locator('img[data-thumbnail="frame"]').getAttribute('src')).toMatch(
      /^data:image\/jpeg/,
    );
    await page.unroute('**/api/get-videos');

    // the videos: the warning names the credits; both tabs end empty
    for (const tab of ['AI Avatar Videos', 'VEO Videos']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.locator('li[data-video-id]')).toHaveCount(1, WAIT);
      await page.getByRole('checkbox', { name: 'Select all' }).check();
      await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
      confirm = page.getByRole('dialog');
      await expect(confirm).toBeVisible(WAIT);
      const warning = await confirm.innerText();
      expect(warning).toContain('cannot be recovered');
      expect(warning).toContain('credits');
      await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
      await expect(page.getByText(MESSAGES.library.emptyTitle, { exact: true })).toBeVisible(WAIT);
    }
    // one toast per tab deleted: the second may come while the first is still shown
    await expect(toast(page, MESSAGES.library.videosDeleted).first()).toBeVisible(WAIT);
    // deleting does not give credits back
    expect(await seed.credits()).toBe(creditsLeft);
    await context.close();
  });

  test('shows the load and delete failures in the spec words', async ({ browser }) => {
    const { context, page, seed } = await openSeededSession(browser, {
      label: 'library-fail',
      plans: ['starter'],
    });
    await seed.image('A paper boat');

    await page.route('**/api/get-videos', (route) =>
      route.fulfill({ status: 500, json: { error: 'Storage is offline', code: 'INTERNAL' } }),
    );
    await page.goto('/dashboard/library');
    await expect(
      page.getByText('Error loading videos: Storage is offline', { exact: true }),
    ).toBeVisible(WAIT);
    await page.unroute('**/api/get-videos');
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(page.getByText(MESSAGES.library.emptyTitle, { exact: true })).toBeVisible(WAIT);

    await page.route('**/api/get-images', (route) =>
      route.fulfill({ status: 400, json: { error: 'Bad feature', code: 'BAD_REQUEST' } }),
    );
    await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
    await expect(page.getByText('Error loading images: Bad feature', { exact: true })).toBeVisible(
      WAIT,
    );
    await page.unroute('**/api/get-images');
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(page.locator('li[data-image-id]')).toHaveCount(1, WAIT);

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
    await expect(page.getByText(MESSAGES.library.generating, { exact: true })).toBeVisible(WAIT);
    await page.getByRole('button', { name: 'Open AI Image', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'AI Image' })).toBeVisible(WAIT);
    await page.keyboard.press('Escape');
    await page.unroute('**/api/get-images');
    await page.getByRole('tab', { name: 'VEO Videos', exact: true }).click();
    await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
    await expect(page.locator('li[data-image-id]')).toHaveCount(1, WAIT);

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
    await expect(toast(page, 'None of these items are in your library.')).toBeVisible(WAIT);
    await page.unroute('**/api/delete-image');
    await page.route('**/api/delete-image', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(toast(page, MESSAGES.library.imagesDeleteFailed)).toBeVisible(WAIT);
    expect(await page.locator('li[data-image-id]').count()).toBe(1);
    await context.close();
  });

  test('at 375 px: the drawer leads to the Library, whose tabs fit and lists work', async ({
    browser,
  }) => {
    const { context, page, seed } = await openSeededSession(browser, {
      label: 'library-phone',
      plans: ['starter'],
      viewport: VIEWPORTS.phone,
    });
    await seed.image('A lemon on a blue plate');

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(drawer).toBeVisible(WAIT);
    await drawer.getByRole('link', { name: 'Library', exact: true }).click();
    await expect(page).toHaveURL(atPath('/dashboard/library'), WAIT);
    await expect(page.getByText(MESSAGES.library.emptyTitle, { exact: true })).toBeVisible(WAIT);
    // all three tabs are on screen, and nothing scrolls sideways
    for (const name of ['AI Avatar Videos', 'VEO Videos', 'AI Images']) {
      const box = await page.getByRole('tab', { name, exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
    await expect(page.locator('li[data-image-id]')).toHaveCount(1, WAIT);
    await page.getByRole('button', { name: 'Open A lemon on a blue plate', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'A lemon on a blue plate' })).toBeVisible(WAIT);
    await context.close();
  });
});
