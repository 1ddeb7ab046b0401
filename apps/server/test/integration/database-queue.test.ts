import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContainer, type TestContext } from '../helpers/test-container';
import { openPostgresDatabase } from '../../src/db/postgres.database';
import { createScratchDatabase, DATABASE_TARGETS } from '../helpers/test-database';

describe.each(DATABASE_TARGETS)('database and queue on %s', (target) => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContainer(target);
  });

  afterAll(async () => {
    await context?.dispose();
  });

  it('reports its driver and answers queries', async () => {
    expect(context.container.database.driver).toBe(target);
    await expect(context.container.database.ping()).resolves.toBeUndefined();
  });

  it('applies migrations again without error or change', async () => {
    const countTables = async () => {
      const result = await context.container.database.db.execute(
        sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
      );
      return (result as unknown as { rows: { count: number }[] }).rows[0]?.count;
    };
    const before = await countTables();
    await context.container.database.migrate();
    await context.container.database.migrate();
    expect(await countTables()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  // the queue takes only the catalogue's jobs: these borrow two, with no worker of their own started
  it('works a job that was sent, with its payload', async () => {
    const { queue } = context.container;
    const received: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      void queue.work('speech.measure-voice', async (payload) => {
        received.push(payload);
        resolve();
      });
    });
    const id = await queue.enqueue('speech.measure-voice', { key: 'kal', language: 'en' });
    expect(id).toEqual(expect.any(String));
    await done;
    expect(received).toEqual([{ key: 'kal', language: 'en' }]);
  });

  it('retries a job whose handler throws', async () => {
    const { queue } = context.container;
    let attempts = 0;
    const done = new Promise<void>((resolve) => {
      void queue.work('uploads.expire', async () => {
        attempts += 1;
        if (attempts === 1) {
          throw new Error('first attempt fails');
        }
        resolve();
      });
    });
    await queue.enqueue('uploads.expire', {}, { retryLimit: 2 });
    await done;
    expect(attempts).toBe(2);
  });

  it('starts a queued job as soon as a slot frees, not at its next poll', async () => {
    const { queue } = context.container;
    let releaseFirst = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const times: { started: number; ended: number }[] = [];
    const allDone = new Promise<void>((resolve) => {
      void queue.work(
        'rate-limits.prune',
        async () => {
          const run = { started: Date.now(), ended: 0 };
          times.push(run);
          if (times.length === 1) {
            await held;
          }
          run.ended = Date.now();
          if (times.length === 3) {
            resolve();
          }
        },
        { concurrency: 1 },
      );
    });
    await queue.enqueue('rate-limits.prune', {});
    await expect.poll(() => times.length).toBe(1);
    // two more wait behind the first, in the one slot
    await queue.enqueue('rate-limits.prune', {});
    await queue.enqueue('rate-limits.prune', {});
    releaseFirst();
    await allDone;
    // the embedded database polls every 10 s: the third waited for nothing but the second
    expect(times[2]!.started - times[1]!.ended).toBeLessThan(5_000);
  });

  it('answers its health check', async () => {
    await expect(context.container.queue.checkHealth()).resolves.toBeUndefined();
  });
});

describe.runIf(DATABASE_TARGETS.includes('postgres'))('migrations from several processes', () => {
  it('lets processes that boot together migrate one at a time', async () => {
    const scratch = await createScratchDatabase();
    const handles = await Promise.all([1, 2, 3].map(() => openPostgresDatabase(scratch.url, 2)));
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      const result = await handles[0]!.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect((result as unknown as { rows: { count: number }[] }).rows[0]?.count).toBeGreaterThan(
        0,
      );
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await scratch.drop();
    }
  });
});
