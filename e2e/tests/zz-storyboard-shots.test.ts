import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { signInNewAccount } from '../support/signed-in';
import { mediaSeeder } from '../support/media-seed';
import { inject } from 'vitest';

const OUT = '/tmp/sbweb-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const draft = {
  scenes: [
    { line: 'Small teams ship faster. Here is why, in forty-five seconds.', visual: { kind: 'presenter' } },
    { line: 'Every extra person adds a conversation, and every conversation adds a wait.', visual: { kind: 'shot', source: 'generate', prompt: 'A busy open-plan office, people talking in small groups, soft daylight' } },
    { line: 'Three people can hold the whole product in their heads.', visual: { kind: 'still', source: 'generate', prompt: 'Three colleagues around a whiteboard sketching a product' } },
    { line: 'So keep the team small, and let it decide.', visual: { kind: 'presenter' } },
  ],
};
const quote = (body: { scenes: unknown[] }) => {
  const scenes = body.scenes.map((_, i) => ({ seconds: [6, 7, 5, 4][i % 4]!, credits: [6, 127, 7, 4][i % 4]!, hold_credits: [8, 129, 9, 6][i % 4]!, reused: false }));
  return { scenes, seconds: scenes.reduce((a, s) => a + s.seconds, 0), credits: scenes.reduce((a, s) => a + s.credits, 0), hold_credits: scenes.reduce((a, s) => a + s.hold_credits, 0), wait_seconds: 95 };
};
let polls = 0;
const status = () => {
  polls += 1;
  const done = polls > 3;
  const scenes = draft.scenes.map((scene, i) => ({
    id: `s${i}`, position: i, line: scene.line, visual: scene.visual,
    state: done ? 'COMPLETE' : (['COMPLETE', 'PROCESSING', 'FAILED', 'QUEUED'] as const)[i],
    stage: done ? 'done' : (['done', 'rendering', 'failed', 'queued'] as const)[i],
    progress: done ? 100 : [100, 45, 0, 0][i], eta_seconds: 30,
    ...(i === 0 || done ? { preview_url: '/favicon.ico' } : {}),
    ...(i === 2 && !done ? { error: 'This scene could not be made. Retry it, or drop it and the rest will be assembled.' } : {}),
  }));
  return {
    id: 'sb1', title: 'Why small teams ship faster', creatorName: 'Aria', state: done ? 'COMPLETE' : 'PROCESSING', stage: done ? 'done' : 'rendering',
    progress: done ? 100 : 38, eta_seconds: 80, scenes, hold_credits: 152,
    ...(done ? { url: '/favicon.ico', captions_vtt_url: '/a.vtt', captions_srt_url: '/a.srt', duration_seconds: 22, credits_charged: 144 } : {}),
  };
};

async function fake(page: Page) {
  await page.route('**/api/storyboard**', async (route: Route) => {
    const url = new URL(route.request().url());
    const body = route.request().postDataJSON() as { scenes: unknown[] } | null;
    if (url.pathname.endsWith('/draft')) return route.fulfill({ json: draft });
    if (url.pathname.endsWith('/quote')) return route.fulfill({ json: quote(body!) });
    if (url.pathname === '/api/storyboard') return route.fulfill({ json: { id: 'sb1' } });
    return route.fulfill({ json: status() });
  });
}

async function noOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const [name, viewport] of [['1280', { width: 1280, height: 900 }], ['390', { width: 390, height: 844 }]] as const) {
  it(`shots at ${name}`, { timeout: 180_000 }, async () => {
    polls = 0;
    const { context, page } = await openPage(browser, viewport);
    await signInNewAccount(context, 'sbshots');
    const seed = mediaSeeder(context.request, inject('baseUrl'));
    await seed.buyPlan('standard');
    await seed.buyPlan('starter');
    await fake(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Storyboard' }).waitFor();
    await page.screenshot({ path: `${OUT}/home-${name}.png`, fullPage: true });
    await page.goto('/dashboard/storyboard');
    await page.getByLabel('Your idea').fill('Why small teams ship faster');
    await page.screenshot({ path: `${OUT}/idea-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Make scenes' }).click();
    await page.getByRole('list', { name: 'Scenes' }).waitFor();
    await page.waitForTimeout(1500);
    await noOverflow(page);
    await page.screenshot({ path: `${OUT}/editor-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Render ·/ }).click();
    await page.getByRole('list', { name: 'Scene progress' }).waitFor();
    await page.waitForTimeout(500);
    await noOverflow(page);
    await page.screenshot({ path: `${OUT}/render-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Edit and re-render' }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${OUT}/done-${name}.png`, fullPage: true });
    await context.close();
  });
}
