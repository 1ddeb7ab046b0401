// The Storyboard tool end to end on the real server and the offline engines: a pasted script
// becomes scenes, one scene shows a Library image, the order is changed from the keyboard, the
// render runs, and the result plays in the Library with its captions files.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { atPath, openPage, serverUrl } from '../support/browser';
import { mediaSeeder } from '../support/media-seed';
import { signInNewAccount } from '../support/signed-in';
import { eventually, WAIT } from '../support/expect';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const IMAGE_PROMPT = 'A lighthouse on a cliff';
const TITLE = 'Small teams';
// each sentence is a scene of its own
const LINES = [
  'Small teams ship faster because every decision needs fewer conversations.',
  'This lighthouse stands for the one clear goal that the whole team can see.',
  'Keep your team small, keep the goal clear, and let the people decide now.',
];
/** Set to a folder to keep screenshots of the editor and the render for review. */
const SHOTS = process.env.STORYBOARD_SCREENSHOTS;

/** A dialog is shot as the screen shows it, once it has faded in; a page, whole. */
async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) {
    if (!fullPage) {
      await page.waitForTimeout(400);
    }
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
  }
}

const sceneLines = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Scene \d+ line$/ })
    .evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));

const sceneCard = (page: Page, index: number) => page.locator(`[data-scene-index="${index}"]`);

async function draftScenes(page: Page) {
  await page.goto('/dashboard/storyboard');
  await page.getByRole('checkbox', { name: 'I have a script' }).check();
  await page.getByLabel('Your script').fill(LINES.join(' '));
  await page.getByRole('button', { name: 'Make scenes', exact: true }).click();
  await eventually(() => sceneLines(page)).toEqual(LINES);
}

async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

async function openPreview(page: Page, position: number): Promise<Locator> {
  await page.getByRole('button', { name: `Preview scene ${position}` }).click();
  const dialog = page.getByRole('dialog', { name: `Scene ${position} preview` });
  await expect(dialog).toBeVisible(WAIT);
  return dialog;
}

async function closePreview(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden(WAIT);
}

test.describe('Storyboard', () => {
  test('idea → scenes → a Library image → reorder → render → plays in the Library', async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const { context, page } = await openPage(browser, DESKTOP);
    await signInNewAccount(context, 'storyboard');
    const seed = mediaSeeder(context.request, serverUrl());
    await seed.buyPlan('starter');
    await seed.image(IMAGE_PROMPT);

    await draftScenes(page);
    await page.getByLabel('Title').fill(TITLE);

    // the middle scene (a proposed shot) shows the Library image instead
    const middle = sceneCard(page, 1);
    await middle.getByText('Still', { exact: true }).click();
    await middle.getByText('From Library', { exact: true }).click();
    await middle.getByRole('button', { name: 'Choose an image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('button', { name: new RegExp(IMAGE_PROMPT) }).click();
    await expect(picker).toBeHidden(WAIT);
    // the closed picker gives focus back to its button; moving focus on before that lands would
    // let the Enter below press that button, opening the picker again
    await expect(middle.getByRole('button', { name: 'Change image' })).toBeFocused(WAIT);

    // the last scene moves up one place, from the keyboard (dragging by the handle with the
    // keyboard is covered by the component tests, where dnd-kit's timing is the test's own)
    await sceneCard(page, 2).getByRole('button', { name: 'Move scene 3 up' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => sceneLines(page)).toEqual([LINES[0], LINES[2], LINES[1]]);

    // priced before anything is charged: presenter seconds only, the Library image is free
    const render = page.getByRole('button', { name: /^Render · \d+ credits$/ });
    await expect(render).toBeEnabled({ timeout: 30_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shot(page, 'storyboard-editor-1280');

    // the Library image alone, before any render: the still with its camera move and the line
    const preview = await openPreview(page, 3);
    const still = preview.locator('img[data-camera-move]');
    await expect(still).toHaveCount(1, WAIT);
    await expect(still).toHaveAttribute('data-camera-move', 'pull-out');
    await expect(preview.getByText(LINES[1]!)).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shot(page, 'storyboard-preview-1280', false);
    await closePreview(page, preview);
    const before = await seed.credits();
    await render.click();

    await eventually(() => new URL(page.url()).searchParams.get('id')).toBeTruthy();
    await expect(page.getByRole('list', { name: 'Scene progress' })).toBeVisible(WAIT);
    // the render survives a reload: the id is in the address
    await page.reload();
    const edit = page.getByRole('button', { name: 'Edit and re-render' });
    await expect(edit).toBeVisible({ timeout: 300_000 });
    await shot(page, 'storyboard-done-1280');
    expect(await seed.credits()).toBeLessThan(before);
    await expect(
      page.getByRole('link', { name: 'Download captions (.vtt)' }).getAttribute('href'),
    ).resolves.toBeTruthy();

    // edited again, unchanged: a scene's preview is its clip from this render, with its sound
    const renderUrl = page.url();
    await edit.click();
    await expect(page.getByText('reused, 0 credits')).toHaveCount(3, { timeout: 30_000 });
    const made = await openPreview(page, 1);
    const clip = made.locator('video');
    await eventually(() =>
      clip.evaluate((video: HTMLVideoElement) => video.readyState >= 2 && !video.muted),
    ).toBe(true);
    await shot(page, 'storyboard-preview-clip-1280', false);
    await closePreview(page, made);
    await page.goto(renderUrl);

    // in the Library: the Storyboard badge, the player, and the captions downloads
    await page.getByRole('link', { name: 'Open in Library' }).click();
    await expect(page).toHaveURL(atPath('/dashboard/library'), WAIT);
    const row = page
      .getByRole('list', { name: 'AI avatar videos' })
      .getByRole('listitem')
      .filter({ hasText: 'Storyboard' });
    await expect(row).toHaveCount(1, WAIT);
    await row.getByRole('button', { name: new RegExp(`^${TITLE}`) }).click();
    const player = page.getByRole('dialog', { name: TITLE });
    await expect(player).toBeVisible(WAIT);
    await eventually(() =>
      player.locator('video').evaluate((video: HTMLVideoElement) => video.readyState >= 2),
    ).toBe(true);
    const seconds = await player
      .locator('video')
      .evaluate((video: HTMLVideoElement) => video.duration);
    expect(seconds).toBeGreaterThan(3);
    await expect(
      player.getByRole('link', { name: 'Download captions (.srt)' }).isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });

  test('fits a phone: the editor has no horizontal scroll', async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await openPage(browser, PHONE);
    await signInNewAccount(context, 'storyboard-phone');
    await draftScenes(page);
    const screenshot = await page.screenshot({ fullPage: true });
    if (SHOTS) {
      await shot(page, 'storyboard-editor-390');
    }
    const preview = await openPreview(page, 2);
    await expect(preview.getByText(LINES[1]!)).toBeVisible();
    expect(await preview.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    await shot(page, 'storyboard-preview-390', false);
    await closePreview(page, preview);
    // a full-page screenshot is as wide as the page: wider than the phone means sideways scrolling
    expect(screenshot.readUInt32BE(16)).toBe(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await seriousAxeFindings(page)).toEqual([]);
    await context.close();
  });
});
