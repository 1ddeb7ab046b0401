// A self-hoster's setup: the script writer and the avatars' voice come from an OpenAI-compatible
// server (here a local fake speaking OpenAI's wire format), set by environment variables only.
import { MESSAGES, PRODUCT } from '@orato/shared';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAi } from '../../test-support/fake-openai-server';
import { createVerifiedAccount, uniqueEmail } from '../support/accounts';
import { newContext, VIEWPORTS } from '../support/browser';
import { makePng } from '../support/png';
import { startJourneyServer, type RunningServer } from '../support/server';
import { eventually, WAIT } from '../support/expect';

const KEY = 'sk-journey-local';

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

/** The TEST MODE checkout, paid the way its Pay button does. */
async function buyStarter(request: APIRequestContext, site: string) {
  const created = await request.post('/api/create-checkout-session', {
    data: { lookup_key: `${PRODUCT.slug}-starter` },
    headers: { Origin: site },
  });
  const { url } = (await created.json()) as { url: string };
  const paid = await request.post(`${new URL(url, site).pathname}/pay`, {
    headers: { Origin: site, 'Sec-Fetch-Site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

test.describe('an avatar video voiced by an OpenAI-compatible /v1/audio/speech', () => {
  let server: RunningServer;
  let fake: FakeOpenAi;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    fake = await startFakeOpenAi({ apiKey: KEY, png: makePng(8, 8, [200, 100, 50]) });
    server = await startJourneyServer({
      OPENAI_BASE_URL: `${fake.url}/v1`,
      OPENAI_API_KEY: KEY,
      SCRIPT_PROVIDER: 'openai-compatible',
      SCRIPT_MODEL: 'llama3.2',
      VOICE_PROVIDER: 'openai-compatible',
      TTS_MODEL: 'tts-1',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test('idea → script from the chat model → avatar → a video whose voice the speech endpoint made', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const site = server.baseUrl;
    const account = { email: uniqueEmail('openai'), password: 'correct-horse-battery-9' };
    await createVerifiedAccount(site, account.email, account.password);
    const context = await newContext(browser, { baseURL: site, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const login = await context.request.post('/api/login', {
      data: account,
      headers: { Origin: site },
    });
    expect(login.ok()).toBe(true);
    await buyStarter(context.request, site);

    const idea = `Opening hours of our repair cafe ${Date.now()}`;
    await page.goto('/dashboard/ai-avatar');
    const ideaField = page.getByRole('textbox', { name: 'Your idea' });
    await expect(ideaField).toBeVisible(WAIT);
    await ideaField.fill(idea);
    await ideaField.press('Enter');
    const script = page.getByRole('region', { name: 'Generated script' });
    await expect(script).toBeVisible(WAIT);
    const scriptText = (await script.innerText()).trim();
    // the fake's chat model writes around the idea: the script came from /v1/chat/completions
    expect(scriptText).toContain(idea);

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(MESSAGES.avatar.chooseAvatar)).toBeVisible(WAIT);
    const choice = page.getByRole('list', { name: 'Avatars' }).getByRole('button').first();
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true', WAIT);

    const settled = settledPoll(page);
    await page.getByRole('button', { name: 'Generate Video', exact: true }).click();
    const final = (await (await settled).json()) as { state: string; error?: string };
    expect(final.error).toBeUndefined();
    expect(final.state).toBe('COMPLETE');
    const video = page.locator('video');
    await eventually(
      () => video.evaluate((element) => (element as HTMLVideoElement).readyState),
      30_000,
    ).toBeGreaterThanOrEqual(1);
    expect(
      await video.evaluate((element) => (element as HTMLVideoElement).duration),
    ).toBeGreaterThan(2);

    // the voice: the script itself, spoken by the speech endpoint as WAV, with the configured model
    const spoken = fake
      .calls('/v1/audio/speech')
      .map((call) => call.body as { model: string; input: string; response_format: string });
    expect(spoken).toContainEqual(
      expect.objectContaining({
        model: 'tts-1',
        input: scriptText.replace(/\s+/g, ' '),
        response_format: 'wav',
      }),
    );
    expect(
      fake
        .calls('/v1/audio/speech')
        .every((call) => call.headers.authorization === `Bearer ${KEY}`),
    ).toBe(true);
    await context.close();
  });
});
