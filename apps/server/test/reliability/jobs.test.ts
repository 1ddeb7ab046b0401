import { MESSAGES } from '@orato/shared';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CaptionsVideoGenerator } from '../../src/adapters/video-generator/captions.video-generator';
import { VeoVideoGenerator } from '../../src/adapters/video-generator/veo.video-generator';
import {
  ProviderBusy,
  ProviderRefused,
  ProviderUnavailable,
} from '../../src/adapters/http/provider-errors';
import { GenerationRefused } from '../../src/adapters/video-generator/video-generator';
import type { Database } from '../../src/db/database';
import { generations, libraryItems } from '../../src/db/schema';
import { startWorkers } from '../../src/jobs/workers';
import {
  RUN_GENERATION_JOB,
  RUN_RETRY_LIMIT,
} from '../../src/modules/generation/generation.service';
import { startFakeCaptions } from '../helpers/fake-captions-server';
import { createTestApp, createTestContainer, manualClock } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { apiUser, type ApiUser } from './support/api-user';
import { balancesOf, entriesOfJob, expectLedgerInvariant } from './support/ledger-invariant';
import { makeTinyVideo, MockProvider, startResultServer } from './support/mock-provider';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SCRIPT = 'Tidy desks help. Start small and stay consistent every single day.';
const DEADLINE_SECONDS = 20 * 60;
const DEADLINE_MESSAGE =
  'The generation took too long and was stopped. Your credits were returned.';

let workDir: string;
let videoPath: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'orato-jobs-'));
  videoPath = path.join(workDir, 'two.mp4');
  await makeTinyVideo(videoPath, 2);
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const rowOf = async (db: Database, id: string) =>
  (await db.select().from(generations).where(eq(generations.id, id)))[0]!;
const libraryOf = (db: Database, id: string) =>
  db.select().from(libraryItems).where(eq(libraryItems.generationId, id));

async function startAvatar(user: ApiUser, creatorName = 'Ava'): Promise<string> {
  const response = await user.post('/api/ai-creator', { creatorName, script: SCRIPT });
  expect(response.statusCode).toBe(200);
  return response.json().operationId as string;
}

/** Resolves once `check` holds, polling; fails the test after `timeoutMs`. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The queue's own rows for one generation's run messages (pg-boss keeps them in our database). */
async function queuedRuns(db: Database, generationId: string) {
  const result = (await db.execute(
    sql`select state::text as state, retry_limit, retry_backoff, heartbeat_seconds
        from pgboss.job where name = ${RUN_GENERATION_JOB} and data->>'generationId' = ${generationId}
        order by created_on`,
  )) as unknown as {
    rows: {
      state: string;
      retry_limit: number;
      retry_backoff: boolean;
      heartbeat_seconds: number;
    }[];
  };
  return result.rows;
}

describe.each(DATABASE_TARGETS)(
  'F. long-running jobs with the Captions API (local fake) on %s',
  (target) => {
    let context: TestApp;
    let captions: Awaited<ReturnType<typeof startFakeCaptions>>;
    const env = () => ({
      CAPTIONS_API_KEY: 'captions-jobs-key',
      CAPTIONS_API_BASE: captions.url,
      CAPTIONS_POLL_SECONDS: '1',
    });

    beforeAll(async () => {
      captions = await startFakeCaptions({ apiKey: 'captions-jobs-key', videoPath });
      context = await createTestApp(target, env());
    });
    afterAll(async () => {
      await context?.dispose();
      await captions?.close();
    });
    afterEach(async () => {
      await expectLedgerInvariant(context.container.database.db);
    });

    it('T38 a worker that dies mid-poll is replaced by one that resumes from the stored operation id: one submission', async () => {
      const db = context.container.database.db;
      const user = await apiUser(context.app, context.container, 60);
      const submitsBefore = captions.state.submits;
      const id = await startAvatar(user, 'Kate');
      // the first worker submits and polls once, then dies (kill -9: nothing more runs in it)
      await context.container.services.generations.run(id);
      const afterCrash = await rowOf(db, id);
      expect(afterCrash).toMatchObject({
        state: 'QUEUED',
        providerOperationId: expect.any(String),
      });
      expect(captions.state.submits - submitsBefore).toBe(1);
      // the next poll is a durable queue message, waiting for any worker
      expect((await queuedRuns(db, id)).map((run) => run.state)).toContain('created');
      // a new worker process takes over: on PostgreSQL a second container on the same database
      const successor =
        target === 'postgres'
          ? await createTestContainer('pglite', {
              ...env(),
              DATABASE_URL: (context.container.config.database as { url: string }).url,
            })
          : undefined;
      try {
        await startWorkers(successor?.container ?? context.container);
        await eventually(async () => (await rowOf(db, id)).state === 'COMPLETE');
      } finally {
        await successor?.dispose();
      }
      expect(captions.state.submits - submitsBefore).toBe(1);
      expect((await rowOf(db, id)).providerOperationId).toBe(afterCrash.providerOperationId);
      expect(await libraryOf(db, id)).toHaveLength(1);
      expect(await entriesOfJob(db, id)).toEqual([
        `hold:${afterCrash.holdCredits}`,
        'capture:2',
        `release:${afterCrash.holdCredits - 2}`,
      ]);
    });
  },
);

describe('T39 provider adapters tell a final refusal from a passing failure', () => {
  let server: ReturnType<typeof createServer>;
  let status = 503;
  let detail = 'creatorName is not supported';
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail, error: { code: status } }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const captions = () =>
    new CaptionsVideoGenerator({ apiKey: 'k', baseUrl, pollIntervalSeconds: 1, resultHosts: [] });
  const veo = () =>
    new VeoVideoGenerator({
      apiKey: 'k',
      baseUrl,
      model: 'veo-test',
      aspectRatio: '16:9',
      durationSeconds: 8,
      pollIntervalSeconds: 1,
    });

  // a deadline that leaves no room for a retry keeps these tests quick
  const soon = () => ({ deadline: new Date(Date.now() + 1000) });

  it.each([401, 403, 404])(
    'T39 a %i on submit is the operator’s to fix (no retry)',
    async (code) => {
      status = code;
      const request = { creatorName: 'Kate', script: SCRIPT };
      await expect(captions().submit(request, soon())).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(
        veo().submit({ prompt: 'x', negativePrompt: '' }, soon()),
      ).rejects.toBeInstanceOf(ProviderUnavailable);
    },
  );

  it.each([400, 422])(
    'T39 a %i on a Captions submit that names our request (a creator, a field) is the operator’s',
    async (code) => {
      status = code;
      await expect(
        captions().submit({ creatorName: 'Kate', script: SCRIPT }, soon()),
      ).rejects.toBeInstanceOf(ProviderUnavailable);
    },
  );

  it.each([400, 422])(
    'T39 a %i on a Captions submit that refuses the script’s content is the user’s',
    async (code) => {
      status = code;
      detail = 'The script violates our content policy';
      try {
        await expect(
          captions().submit({ creatorName: 'Kate', script: SCRIPT }, soon()),
        ).rejects.toBeInstanceOf(ProviderRefused);
      } finally {
        detail = 'creatorName is not supported';
      }
    },
  );

  it.each([408, 429, 500, 502, 503])('T39 a %i on submit is passing (retried)', async (code) => {
    status = code;
    for (const attempt of [
      captions().submit({ creatorName: 'Kate', script: SCRIPT }, soon()),
      veo().submit({ prompt: 'x', negativePrompt: '' }, soon()),
    ]) {
      await expect(attempt).rejects.toBeInstanceOf(ProviderBusy);
    }
  });

  it('T39 Captions puts its content reason into the message the user reads', async () => {
    status = 400;
    detail = 'The script violates our content policy';
    try {
      await expect(
        captions().submit({ creatorName: 'Kate', script: SCRIPT }, soon()),
      ).rejects.toMatchObject({ reason: 'The script violates our content policy' });
    } finally {
      detail = 'creatorName is not supported';
    }
  });
});

describe.each(DATABASE_TARGETS)('F. long-running jobs driven step by step on %s', (target) => {
  let context: TestApp;
  let results: Awaited<ReturnType<typeof startResultServer>>;
  let provider: MockProvider;
  let db: Database;
  const time = manualClock(new Date());

  beforeAll(async () => {
    results = await startResultServer({ 'two.mp4': videoPath });
    provider = new MockProvider(`${results.url}/two.mp4`);
    context = await createTestApp(target, {}, { avatarGenerator: provider, clock: time.clock });
    db = context.container.database.db;
  });
  afterAll(async () => {
    await context?.dispose();
    await results?.close();
  });
  afterEach(async () => {
    provider.reset(`${results.url}/two.mp4`);
    await expectLedgerInvariant(db);
  });

  const pipeline = () => context.container.services.generations;
  const unavailable = () =>
    Object.assign(new Error('Captions /creator/submit answered 503'), { status: 503 });

  it('T39 a provider answering 503 on submit is retried by the queue with backoff, keeping the hold, and succeeds once', async () => {
    const user = await apiUser(context.app, context.container, 60);
    provider.submitReplies = [unavailable(), unavailable(), unavailable()];
    const id = await startAvatar(user);
    const hold = (await rowOf(db, id)).holdCredits;
    // the queue retries a throwing run with exponential backoff, a bounded number of times
    expect(await queuedRuns(db, id)).toEqual([
      { state: 'created', retry_limit: 5, retry_backoff: true, heartbeat_seconds: 30 },
    ]);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expect(pipeline().run(id)).rejects.toThrow('answered 503');
      expect(await rowOf(db, id)).toMatchObject({ state: 'QUEUED', providerOperationId: null });
      expect(await entriesOfJob(db, id)).toEqual([`hold:${hold}`]);
    }
    await pipeline().run(id);
    expect(provider.submitAttempts).toBe(4);
    expect(provider.submits).toBe(1);
    expect(await rowOf(db, id)).toMatchObject({ state: 'COMPLETE' });
    expect(await entriesOfJob(db, id)).toEqual([
      `hold:${hold}`,
      'capture:2',
      `release:${hold - 2}`,
    ]);
  });

  it('T39 a final refusal on submit fails the job at once and releases the hold once: no retry', async () => {
    const user = await apiUser(context.app, context.container, 60);
    provider.submitReplies = [
      new GenerationRefused('Captions refused this video. Your credits were returned.'),
    ];
    const id = await startAvatar(user);
    const hold = (await rowOf(db, id)).holdCredits;
    // resolving (not throwing) is what tells the queue not to retry
    await expect(pipeline().run(id)).resolves.toBeUndefined();
    await pipeline().run(id);
    expect(provider.submitAttempts).toBe(1);
    expect(await rowOf(db, id)).toMatchObject({
      state: 'FAILED',
      error: 'Captions refused this video. Your credits were returned.',
    });
    expect(await entriesOfJob(db, id)).toEqual([`hold:${hold}`, `release:${hold}`]);
    expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: 0 });
  });

  it('T39 a provider that keeps answering 503 ends, at the deadline, with the job failed and the hold released once', async () => {
    const user = await apiUser(context.app, context.container, 60);
    provider.submitReplies = Array.from({ length: 10 }, unavailable);
    const id = await startAvatar(user);
    const hold = (await rowOf(db, id)).holdCredits;
    for (let attempt = 1; attempt <= 6; attempt++) {
      await expect(pipeline().run(id)).rejects.toThrow('answered 503');
    }
    time.advanceSeconds(DEADLINE_SECONDS + 1);
    await pipeline().sweep();
    await pipeline().sweep();
    expect(await rowOf(db, id)).toMatchObject({ state: 'FAILED', error: DEADLINE_MESSAGE });
    expect(await entriesOfJob(db, id)).toEqual([`hold:${hold}`, `release:${hold}`]);
    expect(provider.submits).toBe(0);
  });

  it('T39 a run still failing on the last attempt the queue allows ends the job and releases the hold then', async () => {
    const user = await apiUser(context.app, context.container, 60);
    provider.submitReplies = Array.from({ length: RUN_RETRY_LIMIT + 1 }, unavailable);
    const id = await startAvatar(user);
    const hold = (await rowOf(db, id)).holdCredits;
    for (let attempt = 0; attempt < RUN_RETRY_LIMIT; attempt++) {
      await expect(pipeline().runQueued(id, attempt)).rejects.toThrow('answered 503');
      expect(await entriesOfJob(db, id)).toEqual([`hold:${hold}`]);
    }
    await expect(pipeline().runQueued(id, RUN_RETRY_LIMIT)).resolves.toBeUndefined();
    expect(await rowOf(db, id)).toMatchObject({
      state: 'FAILED',
      error: MESSAGES.server.generationGaveUp,
    });
    expect(await entriesOfJob(db, id)).toEqual([`hold:${hold}`, `release:${hold}`]);
    expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: 0 });
  });

  it('T40 two deliveries of one job at the same moment submit once, save once and charge once', async () => {
    const user = await apiUser(context.app, context.container, 60);
    let releaseSubmit!: () => void;
    const submitHeld = new Promise<void>((resolve) => (releaseSubmit = resolve));
    provider.beforeSubmitReturns = () => submitHeld;
    const id = await startAvatar(user);
    const hold = (await rowOf(db, id)).holdCredits;
    const first = pipeline().run(id);
    await eventually(() => provider.submits === 1);
    // the duplicate arrives while the first is still waiting for the provider
    await pipeline().run(id);
    await pipeline().run(id);
    releaseSubmit();
    await first;
    await Promise.all([pipeline().run(id), pipeline().run(id), pipeline().run(id)]);
    expect(provider.submitAttempts).toBe(1);
    expect(await rowOf(db, id)).toMatchObject({
      state: 'COMPLETE',
      providerOperationId: 'mock-op-1',
    });
    expect(await libraryOf(db, id)).toHaveLength(1);
    expect(await entriesOfJob(db, id)).toEqual([
      `hold:${hold}`,
      'capture:2',
      `release:${hold - 2}`,
    ]);
  });

  it('T40 a worker that died holding the submit claim does not block the job forever', async () => {
    const user = await apiUser(context.app, context.container, 60);
    const id = await startAvatar(user);
    // a claim taken by a worker that was killed before it could submit, two minutes ago
    await db.execute(
      sql`update generations set stage = 'submitting', updated_at = now() - interval '120 seconds' where id = ${id}`,
    );
    await pipeline().run(id);
    expect(provider.submits).toBe(1);
    expect(await rowOf(db, id)).toMatchObject({ state: 'COMPLETE' });
  });

  it('T41 a result that arrives after the deadline stopped the job lands nowhere: no entry, no charge, no file', async () => {
    const user = await apiUser(context.app, context.container, 60);
    const id = await startAvatar(user);
    provider.pollReply = async () => {
      // the sweep stops the job at its deadline while the provider is finishing it
      time.advanceSeconds(DEADLINE_SECONDS + 1);
      await pipeline().sweep();
      return { state: 'COMPLETE', resultUrl: `${results.url}/two.mp4` };
    };
    const hold = (await rowOf(db, id)).holdCredits;
    await pipeline().run(id);
    await pipeline().run(id);
    expect(await rowOf(db, id)).toMatchObject({ state: 'FAILED', error: DEADLINE_MESSAGE });
    expect(await libraryOf(db, id)).toEqual([]);
    expect(await entriesOfJob(db, id)).toEqual([`hold:${hold}`, `release:${hold}`]);
    const base = `users/${user.id}/ai-avatar/${id}`;
    for (const key of [`${base}.mp4`, `${base}.jpg`]) {
      expect(await context.container.storage.statObject(key)).toBeUndefined();
    }
  });

  it('T41 a job the provider never finishes is stopped at its deadline: FAILED, credits returned, final state shown', async () => {
    const user = await apiUser(context.app, context.container, 60);
    provider.pollReply = () => ({ state: 'PROCESSING', progress: 40 });
    const id = await startAvatar(user);
    await pipeline().run(id);
    await pipeline().run(id);
    expect((await user.post('/api/poll-creator', { operationId: id })).json()).toMatchObject({
      state: 'PROCESSING',
      progress: 40,
    });
    time.advanceSeconds(DEADLINE_SECONDS - 5);
    await pipeline().sweep();
    expect(await rowOf(db, id)).toMatchObject({ state: 'PROCESSING' });
    time.advanceSeconds(10);
    await pipeline().sweep();
    const status = (await user.post('/api/poll-creator', { operationId: id })).json();
    expect(status).toEqual({
      state: 'FAILED',
      progress: 40,
      stage: 'failed',
      error: DEADLINE_MESSAGE,
      engine: 'mock',
      format: {
        aspect: '16:9',
        resolution: '720p',
        width: null,
        height: null,
        caption_style: null,
        label: '16:9 · 720p',
      },
    });
    expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: 0 });
    expect(provider.submits).toBe(1);
  });
});

describe.each(DATABASE_TARGETS)('F. long-running jobs with running workers on %s', (target) => {
  let context: TestApp;
  let results: Awaited<ReturnType<typeof startResultServer>>;
  let provider: MockProvider;
  let db: Database;

  beforeAll(async () => {
    results = await startResultServer({ 'two.mp4': videoPath });
    provider = new MockProvider(`${results.url}/two.mp4`);
    context = await createTestApp(target, {}, { avatarGenerator: provider });
    db = context.container.database.db;
  });
  afterAll(async () => {
    await context?.dispose();
    await results?.close();
  });
  afterEach(async () => {
    await expectLedgerInvariant(db);
  });

  it('T40 a duplicated queue message, worked by two workers at once, submits once and charges once', async () => {
    const user = await apiUser(context.app, context.container, 60);
    let releaseSubmit!: () => void;
    const submitHeld = new Promise<void>((resolve) => (releaseSubmit = resolve));
    provider.beforeSubmitReturns = () => submitHeld;
    const id = await startAvatar(user);
    await context.container.queue.enqueue(RUN_GENERATION_JOB, { generationId: id });
    await startWorkers(context.container);
    await eventually(() => provider.submits === 1);
    // give the second worker time to take its copy while the first waits on the provider
    await eventually(async () =>
      (await queuedRuns(db, id)).every((run) => run.state !== 'created'),
    );
    releaseSubmit();
    await eventually(async () => (await rowOf(db, id)).state === 'COMPLETE');
    expect(provider.submitAttempts).toBe(1);
    expect(await libraryOf(db, id)).toHaveLength(1);
    const hold = (await rowOf(db, id)).holdCredits;
    expect(await entriesOfJob(db, id)).toEqual([
      `hold:${hold}`,
      'capture:2',
      `release:${hold - 2}`,
    ]);
  });

  it('T42 stopping the queue while a job runs lets it finish its step and hands the rest over; a restarted worker completes it once', async () => {
    provider.reset();
    const user = await apiUser(context.app, context.container, 60);
    let releaseSubmit!: () => void;
    const submitHeld = new Promise<void>((resolve) => (releaseSubmit = resolve));
    provider.beforeSubmitReturns = () => submitHeld;
    provider.pollReply = () => ({ state: 'PROCESSING', progress: 20 });
    const id = await startAvatar(user);
    await eventually(() => provider.submitAttempts === 1);
    // SIGTERM: the queue stops taking jobs and waits for the running one
    const stopped = context.container.queue.stop(15_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    releaseSubmit();
    await stopped;
    const row = await rowOf(db, id);
    expect(row).toMatchObject({ providerOperationId: 'mock-op-1', stage: 'provider' });
    // nothing was lost: the next poll waits in the queue for the new version
    expect((await queuedRuns(db, id)).map((run) => run.state)).toEqual(['completed', 'created']);
    expect(provider.submits).toBe(1);
    if (target === 'postgres') {
      provider.pollReply = () => ({ state: 'COMPLETE', resultUrl: provider.resultUrl });
      const next = await createTestContainer(
        'pglite',
        { DATABASE_URL: (context.container.config.database as { url: string }).url },
        { avatarGenerator: provider },
      );
      try {
        await startWorkers(next.container);
        await eventually(async () => (await rowOf(db, id)).state === 'COMPLETE');
      } finally {
        await next.dispose();
      }
      expect(provider.submits).toBe(1);
      expect(await entriesOfJob(db, id)).toEqual([
        `hold:${row.holdCredits}`,
        'capture:2',
        `release:${row.holdCredits - 2}`,
      ]);
    }
  });
});
