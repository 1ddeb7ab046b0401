import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
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

  it('sends several jobs in one write, each as one send would have queued it', async () => {
    const { queue, database } = context.container;
    const options = { retryLimit: 4, heartbeatSeconds: 45, expireInSeconds: 600 };
    const alone = await queue.enqueue('generation.run', { generationId: randomUUID() }, options);
    const payloads = [{ generationId: randomUUID() }, { generationId: randomUUID() }];
    const together = await queue.enqueueMany('generation.run', payloads, options);
    expect(together).toHaveLength(2);
    const result = (await database.db.execute(
      sql`select to_jsonb(j) as job from pgboss.job j where id = any(${sql.param([alone, ...together])}::uuid[])`,
    )) as unknown as { rows: { job: Record<string, unknown> }[] };
    const jobs = new Map(result.rows.map(({ job }) => [job.id, job]));
    // the same columns but those of the moment and the job itself
    const settled = (id: string) => {
      const { data, ...rest } = jobs.get(id)!;
      for (const moment of ['id', 'created_on', 'start_after', 'keep_until']) {
        delete rest[moment];
      }
      return { data, rest };
    };
    expect(settled(together[0]!).data).toEqual(payloads[0]);
    expect(settled(together[1]!).data).toEqual(payloads[1]);
    expect(settled(together[0]!).rest).toEqual(settled(alone).rest);
    expect(settled(alone).rest).toMatchObject({ retry_limit: 4, retry_backoff: true });
    await expect(queue.enqueueMany('generation.run', [])).resolves.toEqual([]);
    await expect(queue.enqueueMany('no.such-job', [{}])).rejects.toThrow(/No job is called/);
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
