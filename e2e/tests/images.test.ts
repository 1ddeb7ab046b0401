import { MESSAGES } from '@orato/shared';
import { expect, test, type Page } from '@playwright/test';
import { openPage, serverUrl, VIEWPORTS } from '../support/browser';
import { mediaSeeder } from '../support/media-seed';
import { makePng } from '../support/png';
import { signInNewAccount } from '../support/signed-in';
import { eventually, RENDER_JOURNEY_MS, WAIT, watchPage } from '../support/expect';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const png = (name: string, color: readonly [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(48, 48, color),
});
const RED = png('red.png', [220, 40, 40]);
const BLUE = png('blue.png', [40, 90, 220]);
const GREEN = png('green.png', [40, 200, 90]);
const YELLOW = png('yellow.png', [230, 210, 40]);

const credits = (page: Page, count: number) => page.getByText(`Credits: ${count}`, { exact: true });
const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true });

async function chooseMode(page: Page, label: string) {
  await page.getByLabel('Mode', { exact: true }).selectOption({ label });
}

/** Generates and waits for the result panel to show the image for `prompt`. */
async function generate(page: Page, prompt: string) {
  await page.getByLabel('Prompt', { exact: true }).fill(prompt);
  const button = page.getByRole('button', { name: 'Generate Magic', exact: true });
  await expect(button).toBeEnabled(WAIT);
  await button.click();
  await expect(page.getByRole('img', { name: `Generated image: ${prompt}` })).toBeVisible(WAIT);
  await expect(page.getByText(MESSAGES.nanoBanana.statusComplete)).toBeVisible(WAIT);
}

test.describe('nano banana', () => {
  test('makes an image in each of the three modes, 2 credits each, and lists them in the Library', async ({
    browser,
  }) => {
    test.setTimeout(RENDER_JOURNEY_MS);
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'images');
    await mediaSeeder(context.request, serverUrl()).buyPlan('starter');

    await page.goto('/dashboard/nano-banana');
    await expect(credits(page, 60)).toBeVisible(WAIT);
    const generateButton = page.getByRole('button', { name: 'Generate Magic', exact: true });
    const prompt = page.getByLabel('Prompt', { exact: true });
    const fileInput = page.locator('input[type="file"]');

    // Text to Image: no upload area; a blank or over-long prompt cannot be sent
    expect(await page.getByLabel('Mode', { exact: true }).inputValue()).toBe('text');
    expect(await fileInput.count()).toBe(0);
    expect(await generateButton.isDisabled()).toBe(true);
    await prompt.fill('x'.repeat(1001));
    await expect(page.getByText(MESSAGES.nanoBanana.promptTooLong)).toBeVisible(WAIT);
    expect(await page.getByText('1001/1000', { exact: true }).isVisible()).toBe(true);
    expect(await generateButton.isDisabled()).toBe(true);
    await prompt.fill('   ');
    expect(await generateButton.isDisabled()).toBe(true);
    await prompt.fill('A lighthouse at dusk');
    expect(await page.getByText('20/1000', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(MESSAGES.nanoBanana.promptTooLong).count()).toBe(0);
    expect(await page.getByText('No image generated yet', { exact: true }).isVisible()).toBe(true);

    // the simulated progress: held back for a moment so its steps can be watched
    await page.route('**/api/google-nano-banana', async (route) => {
      await sleep(2_500);
      await route.continue();
    });
    const { statusStarting, statusProcessing, statusComplete } = MESSAGES.nanoBanana;
    const progressLabel = 'Image generation progress';
    const watched = await watchPage(page, {
      texts: [statusStarting, statusProcessing, statusComplete],
      attribute: { selector: `[aria-label="${progressLabel}"]`, name: 'aria-valuenow' },
    });
    await generateButton.click();
    const bar = page.getByRole('progressbar', { name: progressLabel });
    expect(await generateButton.isDisabled()).toBe(true);
    await eventually(async () => (await watched()).texts).toEqual([
      statusStarting,
      statusProcessing,
      statusComplete,
    ]);
    // +10 every 0.8 s while the answer is held back, then 100 when it comes
    const values = (await watched()).values.map(Number);
    expect(values[0]).toBe(0);
    expect(values.some((value) => value > 10 && value < 100)).toBe(true);
    expect(values.at(-1)).toBe(100);
    await expect(toast(page, MESSAGES.nanoBanana.generationSuccess)).toBeVisible(WAIT);
    const first = page.getByRole('img', { name: 'Generated image: A lighthouse at dusk' });
    await eventually(() =>
      first.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    const download = page.getByRole('link', { name: 'Download', exact: true });
    expect(await download.getAttribute('download')).not.toBeNull();
    expect(await download.getAttribute('href')).toContain('/api/media/');
    // 100 %, then the bar is cleared 2 s later
    await expect(bar).toHaveCount(0, WAIT);
    await expect(credits(page, 58)).toBeVisible(WAIT);
    await page.unroute('**/api/google-nano-banana');

    // Single Image + Prompt: one image only
    await chooseMode(page, 'Single Image + Prompt');
    expect(await fileInput.getAttribute('multiple')).toBeNull();
    expect(await fileInput.getAttribute('accept')).toContain('image/png');
    await prompt.fill('Make it black and white');
    expect(await generateButton.isDisabled()).toBe(true);
    await fileInput.setInputFiles(RED);
    await expect(page.getByTestId('upload-counter').getByText('1/1')).toBeVisible(WAIT);
    await expect(toast(page, MESSAGES.nanoBanana.uploadSuccess)).toBeVisible(WAIT);
    await fileInput.setInputFiles(BLUE);
    await expect(toast(page, MESSAGES.nanoBanana.singleModeOneImage)).toBeVisible(WAIT);
    expect(
      await page.getByRole('list', { name: 'Uploaded images' }).getByRole('listitem').count(),
    ).toBe(1);
    await generate(page, 'Make it black and white, square crop');
    await expect(page.getByText(/^Applied: .*black and white/)).toBeVisible(WAIT);
    await expect(credits(page, 56)).toBeVisible(WAIT);

    // Multiple Images + Prompt: changing the mode clears the uploads; at most 4
    await chooseMode(page, 'Multiple Images + Prompt');
    await expect(page.getByTestId('upload-counter').getByText('0/4')).toBeVisible(WAIT);
    expect(await fileInput.getAttribute('multiple')).not.toBeNull();
    await fileInput.setInputFiles([RED, BLUE, GREEN]);
    await expect(page.getByTestId('upload-counter').getByText('3/4')).toBeVisible(WAIT);
    // two more than three: the first is kept, the message says why the other is not
    await fileInput.setInputFiles([YELLOW, RED]);
    await expect(toast(page, MESSAGES.nanoBanana.multiModeMax)).toBeVisible(WAIT);
    await expect(page.getByTestId('upload-counter').getByText('4/4')).toBeVisible(WAIT);
    await page.getByRole('button', { name: 'Remove image 4', exact: true }).click();
    await page.getByRole('button', { name: 'Remove image 3', exact: true }).click();
    await expect(page.getByTestId('upload-counter').getByText('2/4')).toBeVisible(WAIT);
    await generate(page, 'Blend these into one picture');
    await expect(credits(page, 54)).toBeVisible(WAIT);

    // a file that is not really an image: the server's own words
    await fileInput.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await expect(
      page.locator('.Toastify').getByText('fake.png is not a PNG, JPEG or WebP image'),
    ).toBeVisible(WAIT);
    await expect(page.getByTestId('upload-counter').getByText('2/4')).toBeVisible(WAIT);

    // Clear All empties the form and the results
    await page.getByRole('button', { name: 'Clear All', exact: true }).click();
    expect(await prompt.inputValue()).toBe('');
    await expect(page.getByTestId('upload-counter').getByText('0/4')).toBeVisible(WAIT);
    expect(await page.getByText('No image generated yet', { exact: true }).isVisible()).toBe(true);

    // all three are in the Library's AI Images tab, newest first
    await page.getByRole('link', { name: 'Library', exact: true }).click();
    await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
    const tiles = page.locator('li[data-image-id]');
    await expect(tiles).toHaveCount(3, WAIT);
    for (const text of [
      'Blend these into one picture',
      'Make it black and white, square crop',
      'A lighthouse at dusk',
    ]) {
      expect(await page.getByRole('button', { name: `Open ${text}`, exact: true }).count()).toBe(1);
    }
    await expect(credits(page, 54)).toBeVisible(WAIT);
    await context.close();
  });

  test('tells why a generation failed: credits, the server, an unexpected answer', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, VIEWPORTS.phone);
    await signInNewAccount(context, 'images-fail');

    await page.goto('/dashboard/nano-banana');
    await expect(credits(page, 0)).toBeVisible(WAIT);
    const prompt = page.getByLabel('Prompt', { exact: true });
    const generateButton = page.getByRole('button', { name: 'Generate Magic', exact: true });
    await prompt.fill('A cat in a hat');

    // a new user has no credits: the real server refuses
    await generateButton.click();
    await expect(toast(page, MESSAGES.nanoBanana.notEnoughCredits)).toBeVisible(WAIT);
    await expect(page.getByText(MESSAGES.nanoBanana.statusFailed)).toBeVisible(WAIT);
    await expect(page.getByText(MESSAGES.nanoBanana.statusFailed)).toHaveCount(0, WAIT);

    await page.route('**/api/google-nano-banana', (route) =>
      route.fulfill({
        status: 503,
        json: { error: 'The image engine is busy.', code: 'UNAVAILABLE' },
      }),
    );
    await generateButton.click();
    await expect(toast(page, 'The image engine is busy.')).toBeVisible(WAIT);
    await page.unroute('**/api/google-nano-banana');

    await page.route('**/api/google-nano-banana', (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await generateButton.click();
    await expect(toast(page, MESSAGES.nanoBanana.unexpectedFormat)).toBeVisible(WAIT);
    await page.unroute('**/api/google-nano-banana');

    await page.route('**/api/google-nano-banana', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await generateButton.click();
    await expect(toast(page, MESSAGES.nanoBanana.generationFailed)).toBeVisible(WAIT);
    await page.unroute('**/api/google-nano-banana');

    // a generated image that does not load shows the placeholder
    await page.route('**/api/google-nano-banana', (route) =>
      route.fulfill({
        status: 200,
        json: {
          image_url: '/api/media/missing.png',
          generated_images: ['/api/media/missing.png'],
          message: 'Image generated successfully and saved in library!',
        },
      }),
    );
    await generateButton.click();
    const image = page.getByRole('img', { name: 'Generated image: A cat in a hat' });
    await expect(image).toHaveAttribute('data-broken', 'true', WAIT);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await context.close();
  });
});
