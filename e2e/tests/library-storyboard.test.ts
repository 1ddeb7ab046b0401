import { expect, test, type Page } from '@playwright/test';
import { openSeededSession } from '../support/seeded-session';
import { eventually, WAIT } from '../support/expect';

const IMAGE_PROMPT = 'A lighthouse on a cliff';
const CLIP_PROMPT = 'Waves breaking on dark rocks';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Set to a folder to keep screenshots of the menus and the new scene for review. */
const SHOTS = process.env.REUSE_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
}

/** Opens "Use in…" on the Library item `label` of `tab` and picks Storyboard. */
async function useInStoryboard(page: Page, tab: string, label: string, shotName: string) {
  await page.goto('/dashboard/library');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const useIn = page.getByRole('button', { name: `Use ${label} in…`, exact: true });
  await expect(useIn).toHaveCount(1, WAIT);
  await useIn.click();
  const menu = page.getByRole('menu', { name: 'Use in…' });
  await menu.waitFor();
  await shot(page, shotName);
  await menu.getByRole('menuitem', { name: 'Storyboard', exact: true }).click();
}

/** The storyboard page with one scene, its line empty and focused, the link gone from the URL. */
async function expectNewScene(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/storyboard$/, WAIT);
  const line = page.getByRole('textbox', { name: 'Scene 1 line' });
  await line.waitFor();
  expect(await page.getByRole('textbox', { name: /^Scene \d+ line$/ }).count()).toBe(1);
  expect(await line.inputValue()).toBe('');
  await eventually(() => line.evaluate((field) => field === document.activeElement)).toBe(true);
}

test.describe('Library items used in the Storyboard', () => {
  test('starts a storyboard with a Library image as a still and a VEO clip as a shot', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { context, page, seed } = await openSeededSession(browser, {
      label: 'reuse-storyboard',
      plans: ['standard', 'starter'],
      viewport: DESKTOP,
    });
    await seed.image(IMAGE_PROMPT);
    await seed.veoVideo(CLIP_PROMPT);

    await useInStoryboard(page, 'AI Images', IMAGE_PROMPT, 'storyboard-use-in-image-1280');
    await expectNewScene(page);
    await page.getByRole('textbox', { name: 'Scene 1 line' }).fill('Where it all started.');
    await shot(page, 'storyboard-still-from-library-1280');
    // a reload does not add the scene again: the page opens on the idea form
    await page.reload();
    await page.getByLabel('Your idea').waitFor();

    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await useInStoryboard(phone, 'VEO Videos', CLIP_PROMPT, 'storyboard-use-in-clip-390');
    await expectNewScene(phone);
    await shot(phone, 'storyboard-shot-from-library-390');
    await useInStoryboard(phone, 'AI Images', IMAGE_PROMPT, 'storyboard-use-in-image-390');
    await expectNewScene(phone);
    await context.close();
  });
});
