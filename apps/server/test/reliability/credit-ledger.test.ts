import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { avatarHoldCredits, CREDIT_COSTS, MESSAGES } from '@orato/shared';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database';
import { creditLedger, generations, libraryItems, users } from '../../src/db/schema';
import { startWorkers } from '../../src/jobs/workers';
import { UserRepository } from '../../src/modules/auth/user.repository';
import { startFakeGemini } from '../helpers/fake-gemini-server';
import { solidPng } from '../helpers/sample-images';
import { createTestApp, manualClock } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { createUser } from '../helpers/users';
import { apiUser, type ApiUser } from './support/api-user';
import { installFaults } from './support/db-faults';
import {
  balancesOf,
  entriesOfJob,
  expectLedgerInvariant,
  ledgerViolations,
} from './support/ledger-invariant';
import {
  connectionReset,
  makeTinyVideo,
  MockProvider,
  startResultServer,
} from './support/mock-provider';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
/** 160 words (about 55 s): with the hold's headroom past the cap, so the hold is the 60 s maximum. */
const LONG_SCRIPT = Array.from({ length: 160 }, () => 'calm').join(' ');
const SHORT_SCRIPT = 'Tidy desks help.';
const DEADLINE_SECONDS = 20 * 60;

/** The SQLSTATE of a database error, however the driver wrapped it. */
function sqlState(error: unknown): string | undefined {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return code;
    }
  }
  return undefined;
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to be refused');
}

let workDir: string;
let videos: Record<string, string>;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'orato-ledger-'));
  videos = {
    'two.mp4': path.join(workDir, 'two.mp4'),
    'v37.mp4': path.join(workDir, 'v37.mp4'),
    'v61.mp4': path.join(workDir, 'v61.mp4'),
  };
  await Promise.all([
    makeTinyVideo(videos['two.mp4']!, 2),
    makeTinyVideo(videos['v37.mp4']!, 37.4),
    makeTinyVideo(videos['v61.mp4']!, 61),
  ]);
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe.each(DATABASE_TARGETS)('D. credits ledger over HTTP with workers on %s', (target) => {
  let context: TestApp;
  let gemini: Awaited<ReturnType<typeof startFakeGemini>>;

  beforeAll(async () => {
    gemini = await startFakeGemini({
      apiKey: 'gemini-ledger-key',
      videoPath: videos['two.mp4']!,
      png: await solidPng({ r: 3, g: 30, b: 60 }, 16, 16),
    });
    context = await createTestApp(target, {
      GEMINI_API_KEY: 'gemini-ledger-key',
      GEMINI_API_BASE: gemini.url,
      VEO_POLL_SECONDS: '1',
    });
    await startWorkers(context.container);
  });
  afterAll(async () => {
    await context?.dispose();
    await gemini?.close();
  });
  afterEach(async () => {
    await expectLedgerInvariant(context.container.database.db);
  });

  const providerCalls = (suffix: string) =>
    gemini.state.requests.filter((request) => request.path.endsWith(suffix)).length;

  it('T20 twenty concurrent VEO requests on exactly 120 credits: one accepted, 19 refused, one provider call', async () => {
    const user = await apiUser(context.app, context.container, 120);
    const submitsBefore = providerCalls('/v1beta/interactions');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        user.post('/api/generate-veo-video', { prompt: `A lighthouse at dusk, take ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(402)]);
    for (const refused of responses.filter((response) => response.statusCode === 402)) {
      expect(refused.json()).toEqual({
        error: MESSAGES.server.notEnoughCredits(CREDIT_COSTS.veoVideo, 0),
        code: 'PAYMENT_REQUIRED',
      });
    }
    const db = context.container.database.db;
    const rows = await db.select().from(generations).where(eq(generations.userId, user.id));
    expect(rows).toHaveLength(1);
    const accepted = responses.find((response) => response.statusCode === 200)!.json();
    expect(accepted.operation_name).toBe(rows[0]!.id);
    const done = await context.container.services.generations.waitForEnd(rows[0]!.id, 30_000);
    expect(done?.state).toBe('COMPLETE');
    expect(providerCalls('/v1beta/interactions') - submitsBefore).toBe(1);
    // the fake's clip is 2 s: a clip is paid per second delivered, the rest of the 8 s hold returned
    expect(await entriesOfJob(db, rows[0]!.id)).toEqual(['hold:120', 'capture:30', 'release:90']);
    expect(await balancesOf(db, user.id)).toEqual({ available: 90, held: 0 });
  });

  it('T20 a burst of refusals asks once whether the account is still there', async () => {
    const user = await apiUser(context.app, context.container, 0);
    const accountReads = vi.spyOn(UserRepository.prototype, 'findById');
    try {
      // the checks the error handler makes of one account at once share one read
      const { account } = context.container.services;
      const checks = await Promise.all(Array.from({ length: 10 }, () => account.exists(user.id)));
      expect(checks).toEqual(Array<boolean>(10).fill(true));
      expect(accountReads).toHaveBeenCalledTimes(1);
      // and a burst of refused submits is answered 402 each, not taken for a deleted account
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          user.post('/api/generate-veo-video', { prompt: `A harbour at noon, take ${index}` }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(10).fill(402));
    } finally {
      accountReads.mockRestore();
    }
  });

  it('T20 five concurrent image requests on 3 credits (2 each): exactly one made, 1 credit left', async () => {
    const user = await apiUser(context.app, context.container, 3);
    const imageCallsBefore = providerCalls('image:generateContent');
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        user.post('/api/google-nano-banana', { prompt: `A red kite, version ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 402, 402, 402, 402]);
    expect(responses.find((response) => response.statusCode === 200)!.json().message).toBe(
      MESSAGES.nanoBanana.generationSuccess,
    );
    expect(
      gemini.state.requests.filter((request) => request.path.includes('image')).length -
        imageCallsBefore,
    ).toBe(1);
    const db = context.container.database.db;
    expect(await balancesOf(db, user.id)).toEqual({ available: 1, held: 0 });
    const items = await db.select().from(libraryItems).where(eq(libraryItems.userId, user.id));
    expect(items).toHaveLength(1);
  });
});

describe.each(DATABASE_TARGETS)('D. credits ledger settlement on %s', (target) => {
  let context: TestApp;
  let results: Awaited<ReturnType<typeof startResultServer>>;
  let provider: MockProvider;
  let db: Database;
  let faults: Awaited<ReturnType<typeof installFaults>>;
  const time = manualClock(new Date());

  beforeAll(async () => {
    results = await startResultServer(videos);
    provider = new MockProvider(`${results.url}/two.mp4`);
    // no workers: each test drives the pipeline step by step, as a worker (or a crash) would
    context = await createTestApp(target, {}, { avatarGenerator: provider, clock: time.clock });
    db = context.container.database.db;
    faults = await installFaults(db);
  });
  afterAll(async () => {
    await context?.dispose();
    await results?.close();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    provider.reset(`${results.url}/two.mp4`);
    await faults.disarm();
    await expectLedgerInvariant(db);
  });

  const pipeline = () => context.container.services.generations;
  const generation = async (id: string) =>
    (await db.select().from(generations).where(eq(generations.id, id)))[0]!;
  const libraryOf = (id: string) =>
    db.select().from(libraryItems).where(eq(libraryItems.generationId, id));

  async function startAvatar(user: ApiUser, script = LONG_SCRIPT): Promise<string> {
    const response = await user.post('/api/ai-creator', { creatorName: 'Ava', script });
    expect(response.statusCode).toBe(200);
    return response.json().operationId as string;
  }

  /** Submits and leaves the job polling, as a worker does before its next poll. */
  async function submitted(user: ApiUser, script = LONG_SCRIPT): Promise<string> {
    provider.pollReply = () => ({ state: 'PROCESSING', progress: 10 });
    const id = await startAvatar(user, script);
    await pipeline().run(id);
    expect(await generation(id)).toMatchObject({ state: 'PROCESSING' });
    return id;
  }

  it('T21 the database refuses a negative balance and a reused ledger key, rolling back the whole transaction', async () => {
    const user = await apiUser(context.app, context.container, 10);
    for (const column of ['available', 'held']) {
      const error = await rejectionOf(
        db.execute(
          sql`update credit_balances set ${sql.identifier(column)} = -1 where user_id = ${user.id}`,
        ),
      );
      expect(sqlState(error)).toBe('23514');
    }
    const duplicate = await rejectionOf(
      db.execute(
        sql`insert into credit_ledger (user_id, kind, amount, delta, idempotency_key, reason)
            values (${user.id}, 'grant', 5, 5, ${`grant:seed-${user.id}`}, 'replayed grant')`,
      ),
    );
    expect(sqlState(duplicate)).toBe('23505');
    // a valid entry followed by an invalid balance change: neither survives
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into credit_ledger (user_id, kind, amount, delta, idempotency_key, reason)
              values (${user.id}, 'grant', 5, 5, ${`t21-${user.id}`}, 'half of a transaction')`,
        );
        await tx.execute(
          sql`update credit_balances set available = available - 100 where user_id = ${user.id}`,
        );
      }),
    ).rejects.toThrow();
    expect(
      await db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.idempotencyKey, `t21-${user.id}`)),
    ).toEqual([]);
    expect(await balancesOf(db, user.id)).toEqual({ available: 10, held: 0 });
  });

  // the migration makes the ledger append-only and allows one entry of each kind per job
  for (const [label, statement] of [
    [
      'UPDATE of a ledger entry',
      'update credit_ledger set amount = amount + 1000 where user_id = $1',
    ],
    ['DELETE of a ledger entry', 'delete from credit_ledger where user_id = $1'],
  ] as const) {
    it(`T21 the database refuses an ${label}`, async () => {
      const user = await createUser(context.container);
      await context.container.services.credits.grant(user.id, 7, `t21-${user.id}`, 'test');
      const error = await db
        .transaction(async (tx) => {
          await tx.execute(sql.raw(statement.replace('$1', `'${user.id}'`)));
          // whatever happened, leave the books as they were
          throw new Error('rolled back by the test');
        })
        .catch((caught: unknown) => caught);
      expect(sqlState(error)).toMatch(/^(42501|P0001|23\d{3})$/);
    });
  }

  it('T21 the database refuses a second capture for one job', async () => {
    const user = await apiUser(context.app, context.container, 10);
    await context.container.services.credits.hold(user.id, 10, `t21-job-${user.id}`, 'test');
    await context.container.services.credits.capture(user.id, `t21-job-${user.id}`, 10);
    const error = await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into credit_ledger (user_id, kind, amount, delta, reference, idempotency_key, reason)
              values (${user.id}, 'capture', 10, 0, ${`t21-job-${user.id}`}, ${`other-key-${user.id}`}, 'second capture')`,
        );
        throw new Error('rolled back by the test');
      })
      .catch((caught: unknown) => caught);
    expect(sqlState(error)).toBe('23505');
  });

  it('T21 an account deletion still takes its ledger entries with it', async () => {
    const user = await createUser(context.container);
    await context.container.services.credits.grant(user.id, 5, `t21-gone-${user.id}`, 'test');
    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toEqual(
      [],
    );
  });

  it('T22 saving a finished video is idempotent: 13 saves, one library item, one charge', async () => {
    // the API has no Idempotency-Key header (see report); /save-video is the client-repeatable call
    const user = await apiUser(context.app, context.container, 60);
    const id = await startAvatar(user, SHORT_SCRIPT);
    await pipeline().run(id);
    const status = (await user.post('/api/poll-creator', { operationId: id })).json();
    expect(status.state).toBe('COMPLETE');
    const save = () =>
      user.post('/api/save-video', { video_url: status.url, feature: 'ai-avatar', topic: 'Desk' });
    const sequential = [await save(), await save(), await save()];
    const concurrent = await Promise.all(Array.from({ length: 10 }, save));
    for (const response of [...sequential, ...concurrent]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.avatar.saved });
    }
    expect(await libraryOf(id)).toHaveLength(1);
    expect(await entriesOfJob(db, id)).toEqual(['hold:4', 'capture:2', 'release:2']);
    expect(await balancesOf(db, user.id)).toEqual({ available: 58, held: 0 });
  });

  it('T23 a 37.4 s avatar video holds 60, captures ceil(37.4) = 38 and releases 22, once', async () => {
    expect(avatarHoldCredits(LONG_SCRIPT)).toBe(60);
    const user = await apiUser(context.app, context.container, 100);
    provider.resultUrl = `${results.url}/v37.mp4`;
    const id = await startAvatar(user);
    expect(await balancesOf(db, user.id)).toEqual({ available: 40, held: 60 });
    await pipeline().run(id);
    await pipeline().run(id);
    expect(await generation(id)).toMatchObject({
      state: 'COMPLETE',
      chargedCredits: 38,
      durationSeconds: expect.closeTo(37.4, 1),
    });
    expect(await entriesOfJob(db, id)).toEqual(['hold:60', 'capture:38', 'release:22']);
    expect(await balancesOf(db, user.id)).toEqual({ available: 62, held: 0 });
    const status = (await user.post('/api/poll-creator', { operationId: id })).json();
    expect(status.credits_charged).toBe(38);
  });

  it('T23 a 61 s result is not delivered: no second past the 60 held goes free, and the hold comes back', async () => {
    const shortHold = avatarHoldCredits(SHORT_SCRIPT);
    const user = await apiUser(context.app, context.container, 60 + shortHold);
    provider.resultUrl = `${results.url}/v61.mp4`;
    const long = await startAvatar(user);
    const drain = await startAvatar(user, SHORT_SCRIPT);
    expect(await balancesOf(db, user.id)).toEqual({ available: 0, held: 60 + shortHold });
    await pipeline().run(long);
    expect(await generation(long)).toMatchObject({
      state: 'FAILED',
      error: MESSAGES.avatar.spokenTooLong(61),
    });
    expect(await entriesOfJob(db, long)).toEqual(['hold:60', 'release:60']);
    expect(await libraryOf(long)).toEqual([]);
    expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: shortHold });
    await pipeline().run(drain);
  });

  it('T24 a definitive provider failure delivered four times (two at once) releases exactly once', async () => {
    const user = await apiUser(context.app, context.container, 60);
    const id = await submitted(user);
    provider.pollReply = () => ({ state: 'FAILED', error: 'The content was rejected' });
    await Promise.all([pipeline().run(id), pipeline().run(id)]);
    await pipeline().run(id);
    await pipeline().run(id);
    expect(await generation(id)).toMatchObject({
      state: 'FAILED',
      error: 'The content was rejected',
    });
    expect(await entriesOfJob(db, id)).toEqual(['hold:60', 'release:60']);
    expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: 0 });
    expect(await libraryOf(id)).toEqual([]);
    expect(provider.submits).toBe(1);
  });

  for (const [outcome, reply, expected] of [
    [
      'success',
      (resultUrl: string) => ({ state: 'COMPLETE' as const, resultUrl }),
      { state: 'COMPLETE', entries: ['hold:60', 'capture:2', 'release:58'], items: 1 },
    ],
    [
      'failure',
      () => ({ state: 'FAILED' as const, error: 'Render farm lost the job' }),
      { state: 'FAILED', entries: ['hold:60', 'release:60'], items: 0 },
    ],
  ] as const) {
    it(`T25 connection resets and poll timeouts keep the hold; the provider's later ${outcome} settles once`, async () => {
      const user = await apiUser(context.app, context.container, 60);
      const id = await submitted(user);
      const outages = [
        connectionReset(),
        new DOMException('The operation timed out', 'TimeoutError'),
      ];
      for (const outage of [...outages, ...outages]) {
        provider.pollReply = () => outage;
        await expect(pipeline().run(id)).rejects.toBe(outage);
        expect(await generation(id)).toMatchObject({ state: 'PROCESSING' });
        expect(await entriesOfJob(db, id)).toEqual(['hold:60']);
        expect(await balancesOf(db, user.id)).toEqual({ available: 0, held: 60 });
      }
      provider.pollReply = () => reply(`${results.url}/two.mp4`);
      await pipeline().run(id);
      await Promise.all([pipeline().run(id), pipeline().run(id)]);
      expect(await generation(id)).toMatchObject({ state: expected.state });
      expect(await entriesOfJob(db, id)).toEqual(expected.entries);
      expect(await libraryOf(id)).toHaveLength(expected.items);
      expect(provider.submits).toBe(1);
    });
  }

  it('T26 a retry after a failed, released job is a new job with a new hold; the old id never runs again', async () => {
    const user = await apiUser(context.app, context.container, 60);
    provider.pollReply = () => ({ state: 'FAILED', error: 'Temporarily overloaded' });
    const failed = await startAvatar(user);
    await pipeline().run(failed);
    expect(await entriesOfJob(db, failed)).toEqual(['hold:60', 'release:60']);
    provider.reset();
    const retry = await startAvatar(user);
    expect(retry).not.toBe(failed);
    expect(await balancesOf(db, user.id)).toEqual({ available: 0, held: 60 });
    // the old id, run again (a stale job message, or a client replaying it), changes nothing
    const submitsBefore = provider.submits;
    await pipeline().run(failed);
    expect(provider.submits).toBe(submitsBefore);
    expect(await generation(failed)).toMatchObject({ state: 'FAILED' });
    expect(await entriesOfJob(db, failed)).toEqual(['hold:60', 'release:60']);
    await pipeline().run(retry);
    expect(await entriesOfJob(db, retry)).toEqual(['hold:60', 'capture:2', 'release:58']);
    // a further retry needs a full hold again, which 58 credits no longer cover
    const broke = await user.post('/api/ai-creator', { creatorName: 'Ava', script: LONG_SCRIPT });
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error).toBe(MESSAGES.server.notEnoughCredits(60, 58));
  });

  it('T27 a job stranded between hold and queue is started by the sweep, once; a revived worker does not resubmit', async () => {
    const user = await apiUser(context.app, context.container, 60);
    // the process dies right after the hold: the queue never hears of the job
    vi.spyOn(context.container.queue, 'enqueue').mockRejectedValueOnce(new Error('worker killed'));
    const id = await startAvatar(user);
    expect(await generation(id)).toMatchObject({ state: 'QUEUED', providerOperationId: null });
    expect(await balancesOf(db, user.id)).toEqual({ available: 0, held: 60 });
    await pipeline().sweep();
    expect(provider.submits).toBe(0);
    // the row's updated_at is database time: move the test clock past it by the 120 s grace
    time.advanceSeconds((Date.now() - time.clock().getTime()) / 1000 + 121);
    await pipeline().sweep();
    expect(provider.submits).toBe(1);
    expect(await generation(id)).toMatchObject({ state: 'COMPLETE' });
    await pipeline().run(id);
    await pipeline().sweep();
    expect(provider.submits).toBe(1);
    expect(await entriesOfJob(db, id)).toEqual(['hold:60', 'capture:2', 'release:58']);
  });

  it('T27 a job whose worker died mid-poll is failed by the sweep at its deadline and released exactly once', async () => {
    const user = await apiUser(context.app, context.container, 60);
    const id = await submitted(user);
    time.advanceSeconds(DEADLINE_SECONDS - 60);
    await pipeline().sweep();
    expect(await entriesOfJob(db, id)).toEqual(['hold:60']);
    time.advanceSeconds(61);
    await Promise.all([pipeline().sweep(), pipeline().sweep()]);
    await pipeline().sweep();
    expect(await generation(id)).toMatchObject({
      state: 'FAILED',
      error: 'The generation took too long and was stopped. Your credits were returned.',
    });
    expect(await entriesOfJob(db, id)).toEqual(['hold:60', 'release:60']);
    // the revived worker finds the job closed: no poll result is taken, nothing is submitted
    expect(provider.submits).toBe(1);
    provider.reset();
    await pipeline().run(id);
    expect(provider.submits + provider.polls).toBe(0);
    expect(await entriesOfJob(db, id)).toEqual(['hold:60', 'release:60']);
    expect(await libraryOf(id)).toEqual([]);
  });

  it('T28 model-based: random grants, holds, captures, releases and racing holds keep model and books equal', async () => {
    // the sequence-based property test lives in test/integration/credits.test.ts; this one adds
    // concurrency (two holds at once) and checks the whole-database invariant after every step
    const credits = context.container.services.credits;
    interface Model {
      available: number;
      held: number;
      holds: Map<string, { amount: number; settled: boolean }>;
    }
    interface Real {
      userId: string;
    }
    type Command = fc.AsyncCommand<Model, Real>;
    const check = async (model: Model, real: Real) => {
      expect(await balancesOf(db, real.userId)).toEqual({
        available: model.available,
        held: model.held,
      });
      expect(await ledgerViolations(db)).toEqual([]);
    };
    const jobKey = (real: Real, job: number) => `${real.userId}-job-${job}`;
    const command = (name: string, run: (model: Model, real: Real) => Promise<void>): Command => ({
      check: () => true,
      run: async (model, real) => {
        await run(model, real);
        await check(model, real);
      },
      toString: () => name,
    });
    const grant = (amount: number) =>
      command(`grant(${amount})`, async (model, real) => {
        await credits.grant(real.userId, amount, `${real.userId}-${Math.random()}`, 'model');
        model.available += amount;
      });
    const holdRace = (jobs: [number, number], amount: number) =>
      command(`holdRace(${jobs.join(',')}, ${amount})`, async (model, real) => {
        const fresh = [...new Set(jobs)].map((job) => jobKey(real, job));
        const isNew = fresh.map((key) => !model.holds.has(key));
        const outcomes = await Promise.allSettled(
          fresh.map((key) => credits.hold(real.userId, amount, key, 'model')),
        );
        let accepted = 0;
        fresh.forEach((key, index) => {
          if (!isNew[index]) {
            // holding a job twice is a no-op, whatever the amount
            expect(outcomes[index]!.status).toBe('fulfilled');
          } else if (outcomes[index]!.status === 'fulfilled') {
            model.holds.set(key, { amount, settled: false });
            accepted += 1;
          }
        });
        // exactly as many racing holds got through as the balance covers, no more, no fewer
        const newCount = isNew.filter(Boolean).length;
        expect(accepted).toBe(Math.min(newCount, Math.floor(model.available / amount)));
        model.available -= accepted * amount;
        model.held += accepted * amount;
      });
    const settle = (job: number, spent: number | 'release') =>
      command(`settle(${job}, ${spent})`, async (model, real) => {
        const key = jobKey(real, job);
        const hold = model.holds.get(key);
        const attempt =
          spent === 'release'
            ? credits.release(real.userId, key)
            : credits.capture(real.userId, key, spent);
        if (!hold) {
          await expect(attempt).rejects.toMatchObject({ code: 'NOT_FOUND' });
          return;
        }
        await attempt;
        if (!hold.settled) {
          const charged = spent === 'release' ? 0 : Math.min(spent, hold.amount);
          model.available += hold.amount - charged;
          model.held -= hold.amount;
          hold.settled = true;
        }
      });
    const commands = [
      fc.integer({ min: 1, max: 40 }).map(grant),
      fc
        .tuple(
          fc.integer({ min: 0, max: 4 }),
          fc.integer({ min: 0, max: 4 }),
          fc.integer({ min: 1, max: 30 }),
        )
        .map(([a, b, amount]) => holdRace([a, b], amount)),
      fc
        .tuple(
          fc.integer({ min: 0, max: 4 }),
          fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constant('release' as const)),
        )
        .map(([job, spent]) => settle(job, spent)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (sequence) => {
        const user = await createUser(context.container);
        await fc.asyncModelRun(
          () => ({
            model: { available: 0, held: 0, holds: new Map() },
            real: { userId: user.id },
          }),
          sequence,
        );
      }),
      { numRuns: target === 'postgres' ? 15 : 10 },
    );
  });

  it('T29 a fault inside the hold transaction leaves no job and no hold, answers a generic 500, and a retry works', async () => {
    const user = await apiUser(context.app, context.container, 60);
    await faults.arm('balance-update');
    const response = await user.post('/api/ai-creator', {
      creatorName: 'Ava',
      script: LONG_SCRIPT,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: INTERNAL_MESSAGE, code: 'INTERNAL' });
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.kind, 'hold'))),
    ).toEqual([]);
    expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: 0 });
    expect(provider.submits).toBe(0);
    await faults.disarm();
    const id = await startAvatar(user);
    expect(await entriesOfJob(db, id)).toEqual(['hold:60']);
    await pipeline().run(id);
  });

  it('T29 a fault inside the capture transaction leaves the hold whole; the next run charges once', async () => {
    const user = await apiUser(context.app, context.container, 60);
    const id = await startAvatar(user);
    await faults.arm('ledger-capture');
    await expect(pipeline().run(id)).rejects.toThrow();
    expect(await generation(id)).not.toMatchObject({ state: 'COMPLETE' });
    expect(await entriesOfJob(db, id)).toEqual(['hold:60']);
    expect(await balancesOf(db, user.id)).toEqual({ available: 0, held: 60 });
    // the entry, the charge and the state land together or not at all
    expect(await libraryOf(id)).toEqual([]);
    await faults.disarm();
    await pipeline().run(id);
    expect(await generation(id)).toMatchObject({ state: 'COMPLETE', chargedCredits: 2 });
    expect(await entriesOfJob(db, id)).toEqual(['hold:60', 'capture:2', 'release:58']);
    expect(await libraryOf(id)).toHaveLength(1);
    expect(provider.submits).toBe(1);
  });

  it.runIf(target === 'postgres')(
    'T29 a connection killed mid-transaction (pg_terminate_backend) leaves no partial state and the pool recovers',
    async () => {
      const user = await apiUser(context.app, context.container, 60);
      await faults.arm('ledger-hold', 'terminate');
      const response = await user.post('/api/ai-creator', {
        creatorName: 'Ava',
        script: LONG_SCRIPT,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: INTERNAL_MESSAGE, code: 'INTERNAL' });
      await faults.disarm();
      expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual(
        [],
      );
      expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: 0 });
      const id = await startAvatar(user);
      expect(await entriesOfJob(db, id)).toEqual(['hold:60']);
      await pipeline().run(id);
    },
  );
});
