import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@orato/shared';
import { chromium, expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, openPage } from '../support/browser';
import { buyPlan, PLAN_KEYS } from '../support/credits';
import { signInNewAccount } from '../support/signed-in';

const WAIT = { timeout: 20_000 };
const WORDS = 'Hello, this is my own voice.';
/** Where the journey leaves its screenshots, when asked to (to look at them). */
const SHOTS = process.env.OWN_VOICE_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) {
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }
}

function settledPoll(page: Page): Promise<Response> {
  return page.waitForResponse(
    async (response) => {
      if (!response.url().endsWith('/api/poll-creator')) {
        return false;
      }
      const body = (await response.json().catch(() => ({}))) as { state?: string };
      return body.state === 'COMPLETE' || body.state === 'FAILED';
    },
    { timeout: 90_000 },
  );
}

test.describe('use my voice', () => {
  let dir: string;
  /** A browser whose microphone says a sentence (Chromium's fake capture device, fed a WAV). */
  let speaking: Browser;

  test.beforeAll(async ({ browser }) => {
    dir = await mkdtemp(path.join(tmpdir(), 'orato-own-voice-e2e-'));
    // the server's own voice preview is a real spoken sentence: the "person" at the microphone
    const { context } = await openPage(browser);
    await signInNewAccount(context, 'own-voice-speaker');
    const preview = await context.request.get(
      '/api/photo-avatars/voice-preview?voice=en-us%2Ffemale',
    );
    expect(preview.status()).toBe(200);
    const wav = path.join(dir, 'speaker.wav');
    await writeFile(wav, await preview.body());
    await context.close();
    speaking = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${wav}`,
      ],
    });
  });

  test.afterAll(async () => {
    await speaking?.close();
    await rm(dir, { recursive: true, force: true });
  });

  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    test(`on ${label}: record in the browser, play it back, and a presenter speaks it`, async () => {
      test.setTimeout(150_000);
      const { context, page } = await openPage(speaking, viewport);
      await context.grantPermissions(['microphone']);
      await signInNewAccount(context, `own-voice-${label}`);
      await buyPlan(context.request, PLAN_KEYS.starter);
      await page.goto('/dashboard/ai-avatar');
      await page.getByRole('tab', { name: 'Use my voice' }).click();
      await expect(page.getByRole('heading', { name: 'Your voice' })).toBeVisible(WAIT);
      await expect(page.getByText(MESSAGES.ownVoice.noCaptionsNote)).toBeVisible();

      // Next with nothing recorded says what is missing
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText(MESSAGES.ownVoice.recordingRequired)).toBeVisible();

      await page.getByRole('button', { name: 'Record', exact: true }).click();
      const meter = page.getByRole('meter', { name: 'Microphone level' });
      await expect(meter).toBeVisible(WAIT);
      await expect
        .poll(async () => Number(await meter.getAttribute('aria-valuenow')), WAIT)
        .toBeGreaterThan(0);
      await shot(page, `${label}-recording`);
      await page.waitForTimeout(3_500);
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      const playback = page.getByTestId('own-voice-playback');
      await expect(playback).toBeVisible(WAIT);
      await expect
        .poll(() => playback.evaluate((audio) => (audio as HTMLAudioElement).readyState), WAIT)
        .toBeGreaterThanOrEqual(1);
      await expect(page.getByRole('button', { name: 'Re-take' })).toBeVisible();

      await page.getByLabel('The words you say').fill(WORDS);
      await expect(page.getByText('They become the captions, timed to your voice.')).toBeVisible();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText(MESSAGES.ownVoice.consentRequired)).toBeVisible();
      await page.getByLabel(MESSAGES.ownVoice.consentLabel).check();
      await shot(page, `${label}-recorded`);
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      await expect(page.getByRole('heading', { name: 'AI Avatar' })).toBeVisible(WAIT);
      const choice = page.getByRole('list', { name: 'Avatars' }).getByRole('button').first();
      await choice.click();
      await expect(choice).toHaveAttribute('aria-pressed', 'true', WAIT);
      // the quote is the recording's own length, exactly
      await expect(page.getByText(/\d+ credits?/).first()).toBeVisible(WAIT);
      await shot(page, `${label}-avatar`);

      const settled = settledPoll(page);
      await page.getByRole('button', { name: 'Generate Video', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Generating Your Video' })).toBeVisible(WAIT);
      const final = (await (await settled).json()) as {
        state: string;
        credits_charged?: number;
        duration_seconds?: number;
        error?: string;
      };
      expect(final.error).toBeUndefined();
      expect(final.state).toBe('COMPLETE');
      // about as long as the take (3.5 s of recording, give or take the clicks around it)
      expect(final.duration_seconds).toBeGreaterThan(2.5);
      expect(final.duration_seconds).toBeLessThan(8);
      expect(final.credits_charged).toBe(Math.ceil((final.duration_seconds ?? 0) - 1e-6));
      const video = page.locator('video');
      await expect.poll(() => video.getAttribute('src'), WAIT).toBeTruthy();
      await shot(page, `${label}-video`);
      await context.close();
    });

    test(`on ${label}: a storyboard's presenter scene speaks a recording made in the browser`, async () => {
      test.setTimeout(300_000);
      const { context, page } = await openPage(speaking, viewport);
      await context.grantPermissions(['microphone']);
      await signInNewAccount(context, `own-voice-storyboard-${label}`);
      await buyPlan(context.request, PLAN_KEYS.starter);
      await page.goto('/dashboard/storyboard');
      await page.getByRole('checkbox', { name: 'I have a script' }).check();
      await page.getByLabel('Your script').fill(WORDS);
      await page.getByRole('button', { name: 'Make scenes', exact: true }).click();
      const card = page.locator('[data-scene-index="0"]');
      await expect(card).toBeVisible(WAIT);
      await card.getByText('Presenter', { exact: true }).click();
      await card.getByText(MESSAGES.ownVoice.sceneUseVoice, { exact: true }).click();
      await expect(card.getByText(MESSAGES.ownVoice.recordingRequired)).toBeVisible();

      await card.getByRole('button', { name: 'Record', exact: true }).click();
      const meter = card.getByRole('meter', { name: 'Microphone level' });
      await expect
        .poll(async () => Number(await meter.getAttribute('aria-valuenow')), WAIT)
        .toBeGreaterThan(0);
      await page.waitForTimeout(3_500);
      await card.getByRole('button', { name: 'Stop', exact: true }).click();
      await expect(card.getByTestId('own-voice-playback')).toBeVisible(WAIT);
      await card.getByLabel(MESSAGES.ownVoice.consentLabel).check();
      await card.getByRole('button', { name: 'Use this recording', exact: true }).click();
      await expect(card.getByText(/^Your recording · \d+\.\d s$/)).toBeVisible(WAIT);
      // the words typed as the script stay, as the scene's captions
      await expect(card.getByLabel(MESSAGES.ownVoice.sceneWordsLabel(1))).toHaveValue(WORDS);
      const render = page.getByRole('button', { name: /^Render · \d+ credits$/ });
      await expect(render).toBeEnabled({ timeout: 30_000 });
      await shot(page, `${label}-storyboard-scene`);

      await render.click();
      await expect.poll(() => new URL(page.url()).searchParams.get('id'), WAIT).toBeTruthy();
      const id = new URL(page.url()).searchParams.get('id')!;
      await expect(page.getByRole('button', { name: 'Edit and re-render' })).toBeVisible({
        timeout: 240_000,
      });
      const status = (await (await context.request.get(`/api/storyboard/${id}`)).json()) as {
        state: string;
        duration_seconds: number;
        credits_charged: number;
      };
      expect(status.state).toBe('COMPLETE');
      // as long as the take (3.5 s of recording, give or take the clicks around it), priced by it
      expect(status.duration_seconds).toBeGreaterThan(2.5);
      expect(status.duration_seconds).toBeLessThan(8);
      expect(status.credits_charged).toBeLessThanOrEqual(Math.ceil(status.duration_seconds) + 1);
      await shot(page, `${label}-storyboard-done`);
      await context.close();
    });
  }
});
