import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { avatarHoldCredits, MESSAGES } from '@orato/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, libraryItems } from '../../src/db/schema';
import { startWorkers } from '../../src/jobs/workers';
import { CreditLedgerRepository } from '../../src/modules/credits/credit-ledger.repository';
import { signedInWithCredits, type AuthClient } from '../helpers/auth-client';
import { startFakeCaptions } from '../helpers/fake-captions-server';
import { makeSampleVideo } from '../helpers/sample-media';
import { createTestApp } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const SCRIPT =
  'Here is a short script about keeping a calm and tidy desk. Start small and stay consistent.';

async function waitForState(
  person: AuthClient,
  operationId: string,
  states: string[],
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await person.post('/api/poll-creator', { operationId })).json();
    if (states.includes(status.state) || Date.now() > deadline) {
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const userWithCredits = (context: TestApp, email: string, credits: number) =>
  signedInWithCredits(context.app, context.container, email, credits);

describe.each(PRIMARY_TARGETS)('avatar video pipeline with a local engine on %s', (target) => {
  let context: TestApp;
  const engine = new TestAvatarGenerator();

  beforeAll(async () => {
    context = await createTestApp(target, {}, { avatarGenerator: engine });
    await startWorkers(context.container);
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('writes a script and lists creators (GET and POST)', async () => {
    const { person } = await userWithCredits(context, 'script@example.com', 0);
    const script = await person.post('/api/script', {
      topic: 'morning routines',
      audience: 'busy parents',
      points: ['Lay out clothes the night before', 'Keep breakfast the same every day'],
      action: 'try one tomorrow',
    });
    expect(script.statusCode).toBe(200);
    expect(script.json().script).toMatch(
      /busy parents.*Lay out clothes the night before.*Keep breakfast the same every day.*try one tomorrow/is,
    );
    expect(script.json().script.length).toBeLessThanOrEqual(800);
    // Regenerate names the script it replaces: the new one always differs, with the same points
    let previous = script.json().script as string;
    for (let regenerate = 0; regenerate < 12; regenerate++) {
      const next = await person.post('/api/script', {
        topic: 'morning routines',
        points: ['Lay out clothes the night before', 'Keep breakfast the same every day'],
        previous,
      });
      expect(next.json().script).not.toBe(previous);
      expect(next.json().script).toMatch(/Lay out clothes.*Keep breakfast/is);
      previous = next.json().script;
    }
    const tooMany = await person.post('/api/script', { topic: 'tea', points: Array(7).fill('a') });
    expect(tooMany.statusCode).toBe(400);
    const blank = await person.post('/api/script', { topic: '   ' });
    expect(blank.json().error).toBe(MESSAGES.avatar.ideaRequired);
    for (const method of ['GET', 'POST'] as const) {
      const list = await context.app.inject({
        method,
        url: '/api/list-creators',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(list.json()).toEqual({
        thumbnails: {
          Ava: { imageUrl: expect.any(String) },
          Noah: { imageUrl: expect.any(String) },
        },
      });
    }
  });

  it('holds the estimate, renders, saves to the library and charges the real seconds', async () => {
    const { person, userId } = await userWithCredits(context, 'render@example.com', 100);
    const start = await person.post('/api/ai-creator', {
      creatorName: 'Ava',
      script: SCRIPT,
      topic: 'Tidy desks',
    });
    expect(start.statusCode).toBe(200);
    const { operationId } = start.json();
    const status = await waitForState(person, operationId, ['COMPLETE', 'FAILED']);
    expect(status).toMatchObject({
      state: 'COMPLETE',
      progress: 100,
      credits_charged: 3,
      duration_seconds: expect.closeTo(2.4, 0.2),
    });
    expect(status.url).toMatch(
      /^\/api\/media\/users\/.+\.mp4\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const video = await context.app.inject({
      method: 'GET',
      url: status.url,
      headers: { range: 'bytes=0-15' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    const poster = await context.app.inject({ method: 'GET', url: status.thumbnail });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const ledger = new CreditLedgerRepository(context.container.database.db);
    expect(await ledger.balances(userId)).toEqual({ available: 97, held: 0 });
    const [item] = await context.container.database.db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.userId, userId));
    expect(item).toMatchObject({ feature: 'ai-avatar', title: 'Tidy desks', avatar: 'Ava' });
    const saved = await person.post('/api/save-video', {
      video_url: status.url,
      feature: 'ai-avatar',
      topic: 'Tidy desks',
    });
    expect(saved.json()).toEqual({ message: MESSAGES.avatar.saved });
  });

  it('refuses a start the balance cannot cover, and leaves nothing behind', async () => {
    const { person, userId } = await userWithCredits(context, 'poor@example.com', 2);
    const start = await person.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT });
    expect(start.statusCode).toBe(402);
    expect(start.json().error).toContain(`this needs ${avatarHoldCredits(SCRIPT)} and you have 2`);
    const rows = await context.container.database.db
      .select()
      .from(generations)
      .where(eq(generations.userId, userId));
    expect(rows).toEqual([]);
  });

  it('fails a broken render with a reason and returns every credit', async () => {
    const { person, userId } = await userWithCredits(context, 'broken@example.com', 50);
    engine.failNext = true;
    const { operationId } = (
      await person.post('/api/ai-creator', { creatorName: 'Noah', script: SCRIPT })
    ).json();
    const status = await waitForState(person, operationId, ['COMPLETE', 'FAILED']);
    expect(status.state).toBe('FAILED');
    expect(status.error).toMatch(/credits were returned/);
    const ledger = new CreditLedgerRepository(context.container.database.db);
    expect(await ledger.balances(userId)).toEqual({ available: 50, held: 0 });
  });

  it("never shows or saves another user's generation", async () => {
    const { person: owner } = await userWithCredits(context, 'owner-video@example.com', 50);
    const { operationId } = (
      await owner.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT })
    ).json();
    const done = await waitForState(owner, operationId, ['COMPLETE']);
    const { person: other } = await userWithCredits(context, 'other-video@example.com', 0);
    expect((await other.post('/api/poll-creator', { operationId })).statusCode).toBe(404);
    expect((await other.post('/api/poll-creator', { operationId: 'not-a-uuid' })).statusCode).toBe(
      404,
    );
    expect(
      (await other.post('/api/save-video', { video_url: done.url, feature: 'ai-avatar' }))
        .statusCode,
    ).toBe(404);
  });

  it('runs a job delivered twice (a retry after a crash) without charging or saving twice', async () => {
    const { person, userId } = await userWithCredits(context, 'twice@example.com', 50);
    const { operationId } = (
      await person.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT })
    ).json();
    await waitForState(person, operationId, ['COMPLETE']);
    const { generations: pipeline } = context.container.services;
    // what a redelivered job does: the row says it is done, so nothing happens
    await Promise.all([pipeline.run(operationId), pipeline.run(operationId)]);
    // and a job that crashed after the upload but before the row was marked complete runs again safely
    await context.container.database.db
      .update(generations)
      .set({ state: 'PROCESSING' })
      .where(eq(generations.id, operationId));
    await pipeline.run(operationId);
    const items = await context.container.database.db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.userId, userId));
    expect(items).toHaveLength(1);
    const ledger = new CreditLedgerRepository(context.container.database.db);
    expect(await ledger.balances(userId)).toEqual({ available: 47, held: 0 });
  });

  it('rejects an unknown avatar and an over-long script', async () => {
    const { person } = await userWithCredits(context, 'picky-video@example.com', 100);
    const unknown = await person.post('/api/ai-creator', { creatorName: 'Nobody', script: SCRIPT });
    expect(unknown.json().error).toBe(MESSAGES.avatar.selectAvatar);
    const long = await person.post('/api/ai-creator', {
      creatorName: 'Ava',
      script: 'x'.repeat(801),
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('avatar video pipeline with Captions (local fake API)', () => {
  let context: TestApp;
  let captions: Awaited<ReturnType<typeof startFakeCaptions>>;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-captions-'));
    const videoPath = path.join(workDir, 'result.mp4');
    await makeSampleVideo(videoPath, 3.2);
    captions = await startFakeCaptions({ apiKey: 'captions-test-key', videoPath });
    context = await createTestApp('pglite', {
      CAPTIONS_API_KEY: 'captions-test-key',
      CAPTIONS_API_BASE: captions.url,
      CAPTIONS_POLL_SECONDS: '1',
    });
    await startWorkers(context.container);
  });
  afterAll(async () => {
    await context?.dispose();
    await captions?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('goes QUEUED → PROCESSING → COMPLETE, copies the video into our storage and charges 4 credits', async () => {
    const { person, userId } = await userWithCredits(context, 'captions@example.com', 60);
    const list = (await person.post('/api/list-creators', {})).json();
    expect(Object.keys(list.thumbnails)).toEqual(['Kate', 'Alex']);
    const { operationId } = (
      await person.post('/api/ai-creator', { creatorName: 'Kate', script: SCRIPT })
    ).json();
    const seen = new Set<string>();
    const deadline = Date.now() + 30_000;
    let status: { state: string; url?: string } = { state: 'QUEUED' };
    while (!['COMPLETE', 'FAILED'].includes(status.state) && Date.now() < deadline) {
      status = (await person.post('/api/poll-creator', { operationId })).json();
      seen.add(status.state);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(status.state).toBe('COMPLETE');
    expect(seen.has('PROCESSING')).toBe(true);
    expect(status.url).toMatch(/^\/api\/media\//);
    expect(captions.state.submits).toBe(1);
    const ledger = new CreditLedgerRepository(context.container.database.db);
    expect(await ledger.balances(userId)).toEqual({ available: 56, held: 0 });
  });

  it('refuses a shape Captions does not make with a 400 before anything is held or sent', async () => {
    const { person, userId } = await userWithCredits(context, 'captions-wide@example.com', 60);
    const submits = captions.state.submits;
    const engines = (await context.app.inject({ method: 'GET', url: '/api/engines' })).json();
    expect(engines.formats['ai-avatar']).toEqual({ aspects: ['9:16'], resolutions: ['1080p'] });
    const wide = { creatorName: 'Kate', script: SCRIPT, format: { aspect: '16:9' } };
    for (const url of ['/api/ai-creator', '/api/ai-creator/quote']) {
      const refused = await person.post(url, wide);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error).toBe(
        'Captions cannot make 16:9 here; it makes 9:16. Nothing was charged.',
      );
    }
    const unknown = await person.post('/api/ai-creator', {
      ...wide,
      format: { aspect: '4:3', resolution: '4k' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/Please choose a video shape: 16:9, 9:16, 1:1/);
    const ledger = new CreditLedgerRepository(context.container.database.db);
    expect(await ledger.balances(userId)).toEqual({ available: 60, held: 0 });
    const rows = await context.container.database.db
      .select()
      .from(generations)
      .where(eq(generations.userId, userId));
    expect(rows).toEqual([]);
    expect(captions.state.submits).toBe(submits);
  });

  it('resumes from the saved operation id instead of submitting again', async () => {
    const { person } = await userWithCredits(context, 'captions-resume@example.com', 60);
    const { operationId } = (
      await person.post('/api/ai-creator', { creatorName: 'Kate', script: SCRIPT })
    ).json();
    await waitForState(person, operationId, ['COMPLETE']);
    const submitsBefore = captions.state.submits;
    await context.container.database.db
      .update(generations)
      .set({ state: 'PROCESSING' })
      .where(eq(generations.id, operationId));
    await context.container.services.generations.run(operationId);
    expect(captions.state.submits).toBe(submitsBefore);
    expect((await person.post('/api/poll-creator', { operationId })).json().state).toBe('COMPLETE');
  });

  it('marks a provider failure FAILED and releases the hold', async () => {
    const { person, userId } = await userWithCredits(context, 'captions-fail@example.com', 60);
    captions.state.failOperations = true;
    const { operationId } = (
      await person.post('/api/ai-creator', { creatorName: 'Alex', script: SCRIPT })
    ).json();
    const status = await waitForState(person, operationId, ['COMPLETE', 'FAILED']);
    captions.state.failOperations = false;
    expect(status).toMatchObject({
      state: 'FAILED',
      error:
        'Captions could not make this video: The creator could not render this script. Your credits were returned.',
    });
    const ledger = new CreditLedgerRepository(context.container.database.db);
    expect(await ledger.balances(userId)).toEqual({ available: 60, held: 0 });
  });

  it('5. a poll answered 429 in HTML waits longer and carries on: the job completes', async () => {
    const { person } = await userWithCredits(context, 'captions-429@example.com', 60);
    captions.state.rateLimitPolls = 1;
    captions.state.pollTimes = [];
    const throttledBefore = captions.state.throttled;
    const { operationId } = (
      await person.post('/api/ai-creator', { creatorName: 'Kate', script: SCRIPT })
    ).json();
    const status = await waitForState(person, operationId, ['COMPLETE', 'FAILED']);
    expect(status.state).toBe('COMPLETE');
    expect(captions.state.throttled - throttledBefore).toBe(1);
    // the poll after a 429 waited at least twice the poll interval (1 s here)
    const times = captions.state.pollTimes;
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(1900);
  }, 60_000);

  it('5. a state Captions has not published is polled again until it finishes', async () => {
    const { person } = await userWithCredits(context, 'captions-unknown@example.com', 60);
    captions.state.unknownStatePolls = 2;
    const { operationId } = (
      await person.post('/api/ai-creator', { creatorName: 'Alex', script: SCRIPT })
    ).json();
    const status = await waitForState(person, operationId, ['COMPLETE', 'FAILED']);
    expect(status.state).toBe('COMPLETE');
    expect(captions.state.unknownStatePolls).toBe(0);
  }, 60_000);
});
