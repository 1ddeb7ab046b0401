import { MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { atPath } from '../support/browser';
import { openSeededSession } from '../support/seeded-session';
import { eventually, WAIT } from '../support/expect';

const SOURCE_PROMPT = 'A lighthouse on a cliff';
const EDIT_PROMPT = 'make it black and white';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Set to a folder to keep screenshots of the menu and the preselected input for review. */
const SHOTS = process.env.REUSE_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
}

async function openUseIn(page: Page) {
  await page.goto('/dashboard/library');
  await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
  const useIn = page.getByRole('button', { name: `Use ${SOURCE_PROMPT} in…`, exact: true });
  await expect(useIn).toHaveCount(1, WAIT);
  await useIn.click();
  const menu = page.getByRole('menu', { name: 'Use in…' });
  await expect(menu).toBeVisible(WAIT);
  return menu;
}

test.describe('Library images used in other tools', () => {
  test('takes a Library image into Nano Banana as its input, without re-uploading, and makes an image', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page, seed } = await openSeededSession(browser, {
      label: 'reuse',
      plans: ['starter'],
      viewport: DESKTOP,
    });
    await seed.image(SOURCE_PROMPT);

    const menu = await openUseIn(page);
    await shot(page, 'use-in-menu-1440');
    // no file leaves the browser: the page asks the server to copy the Library file
    const uploadsSent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/upload') {
        uploadsSent.push(request.url());
      }
    });
    await menu.getByRole('menuitem', { name: 'Nano Banana', exact: true }).click();

    await expect(page).toHaveURL(atPath('/dashboard/nano-banana'), WAIT);
    await expect(page.getByLabel('Mode', { exact: true })).toHaveValue('single', WAIT);
    const inputs = page.getByRole('list', { name: 'Uploaded images' }).getByRole('listitem');
    await expect(inputs).toHaveCount(1, WAIT);
    await expect(page.locator('.Toastify').getByText(MESSAGES.uploads.fromLibrary)).toBeVisible(
      WAIT,
    );
    await shot(page, 'nano-banana-from-library-1440');

    await page.getByLabel('Prompt', { exact: true }).fill(EDIT_PROMPT);
    const generate = page.getByRole('button', { name: 'Generate Magic', exact: true });
    await expect(generate).toBeEnabled(WAIT);
    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/google-nano-banana',
    );
    await generate.click();
    const body = (await sent).postDataJSON() as { image_urls: string[] };
    expect(body.image_urls).toHaveLength(1);
    expect(body.image_urls[0]).toMatch(/\/api\/media\/users\/[0-9a-f-]+\/uploads\//);
    await expect(page.getByRole('img', { name: `Generated image: ${EDIT_PROMPT}` })).toBeVisible(
      WAIT,
    );
    expect(uploadsSent).toEqual([]);

    // a reload does not take the image again
    await page.reload();
    await page.getByLabel('Mode', { exact: true }).waitFor();
    await expect(page.getByRole('list', { name: 'Uploaded images' })).toHaveCount(0, WAIT);
    expect(await page.getByLabel('Mode', { exact: true }).inputValue()).toBe('text');

    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await openUseIn(phone);
    await shot(phone, 'use-in-menu-390');
    await phone.getByRole('menuitem', { name: 'Nano Banana', exact: true }).click();
    await expect(
      phone.getByRole('list', { name: 'Uploaded images' }).getByRole('listitem'),
    ).toHaveCount(1, WAIT);
    await shot(phone, 'nano-banana-from-library-390');
    await context.close();
  });

  test('takes a Library image into VEO as the start frame and makes the clip from it', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // a clip (120) after the image (2)
    const { context, page, seed } = await openSeededSession(browser, {
      label: 'reuse-veo',
      plans: ['standard', 'starter'],
      viewport: DESKTOP,
    });
    await seed.image(SOURCE_PROMPT);

    const menu = await openUseIn(page);
    await menu.getByRole('menuitem', { name: 'VEO', exact: true }).click();
    await expect(page).toHaveURL(atPath('/dashboard/veo-generator'), WAIT);
    await expect(page.getByText('The clip begins from this image.')).toBeVisible(WAIT);
    await shot(page, 'veo-start-frame-1440');

    await page
      .getByRole('textbox', { name: 'Prompt', exact: true })
      .fill('The lighthouse beam sweeps the sea');
    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/generate-veo-video',
    );
    const settled = page.waitForResponse(
      async (response) => {
        if (!response.url().endsWith('/api/get-video-status')) {
          return false;
        }
        const status = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        return !!status.url || !!status.error;
      },
      { timeout: 120_000 },
    );
    await page.getByRole('button', { name: 'Generate Video', exact: true }).click();
    const body = (await sent).postDataJSON() as { start_image_url?: string };
    expect(body.start_image_url).toMatch(/\/api\/media\/users\/[0-9a-f-]+\/uploads\//);
    const final = (await (await settled).json()) as { url?: string; error?: string };
    expect(final.error).toBeUndefined();
    await eventually(() => page.locator('video').getAttribute('src')).toBe(final.url);

    // the frame can be removed before generating
    await page.setViewportSize(PHONE);
    const again = await openUseIn(page);
    await again.getByRole('menuitem', { name: 'VEO', exact: true }).click();
    await expect(page.getByText('The clip begins from this image.')).toBeVisible(WAIT);
    await shot(page, 'veo-start-frame-390');
    await page.getByRole('button', { name: 'Remove start frame', exact: true }).click();
    expect(await page.getByText('Start frame', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
