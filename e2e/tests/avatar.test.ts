import { detectLanguage, MESSAGES } from '@orato/shared';
import { expect, test, type Page, type Response } from '@playwright/test';
import { openPage, VIEWPORTS } from '../support/browser';
import { buyPlan, creditsOf, libraryVideos, PLAN_KEYS } from '../support/credits';
import { signInNewAccount } from '../support/signed-in';
import { eventually, RENDER_JOURNEY_MS, WAIT } from '../support/expect';

/** Resolves with the first avatar poll that reports the job settled (renders take a while here). */
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

/** Step 1: writes the idea, submits it with Enter and waits for the script. */
async function writeScript(page: Page, idea: string) {
  await page.goto('/dashboard/ai-avatar');
  const ideaField = page.getByRole('textbox', { name: 'Your idea' });
  await expect(ideaField).toBeVisible(WAIT);
  await ideaField.fill(idea);
  await ideaField.press('Enter');
  const script = page.getByRole('region', { name: 'Generated script' });
  await expect(script).toBeVisible(WAIT);
  return script;
}

test.describe('AI avatar wizard', () => {
  test("the script step's estimate is the server's quote, so choosing the suggested avatar keeps it", async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'avatar-estimate');
    // asked for before any avatar is chosen: the default voice of the script's language
    const quoted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/ai-creator/quote') &&
        !('creatorName' in ((response.request().postDataJSON() as object | null) ?? {})),
    );
    await writeScript(page, 'Three tips for a calmer morning routine');
    const quote = (await (await quoted).json()) as {
      seconds: number;
      credits: number;
      hold_credits: number;
      presenter: string;
    };
    const said = `≈ ${quote.seconds} s · ${quote.credits} credits in ${quote.presenter}'s voice`;
    const estimate = page.getByTestId('script-estimate');
    await eventually(() => estimate.innerText()).toContain(said);
    expect(await estimate.innerText()).toContain(`up to ${quote.hold_credits} are held`);

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const avatars = page.getByRole('list', { name: 'Avatars' }).getByRole('button');
    await eventually(() => avatars.count()).toBeGreaterThan(0);
    // the avatar step says the same words before a presenter is chosen
    await eventually(() => estimate.innerText()).toContain(said);
    await avatars.first().click();
    // the first avatar offered is the one quoted: the same estimate, and nothing changed to say
    await eventually(() => estimate.innerText()).toContain(said);
    expect(await page.getByTestId('estimate-changed').count()).toBe(0);
    await context.close();
  });

  test('script → avatar on page 2 → a rendered video, charged by its seconds and in the library', async ({
    browser,
  }) => {
    test.setTimeout(RENDER_JOURNEY_MS);
    const { context, page } = await openPage(browser);
    await signInNewAccount(context, 'avatar');
    await buyPlan(context.request, PLAN_KEYS.starter);
    const before = await creditsOf(context.request);
    expect(before).toBe(60);

    const idea = `A friendly welcome to our bakery ${Date.now()}`;
    const script = await writeScript(page, idea);
    const scriptText = (await script.innerText()).trim();
    expect(scriptText.length).toBeGreaterThan(20);
    // the estimate under the script: '≈ N s · N credits'
    const estimate = page.getByTestId('script-estimate');
    await eventually(() => estimate.innerText()).toMatch(/≈ (\d+) s · \1 credits/);
    // a draft exists: the button now offers a new one
    await expect(page.getByRole('button', { name: 'Regenerate', exact: true })).toBeVisible(WAIT);

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'AI Avatar' })).toBeVisible(WAIT);
    expect(await page.getByText(MESSAGES.avatar.chooseAvatar).isVisible()).toBe(true);
    const avatars = page.getByRole('list', { name: 'Avatars' }).getByRole('button');
    await expect(avatars).toHaveCount(12, WAIT);
    const pageLabel = page.getByText(/^Page \d+ of \d+$/);
    expect(await pageLabel.innerText()).toMatch(/^Page 1 of (\d+)$/);
    const firstOnPage1 = (await avatars.first().innerText()).trim();

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await eventually(() => pageLabel.innerText()).toMatch(/^Page 2 of \d+$/);
    const choice = avatars.nth(1);
    const avatarName = (await choice.innerText()).trim();
    expect(avatarName).not.toBe(firstOnPage1);
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true', WAIT);
    expect(await page.locator('[aria-pressed="true"]').count()).toBe(1);

    const settled = settledPoll(page);
    await page.getByRole('button', { name: 'Generate Video', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Generating Your Video' })).toBeVisible(WAIT);
    await expect(page.getByText(MESSAGES.avatar.started)).toBeVisible(WAIT);
    // queued, or already a percentage, with a progress bar
    const progress = page.getByRole('progressbar', { name: 'Video progress' });
    // its step in words: queued (with its place in line once known), or a percentage and the step
    const queuedOrPercent = page.getByText(/^(Queued( · \d+\w\w in line)?|\d+% · )/);
    expect((await progress.isVisible()) || (await page.locator('video').count()) > 0).toBe(true);
    expect((await queuedOrPercent.count()) + (await page.locator('video').count())).toBeGreaterThan(
      0,
    );

    const final = (await (await settled).json()) as {
      state: string;
      credits_charged?: number;
      duration_seconds?: number;
      error?: string;
    };
    expect(final.error).toBeUndefined();
    expect(final.state).toBe('COMPLETE');
    const charged = final.credits_charged ?? 0;
    // 1 credit per started second: every second delivered was held and is charged
    expect(charged).toBe(Math.ceil((final.duration_seconds ?? 0) - 1e-6));
    expect(charged).toBeGreaterThan(0);

    const video = page.locator('video');
    await eventually(() => video.getAttribute('src')).toBeTruthy();
    await eventually(
      () => video.evaluate((element) => (element as HTMLVideoElement).readyState),
      30_000,
    ).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element) => (element as HTMLVideoElement).controls)).toBe(true);
    await expect(page.getByText(MESSAGES.avatar.saved)).toBeVisible(WAIT);
    const src = await video.getAttribute('src');
    const download = page.getByRole('link', { name: 'Download', exact: true });
    expect(await download.getAttribute('href')).toBe(src);
    expect(await download.getAttribute('download')).not.toBeNull();
    expect(await page.getByText(avatarName, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText(idea, { exact: true }).isVisible()).toBe(true);
    // done: said under the spec's heading, which stays
    expect(await page.getByText(`Your video is ready: “${idea}”`).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Generating Your Video' }).isVisible()).toBe(
      true,
    );

    // the library has it, with its topic
    const saved = await libraryVideos(context.request, 'ai-avatar');
    expect(saved.some((item) => item.topic === idea)).toBe(true);

    // Back To Avatar starts over at step 1 with nothing kept
    await page.getByRole('button', { name: 'Back To Avatar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'AI Script' })).toBeVisible(WAIT);
    expect(await page.getByRole('textbox', { name: 'Your idea' }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Generate Script', exact: true }).count()).toBe(
      1,
    );

    // the credits went down by the video's seconds
    expect(await creditsOf(context.request)).toBe(before - charged);
    await page.getByRole('link', { name: 'Playground', exact: true }).click();
    await expect(page.getByText(`Credits: ${before - charged}`, { exact: true })).toBeVisible(WAIT);
    await context.close();
  });

  test('says what is missing: an idea, a script, an avatar, and credits', async ({ browser }) => {
    const { context, page } = await openPage(browser, VIEWPORTS.phone);
    await signInNewAccount(context, 'avatar-empty');

    await page.goto('/dashboard/ai-avatar');
    const generate = page.getByRole('button', { name: 'Generate Script', exact: true });
    await expect(generate).toBeVisible(WAIT);
    await generate.click();
    await expect(page.getByText(MESSAGES.avatar.ideaRequired)).toBeVisible(WAIT);
    expect(
      await page.getByRole('textbox', { name: 'Your idea' }).getAttribute('aria-invalid'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(MESSAGES.avatar.scriptFirstForNext)).toBeVisible(WAIT);

    await writeScript(page, 'Why sleep matters for students');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const avatars = page.getByRole('list', { name: 'Avatars' }).getByRole('button');
    await expect(avatars).toHaveCount(12, WAIT);
    const generateVideo = page.getByRole('button', { name: 'Generate Video', exact: true });
    await generateVideo.click();
    await expect(page.getByText(MESSAGES.avatar.selectAvatar)).toBeVisible(WAIT);

    // a new account has no credits: the server's refusal, with the way to buy more
    await avatars.first().click();
    await generateVideo.click();
    // in the step (the toast says it too)
    const refusal = page
      .getByRole('region', { name: 'AI Avatar' })
      .getByRole('alert')
      .filter({ hasText: 'Not enough credits' });
    await expect(refusal).toBeVisible(WAIT);
    const buy = refusal.getByRole('link');
    expect(await buy.getAttribute('href')).toBe('/dashboard/subscription');
    // still on the avatar step, nothing started
    expect(await page.getByRole('heading', { name: 'AI Avatar' }).isVisible()).toBe(true);

    // Back keeps the script
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Generated script' })).toBeVisible(WAIT);
    await context.close();
  });

  test('a Spanish idea gives a Spanish script, Spanish speakers first, and a question before another language', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, VIEWPORTS.phone);
    await signInNewAccount(context, 'avatar-language');

    const script = await writeScript(
      page,
      'Por qué beber agua por la mañana te ayuda a concentrarte',
    );
    expect(detectLanguage(await script.innerText())).toBe('es');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveValue('es', WAIT);
    const avatars = page.getByRole('list', { name: 'Avatars' }).getByRole('button');
    await expect(avatars).toHaveCount(8, WAIT);
    const marked = page.getByText(MESSAGES.avatar.speaksScriptLanguage('Spanish'), { exact: true });
    expect(await marked.count()).toBe(8);
    await avatars.first().click();
    await expect(avatars.first()).toHaveAttribute('aria-pressed', 'true', WAIT);

    // an English speaker: asked first; keep looking leaves the choice as it was
    await language.selectOption('en');
    await expect(avatars).toHaveCount(12, WAIT);
    expect(await marked.count()).toBe(0);
    const english = avatars.first();
    const englishName = (await english.innerText()).trim();
    await english.click();
    const question = page.getByRole('dialog', { name: MESSAGES.avatar.languageMismatchTitle });
    await expect(question).toBeVisible(WAIT);
    expect(await question.innerText()).toContain(
      MESSAGES.avatar.languageMismatch(englishName, 'English', 'Spanish'),
    );
    await question.getByRole('button', { name: MESSAGES.avatar.languageMismatchCancel }).click();
    expect(await english.getAttribute('aria-pressed')).toBe('false');
    await english.click();
    await question.getByRole('button', { name: MESSAGES.avatar.languageMismatchConfirm }).click();
    await expect(english).toHaveAttribute('aria-pressed', 'true', WAIT);
    await context.close();
  });
});
