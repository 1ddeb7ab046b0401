// An operator's setup: HEYGEN_API_KEY makes the avatar videos (here against a local fake speaking
// HeyGen's v2 wire format). Its avatars fill the grid; a video is made, charged and in the library.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@orato/shared';
import { expect, test, type Page, type Response } from '@playwright/test';
import {
  startFakeHeyGen,
  type FakeHeyGen,
} from '../../apps/server/test/helpers/fake-heygen-server';
import { makeSampleVideo } from '../../apps/server/test/helpers/sample-media';
import { openPage, useServer } from '../support/browser';
import { buyPlan, creditsOf, libraryVideos, PLAN_KEYS } from '../support/credits';
import { eventually, WAIT } from '../support/expect';
import { startJourneyServer, type RunningServer } from '../support/server';
import { signInNewAccount } from '../support/signed-in';

const KEY = 'heygen-journey-key';
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

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

test.describe('avatar videos made by HeyGen (HEYGEN_API_KEY)', () => {
  let server: RunningServer;
  let fake: FakeHeyGen;
  let workDir: string;
  let restore: () => void;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-e2e-heygen-'));
    const videoPath = path.join(workDir, 'clip.mp4');
    await makeSampleVideo(videoPath, 3);
    fake = await startFakeHeyGen({ apiKey: KEY, videoPath });
    server = await startJourneyServer({
      HEYGEN_API_KEY: KEY,
      HEYGEN_API_BASE: fake.url,
      HEYGEN_POLL_SECONDS: '1',
    });
    restore = useServer(server.baseUrl);
  });
  test.afterAll(async () => {
    restore?.();
    await server?.stop();
    await fake?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px: HeyGen's avatars in the grid → a video, charged and in the library`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const { context, page } = await openPage(browser, viewport);
      await signInNewAccount(context, `heygen-${viewport.name}`);
      await buyPlan(context.request, PLAN_KEYS.starter);
      const before = await creditsOf(context.request);

      const idea = `Our new opening hours ${viewport.name} ${Date.now()}`;
      await page.goto('/dashboard/ai-avatar');
      const ideaField = page.getByRole('textbox', { name: 'Your idea' });
      await expect(ideaField).toBeVisible(WAIT);
      await ideaField.fill(idea);
      await ideaField.press('Enter');
      await expect(page.getByRole('region', { name: 'Generated script' })).toBeVisible(WAIT);

      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText(MESSAGES.avatar.chooseAvatar)).toBeVisible(WAIT);
      // the grid holds HeyGen's two avatars, not the offline engine's presenters
      const avatars = page.getByRole('list', { name: 'Avatars' }).getByRole('button');
      await expect(avatars).toHaveCount(2, WAIT);
      const names = (await avatars.allInnerTexts()).map((text) => text.trim()).join(' | ');
      expect(names).toContain('Angela-inTshirt-20220820');
      expect(names).toContain('Tyler-incasualsuit-20220721');
      const choice = avatars.filter({ hasText: 'Tyler-incasualsuit-20220721' });
      await choice.click();
      await expect(choice).toHaveAttribute('aria-pressed', 'true', WAIT);

      const settled = settledPoll(page);
      await page.getByRole('button', { name: 'Generate Video', exact: true }).click();
      const final = (await (await settled).json()) as {
        state: string;
        credits_charged?: number;
        error?: string;
      };
      expect(final.error).toBeUndefined();
      expect(final.state).toBe('COMPLETE');
      const charged = final.credits_charged ?? 0;
      expect(charged).toBeGreaterThan(0);
      // HeyGen got one scene of that avatar
      expect(JSON.stringify(fake.state.generated.at(-1))).toContain('Tyler-incasualsuit-20220721');

      const video = page.locator('video');
      await eventually(() => video.getAttribute('src')).toBeTruthy();
      await expect(page.getByText(MESSAGES.avatar.saved)).toBeVisible(WAIT);

      const saved = await libraryVideos(context.request, 'ai-avatar');
      expect(saved.some((item) => item.topic === idea)).toBe(true);
      expect(await creditsOf(context.request)).toBe(before - charged);
      await context.close();
    });
  }
});
