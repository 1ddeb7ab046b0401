import { MESSAGES } from '@orato/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from '../../src/container';
import { rateLimitHits } from '../../src/db/schema';
import { JOB_CATALOGUE, JOB_DEFINITIONS } from '../../src/jobs/job-catalogue';
import { startWorkers } from '../../src/jobs/workers';
import {
  LOGIN_ATTEMPTS_PER_ROUND,
  LOGIN_FIRST_PAUSE_SECONDS,
} from '../../src/modules/auth/login-throttle';
import { RetryLaterError } from '../../src/modules/auth/retry-later.error';
import { AuthClient } from '../helpers/auth-client';
import { createTestApp } from '../helpers/test-container';
import {
  createScratchDatabase,
  DATABASE_TARGETS,
  type ScratchDatabase,
} from '../helpers/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const LOGIN_KEY = 'POST /api/login|127.0.0.1';
const wrongLogin = { email: 'someone@example.com', password: 'not the password' };

async function counters(container: Container) {
  const rows = await container.database.db.select().from(rateLimitHits);
  return Object.fromEntries(rows.map((row) => [row.key, row.count]));
}

/** Moves a counter's window into the past, as if its minute had gone by. */
async function endWindow(container: Container, key: string) {
  await container.database.db.execute(
    sql`update rate_limit_hits set reset_at = now() - interval '1 second' where key = ${key}`,
  );
}

describe.each(DATABASE_TARGETS)('rate limits kept in the database on %s', (target) => {
  let context: TestApp;

  beforeAll(async () => {
    context = await createTestApp(target, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('counts each request in the table and answers 429 with Retry-After past the limit', async () => {
    const person = new AuthClient(context.app);
    const responses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      responses.push(await person.post('/api/login', wrongLogin));
    }
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 429]);
    expect(responses.map((response) => response.headers['x-ratelimit-remaining'])).toEqual([
      '2',
      '1',
      '0',
      '0',
    ]);
    const limited = responses[3]!;
    expect(limited.json()).toEqual({ error: MESSAGES.auth.tooManyRequests, code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await counters(context.container)).toEqual({ [LOGIN_KEY]: 4 });
  });

  it('counts every limited route on its own', async () => {
    const person = new AuthClient(context.app);
    const forgot = await person.post('/api/forgot-password', { email: 'someone@example.com' });
    expect(forgot.statusCode).toBe(200);
    expect(await counters(context.container)).toEqual({
      [LOGIN_KEY]: 4,
      'POST /api/forgot-password|127.0.0.1': 1,
    });
  });

  it('starts a new window once the old one has ended', async () => {
    await endWindow(context.container, LOGIN_KEY);
    const person = new AuthClient(context.app);
    const again = await person.post('/api/login', wrongLogin);
    expect(again.statusCode).toBe(401);
    expect(again.headers['x-ratelimit-remaining']).toBe('2');
    expect((await counters(context.container))[LOGIN_KEY]).toBe(1);
  });

  it('counts requests that arrive together in one write, each with its own place in the count', async () => {
    const person = new AuthClient(context.app);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => person.post('/api/login', wrongLogin)),
    );
    // the window already holds one: these are the 2nd to the 6th, and the limit is 3
    expect(burst.map((response) => response.statusCode).sort()).toEqual([401, 401, 429, 429, 429]);
    expect(burst.map((response) => response.headers['x-ratelimit-remaining']).sort()).toEqual([
      '0',
      '0',
      '0',
      '0',
      '1',
    ]);
    expect((await counters(context.container))[LOGIN_KEY]).toBe(6);
  });

  it('prunes the counters of ended windows with a scheduled job', async () => {
    const prune = JOB_CATALOGUE['rate-limits.prune'];
    expect(prune.cron).toBe('*/5 * * * *');
    await endWindow(context.container, 'POST /api/forgot-password|127.0.0.1');
    await prune.handle({}, context.container.services, { attempt: 0 });
    expect(await counters(context.container)).toEqual({ [LOGIN_KEY]: 6 });
  });

  it('has the pruning (and every other scheduled job) scheduled once a worker starts', async () => {
    await startWorkers(context.container);
    const schedules = (await context.container.database.db.execute(
      sql`select name, cron from pgboss.schedule order by name`,
    )) as unknown as { rows: { name: string; cron: string }[] };
    expect(schedules.rows).toEqual(
      JOB_DEFINITIONS.filter((definition) => definition.cron)
        .map(({ name, cron }) => ({ name, cron }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(schedules.rows.map((row) => row.name)).toContain('rate-limits.prune');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two API processes on one PostgreSQL database',
  () => {
    let database: ScratchDatabase;
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      database = await createScratchDatabase();
      // each is a whole app with its own container and connection pool, as two processes would be
      const env = { DATABASE_URL: database.url, AUTH_RATE_LIMIT_PER_MINUTE: '4' };
      first = await createTestApp('pglite', env);
      second = await createTestApp('pglite', env);
    });
    afterAll(async () => {
      await first?.dispose();
      await second?.dispose();
      await database?.drop();
    });

    it('share one limit per client, whichever process answers', async () => {
      expect(first.container.database.driver).toBe('postgres');
      const statuses: number[] = [];
      for (const app of [first, second, first, second, first, second]) {
        statuses.push((await new AuthClient(app.app).post('/api/login', wrongLogin)).statusCode);
      }
      // with a counter in each process's memory all six would have been let through
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      expect(await counters(second.container)).toEqual({ [LOGIN_KEY]: 6 });
    });

    it('share one sign-in pause per address, whichever process was guessed at', async () => {
      const guess = (app: TestApp) =>
        app.container.services.auth
          .login({ email: 'paused@example.com', password: 'a wrong guess' })
          .catch((error: unknown) => error);
      for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_ROUND; attempt++) {
        expect(await guess(attempt % 2 ? first : second)).toMatchObject({
          code: 'UNAUTHENTICATED',
        });
      }
      for (const app of [first, second]) {
        const refused = await guess(app);
        expect(refused).toBeInstanceOf(RetryLaterError);
        expect((refused as RetryLaterError).retryAfterSeconds).toBe(LOGIN_FIRST_PAUSE_SECONDS);
      }
    });

    it('count requests arriving at both at once exactly', async () => {
      await endWindow(first.container, LOGIN_KEY);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          new AuthClient((index % 2 ? first : second).app).post('/api/login', wrongLogin),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
      expect(await counters(first.container)).toEqual({ [LOGIN_KEY]: 10 });
    });
  },
);
