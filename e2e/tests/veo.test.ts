import { LIMITS, MESSAGES } from '@orato/shared';
import { expect, test, type Page, type Response } from '@playwright/test';
import { openPage, VIEWPORTS } from '../support/browser';
import { buyPlan, creditsOf, libraryVideos, PLAN_KEYS } from '../support/credits';
import { signInNewAccount } from '../support/signed-in';
import { eventually, RENDER_JOURNEY_MS, WAIT } from '../support/expect';

/** Resolves with the first status check that carries a URL or an error. */
function settledStatus(page: Page): Promise<Response> {
  return page.waitForResponse(
    async (response) => {
      if (!response.url().endsWith('/api/get-video-status')) {
        return false;
      }
      const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      return !!body.url || !!body.error;
    },
    { timeout: 90_000 },
  );
}

test.describe('VEO generator', () => {
  test('prompt → spinner → a playable clip, 120 credits spent, in the library; Clear All resets', async ({
    browser,
  }) => {
    test.setTimeout(RENDER_JOURNEY_MS);
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'veo');
    await buyPlan(context.request, PLAN_KEYS.standardMonthly);
    const before = await creditsOf(context.request);
    expect(before).toBe(120);

    await page.goto('/dashboard/veo-generator');
    await expect(page.getByText(MESSAGES.veo.emptyPreview)).toBeVisible(WAIT);
    expect(await page.getByText('0 / 750 words', { exact: true }).isVisible()).toBe(true);

    const prompt = `A paper boat drifting down a rainy city street ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill(prompt);
    await page.getByRole('textbox', { name: 'Negative prompt' }).fill('blur, text');
    await expect(page.getByText('10 / 750 words', { exact: true })).toBeVisible(WAIT);

    const settled = settledStatus(page);
    const generate = page.getByRole('button', { name: 'Generate Video', exact: true });
    await generate.click();
    await expect(page.getByText(MESSAGES.veo.generating, { exact: true })).toBeVisible(WAIT);
    expect(await page.getByText(MESSAGES.veo.pleaseWait).isVisible()).toBe(true);
    expect(await generate.isDisabled()).toBe(true);

    const final = (await (await settled).json()) as { url?: string; error?: string };
    expect(final.error).toBeUndefined();
    expect(final.url).toBeTruthy();

    const video = page.locator('video');
    await eventually(() => video.getAttribute('src')).toBe(final.url);
    await eventually(
      () => video.evaluate((element) => (element as HTMLVideoElement).readyState),
      30_000,
    ).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element) => (element as HTMLVideoElement).duration)).toBeCloseTo(
      8,
      0,
    );
    await expect(page.getByText(MESSAGES.veo.completed, { exact: true })).toBeVisible(WAIT);
    await expect(page.getByText(MESSAGES.veo.saved)).toBeVisible(WAIT);
    expect(await generate.isDisabled()).toBe(false);
    await expect(page.getByText('Credits: 0', { exact: true })).toBeVisible(WAIT);
    expect(await creditsOf(context.request)).toBe(before - 120);

    const saved = await libraryVideos(context.request, 'veo3-videos');
    expect(saved.some((item) => item.topic === prompt)).toBe(true);

    await page.getByRole('button', { name: 'Clear All', exact: true }).click();
    await expect(page.getByText(MESSAGES.veo.emptyPreview)).toBeVisible(WAIT);
    expect(await page.getByRole('textbox', { name: 'Prompt', exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Negative prompt' }).inputValue()).toBe('');
    expect(await page.getByText(MESSAGES.veo.completed, { exact: true }).count()).toBe(0);
    expect(await video.count()).toBe(0);
    await context.close();
  });

  test('requires a prompt, caps it at 750 words, and offers credits when there are none', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, VIEWPORTS.phone);
    await signInNewAccount(context, 'veo-empty');

    await page.goto('/dashboard/veo-generator');
    const generate = page.getByRole('button', { name: 'Generate Video', exact: true });
    await expect(generate).toBeVisible(WAIT);
    await generate.click();
    await expect(page.getByText(MESSAGES.veo.promptRequired)).toBeVisible(WAIT);

    const field = page.getByRole('textbox', { name: 'Prompt', exact: true });
    await field.fill(Array.from({ length: LIMITS.veoPromptMaxWords + 1 }, () => 'word').join(' '));
    await expect(page.getByText('751 / 750 words', { exact: true })).toBeVisible(WAIT);
    await generate.click();
    await expect(page.getByText(MESSAGES.veo.promptTooLong)).toBeVisible(WAIT);
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    // a valid prompt on an account with no credits: the server's refusal and a way to buy more
    await field.fill('A lighthouse in a storm');
    await generate.click();
    // in the form (the toast says it too)
    const refusal = page
      .getByRole('region', { name: 'Prompt' })
      .getByRole('alert')
      .filter({ hasText: 'Not enough credits' });
    await expect(refusal).toBeVisible(WAIT);
    expect(await refusal.getByRole('link').getAttribute('href')).toBe('/dashboard/subscription');
    expect(await page.getByText(MESSAGES.veo.emptyPreview).isVisible()).toBe(true);
    await context.close();
  });
});
