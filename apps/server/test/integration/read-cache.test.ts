// Issue #38: each process remembers its users' reads (session, account, library pages) until the
// change feed says that user changed, in this process or any other. A write must be seen by the
// very next read; on PostgreSQL also by the next read on another API process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Container } from '../../src/container';
import { libraryItems } from '../../src/db/schema';
import { AuthClient, signedInWithCredits } from '../helpers/auth-client';
import { silentLogger, startContainer, testConfig, useTestApp } from '../helpers/test-container';
import { createScratchDatabase, DATABASE_TARGETS } from '../helpers/test-database';

const creditsOf = async (person: AuthClient) =>
  (await person.post('/api/get-user', {})).json().credits as number;
const videoTitles = async (person: AuthClient) =>
  (
    (await person.post('/api/get-videos', { feature: 'veo3-videos' })).json().videos[
      'veo3-videos'
    ] as { topic: string }[]
  ).map((video) => video.topic);

describe.each(DATABASE_TARGETS)('remembered reads on %s', (target) => {
  const context = useTestApp(target);

  it('answers a repeated read from memory, not the database', async () => {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      'memory@example.com',
      10,
    );
    // the grant's notification heard first: a read that begins before it arrives is not kept
    await context.container.changeFeed.settle();
    expect(await creditsOf(person)).toBe(10);
    const { db } = context.container.database;
    // a change the feed is not told of: only a read that asks the database would see it
    await db.execute(sql`alter table credit_balances disable trigger credit_balances_notify`);
    try {
      await db.execute(sql`update credit_balances set available = 99 where user_id = ${userId}`);
      await context.container.changeFeed.settle();
      expect(await creditsOf(person)).toBe(10);
    } finally {
      await db.execute(sql`alter table credit_balances enable trigger credit_balances_notify`);
    }
  });

  it('shows a credit change on the very next read, however it was made', async () => {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      'credits-next@example.com',
      10,
    );
    expect(await creditsOf(person)).toBe(10);
    // straight through the service, as a job or a webhook moves credits: no request to settle
    await context.container.services.credits.grant(userId, 5, `next-${userId}`, 'test');
    expect(await creditsOf(person)).toBe(15);
    await context.container.services.credits.hold(userId, 4, crypto.randomUUID(), 'test');
    expect(await creditsOf(person)).toBe(11);
  });

  it('shows a new library entry on the very next page read', async () => {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      'library-next@example.com',
      0,
    );
    expect(await videoTitles(person)).toEqual([]);
    await context.container.database.db.insert(libraryItems).values({
      userId,
      feature: 'veo3-videos',
      mediaKey: `users/${userId}/veo3-videos/new.mp4`,
      title: 'A new clip',
    });
    expect(await videoTitles(person)).toEqual(['A new clip']);
  });

  it('refuses a session on the request after a password change', async () => {
    const { person } = await signedInWithCredits(
      context.app,
      context.container,
      'password-next@example.com',
      0,
    );
    expect((await person.post('/api/get-user', {})).statusCode).toBe(200);
    const copy = new AuthClient(context.app);
    copy.cookie = person.cookie;
    const user = await context.container.services.sessions.resolve(person.cookie!.split('=')[1]!);
    await context.container.database.db.execute(
      sql`delete from sessions where user_id = ${user!.id}`,
    );
    expect((await copy.post('/api/get-user', {})).statusCode).toBe(401);
  });
});

describe.runIf(DATABASE_TARGETS.includes('postgres'))('two API processes on one PostgreSQL', () => {
  const scratch: { drop(): Promise<void> }[] = [];
  const processes: { container: Container; app: Awaited<ReturnType<typeof buildApp>> }[] = [];
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orato-two-'));
    const database = await createScratchDatabase();
    scratch.push(database);
    for (const name of ['a', 'b']) {
      const config = testConfig(path.join(dataDir, name), { DATABASE_URL: database.url });
      const container = await startContainer(config, silentLogger);
      const app = await buildApp(container, silentLogger);
      await app.ready();
      processes.push({ container, app });
    }
  }, 60_000);

  afterAll(async () => {
    for (const { container, app } of processes) {
      await app.close();
      await container.queue.stop(1000);
      await container.close();
    }
    await Promise.all(scratch.map((database) => database.drop()));
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The same browser's cookie, sent to the other process. */
  const onB = (person: AuthClient) => {
    const other = new AuthClient(processes[1]!.app);
    other.cookie = person.cookie;
    return other;
  };

  it('refuses a session on B on the request right after logging out on A', async () => {
    const [a] = processes;
    const { person } = await signedInWithCredits(a!.app, a!.container, 'two-out@example.com', 0);
    const b = onB(person);
    expect((await b.post('/api/get-user', {})).statusCode).toBe(200);
    expect((await b.post('/api/get-user', {})).statusCode).toBe(200);
    expect((await person.post('/api/logout')).statusCode).toBe(200);
    expect((await b.post('/api/get-user', {})).statusCode).toBe(401);
  });

  it("shows on B a credit change made through A's answer", async () => {
    const [a] = processes;
    const { person } = await signedInWithCredits(a!.app, a!.container, 'two-credit@example.com', 3);
    const b = onB(person);
    expect(await creditsOf(b)).toBe(3);
    // a submit on A holds credits (and answers once A has heard its own change)
    const submitted = await person.post('/api/generate-veo-video', { prompt: 'a calm lake' });
    expect([200, 402]).toContain(submitted.statusCode);
    const expected = submitted.statusCode === 200 ? 0 : 3;
    expect(await creditsOf(b)).toBe(expected);
    expect(await creditsOf(person)).toBe(expected);
  });

  it('forgets everything and reads the database while its listener is down', async () => {
    const [a, b] = processes;
    const { person, userId } = await signedInWithCredits(
      a!.app,
      a!.container,
      'two-down@example.com',
      2,
    );
    const other = onB(person);
    expect(await creditsOf(other)).toBe(2);
    // cut the listening connections from the server's side, as a failover would
    await a!.container.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'orato-change-feed'`,
    );
    await expect.poll(() => b!.container.changeFeed.live, { timeout: 5000 }).toBe(false);
    // a change nobody hears: B, not listening, asks the database
    await a!.container.services.credits.grant(userId, 5, `down-${userId}`, 'test');
    expect(await creditsOf(other)).toBe(7);
    await expect.poll(() => b!.container.changeFeed.live, { timeout: 5000 }).toBe(true);
    expect(await creditsOf(other)).toBe(7);
  });
});
