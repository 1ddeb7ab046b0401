import { MESSAGES } from '@orato/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser';
import { mediaSeeder } from '../support/media-seed';
import { makePng } from '../support/png';
import { signInNewAccount } from '../support/signed-in';

/** `expect.poll` with room for lazy chunks and API calls on a busy machine. */
const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 15_000 });
const isVisible = (locator: Locator) => () => locator.isVisible();
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
  await eventually(() => button.isEnabled()).toBe(true);
  await button.click();
  await eventually(isVisible(page.getByRole('img', { name: `Generated image: ${prompt}` }))).toBe(
    true,
  );
  await eventually(isVisible(page.getByText(MESSAGES.nanoBanana.statusComplete))).toBe(true);
}

describe('nano banana', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('makes an image in each of the three modes, 2 credits each, and lists them in the Library', async () => {
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'images');
    await mediaSeeder(context.request, inject('baseUrl')).buyPlan('starter');

    await page.goto('/dashboard/nano-banana');
    await eventually(isVisible(credits(page, 60))).toBe(true);
    const generateButton = page.getByRole('button', { name: 'Generate Magic', exact: true });
    const prompt = page.getByLabel('Prompt', { exact: true });
    const fileInput = page.locator('input[type="file"]');

    // Text to Image: no upload area; a blank or over-long prompt cannot be sent
    expect(await page.getByLabel('Mode', { exact: true }).inputValue()).toBe('text');
    expect(await fileInput.count()).toBe(0);
    expect(await generateButton.isDisabled()).toBe(true);
    await prompt.fill('x'.repeat(1001));
    await eventually(isVisible(page.getByText(MESSAGES.nanoBanana.promptTooLong))).toBe(true);
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
    await generateButton.click();
    const bar = page.getByRole('progressbar', { name: 'Image generation progress' });
    await eventually(isVisible(page.getByText(MESSAGES.nanoBanana.statusStarting))).toBe(true);
    expect(await generateButton.isDisabled()).toBe(true);
    await eventually(isVisible(page.getByText(MESSAGES.nanoBanana.statusProcessing))).toBe(true);
    await eventually(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(
      10,
    );
    await eventually(isVisible(page.getByText(MESSAGES.nanoBanana.statusComplete))).toBe(true);
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await eventually(isVisible(toast(page, MESSAGES.nanoBanana.generationSuccess))).toBe(true);
    const first = page.getByRole('img', { name: 'Generated image: A lighthouse at dusk' });
    await eventually(() =>
      first.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    const download = page.getByRole('link', { name: 'Download', exact: true });
    expect(await download.getAttribute('download')).not.toBeNull();
    expect(await download.getAttribute('href')).toContain('/api/media/');
    // 100 %, then the bar is cleared 2 s later
    await eventually(() => bar.count()).toBe(0);
    await eventually(isVisible(credits(page, 58))).toBe(true);
    await page.unroute('**/api/google-nano-banana');

    // Single Image + Prompt: one image only
    await chooseMode(page, 'Single Image + Prompt');
    expect(await fileInput.getAttribute('multiple')).toBeNull();
    expect(await fileInput.getAttribute('accept')).toContain('image/png');
    await prompt.fill('Make it black and white');
    expect(await generateButton.isDisabled()).toBe(true);
    await fileInput.setInputFiles(RED);
    await eventually(isVisible(page.getByTestId('upload-counter').getByText('1/1'))).toBe(true);
    await eventually(isVisible(toast(page, MESSAGES.nanoBanana.uploadSuccess))).toBe(true);
    await fileInput.setInputFiles(BLUE);
    await eventually(isVisible(toast(page, MESSAGES.nanoBanana.singleModeOneImage))).toBe(true);
    expect(
      await page.getByRole('list', { name: 'Uploaded images' }).getByRole('listitem').count(),
    ).toBe(1);
    await generate(page, 'Make it black and white, square crop');
    await eventually(isVisible(page.getByText(/^Applied: .*black and white/))).toBe(true);
    await eventually(isVisible(credits(page, 56))).toBe(true);

    // Multiple Images + Prompt: changing the mode clears the uploads; at most 4
    await chooseMode(page, 'Multiple Images + Prompt');
    await eventually(isVisible(page.getByTestId('upload-counter').getByText('0/4'))).toBe(true);
    expect(await fileInput.getAttribute('multiple')).not.toBeNull();
    await fileInput.setInputFiles([RED, BLUE, GREEN]);
    await eventually(isVisible(page.getByTestId('upload-counter').getByText('3/4'))).toBe(true);
    await fileInput.setInputFiles([YELLOW, RED]);
    await eventually(isVisible(toast(page, MESSAGES.nanoBanana.multiModeMax))).toBe(true);
    await page.getByRole('button', { name: 'Remove image 3', exact: true }).click();
    await eventually(isVisible(page.getByTestId('upload-counter').getByText('2/4'))).toBe(true);
    await generate(page, 'Blend these into one picture');
    await eventually(isVisible(credits(page, 54))).toBe(true);

    // a file that is not really an image: the server's own words
    await fileInput.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await eventually(
      isVisible(page.locator('.Toastify').getByText('fake.png is not a PNG, JPEG or WebP image')),
    ).toBe(true);
    await eventually(isVisible(page.getByTestId('upload-counter').getByText('2/4'))).toBe(true);

    // Clear All empties the form and the results
    await page.getByRole('button', { name: 'Clear All', exact: true }).click();
    expect(await prompt.inputValue()).toBe('');
    await eventually(isVisible(page.getByTestId('upload-counter').getByText('0/4'))).toBe(true);
    expect(await page.getByText('No image generated yet', { exact: true }).isVisible()).toBe(true);

    // all three are in the Library's AI Images tab, newest first
    await page.getByRole('link', { name: 'Library', exact: true }).click();
    await page.getByRole('tab', { name: 'AI Images', exact: true }).click();
    const tiles = page.locator('li[data-image-id]');
    await eventually(() => tiles.count()).toBe(3);
    for (const text of [
      'Blend these into one picture',
      'Make it black and white, square crop',
      'A lighthouse at dusk',
    ]) {
      expect(await page.getByRole('button', { name: `Open ${text}`, exact: true }).count()).toBe(1);
    }
    await eventually(isVisible(credits(page, 54))).toBe(true);
    await context.close();
  });

  it('tells why a generation failed: credits, the server, an unexpected answer', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.phone);
    await signInNewAccount(context, 'images-fail');

    await page.goto('/dashboard/nano-banana');
    await eventually(isVisible(credits(page, 0))).toBe(true);
    const prompt = page.getByLabel('Prompt', { exact: true });
    const generateButton = page.getByRole('button', { name: 'Generate Magic', exact: true });
    await prompt.fill('A cat in a hat');

    // a new user has no credits: the real server refuses
    await generateButton.click();
    await eventually(isVisible(toast(page, MESSAGES.nanoBanana.notEnoughCredits))).toBe(true);
    await eventually(isVisible(page.getByText(MESSAGES.nanoBanana.statusFailed))).toBe(true);
    await eventually(() => page.getByText(MESSAGES.nanoBanana.statusFailed).count()).toBe(0);

    await page.route('**/api/google-nano-banana', (route) =>
      route.fulfill({
        status: 503,
        json: { error: 'The image engine is busy.', code: 'UNAVAILABLE' },
      }),
    );
    await generateButton.click();
    await eventually(isVisible(toast(page, 'The image engine is busy.'))).toBe(true);
    await page.unroute('**/api/google-nano-banana');

    await page.route('**/api/google-nano-banana', (route) =>
      route.fulfill({ status: 200, json: { ok: true } }),
    );
    await generateButton.click();
    await eventually(isVisible(toast(page, MESSAGES.nanoBanana.unexpectedFormat))).toBe(true);
    await page.unroute('**/api/google-nano-banana');

    await page.route('**/api/google-nano-banana', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await generateButton.click();
    await eventually(isVisible(toast(page, MESSAGES.nanoBanana.generationFailed))).toBe(true);
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
    await eventually(() => image.getAttribute('data-broken')).toBe('true');
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await context.close();
  });
});
