// Sessions are remembered after a lookup, on both databases (issue #38), until the change feed
// says their user changed: every write that ends a session is seen by the very next request, and
// so is a session removed behind this process's back (as another process would remove it) once the
// feed has passed that write.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../src/db/schema';
import { SessionRepository } from '../../src/modules/auth/session.repository';
import { sha256 } from '../../src/lib/secrets';
import { AuthClient, PASSWORD, signedInClient } from '../helpers/auth-client';
import { manualClock, useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

describe.each(DATABASE_TARGETS)('remembered sessions on %s', (target) => {
  const time = manualClock();
  const context = useTestApp(target, {}, { clock: time.clock });
  const statusOf = async (person: AuthClient) =>
    (await person.post('/api/get-user', {})).statusCode;
  /** A second browser signed in as the same person. */
  const secondBrowser = async (email: string) => {
    const other = new AuthClient(context.app);
    expect((await other.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
    return other;
  };

  it('looks a session up once for the requests that arrive together while it is not remembered', async () => {
    const person = await signedInClient(context.app, context.container, 'cache-burst@example.com');
    const token = person.cookie!.split('=')[1]!;
    const { sessions } = context.container.services;
    const user = await sessions.resolve(token);
    sessions.forgetUser(user!.id);
    await context.container.changeFeed.settle();
    // (on the embedded database the first look-up has answered before the next request asks, so
    // this proves the sharing on PostgreSQL, where they overlap)
    const lookUps = vi.spyOn(SessionRepository.prototype, 'findLive');
    try {
      const statuses = await Promise.all(Array.from({ length: 10 }, () => statusOf(person)));
      expect(statuses).toEqual(Array<number>(10).fill(200));
      expect(lookUps).toHaveBeenCalledTimes(1);
    } finally {
      lookUps.mockRestore();
    }
  });

  it('refuses the cookie on the request right after logout', async () => {
    const person = await signedInClient(context.app, context.container, 'cache-out@example.com');
    expect(await statusOf(person)).toBe(200);
    const copy = new AuthClient(context.app);
    copy.cookie = person.cookie;
    await person.post('/api/logout');
    expect(await statusOf(copy)).toBe(401);
  });

  it('refuses every browser of the person right after all their sessions end', async () => {
    const email = 'cache-all@example.com';
    const person = await signedInClient(context.app, context.container, email);
    const other = await secondBrowser(email);
    expect([await statusOf(person), await statusOf(other)]).toEqual([200, 200]);
    const user = await context.container.services.sessions.resolve(person.cookie!.split('=')[1]!);
    await context.container.services.sessions.endAll(user!.id);
    expect([await statusOf(person), await statusOf(other)]).toEqual([401, 401]);
  });

  it('refuses every browser of a deleted account on the next request', async () => {
    const email = 'cache-gone@example.com';
    const person = await signedInClient(context.app, context.container, email);
    const other = await secondBrowser(email);
    expect([await statusOf(person), await statusOf(other)]).toEqual([200, 200]);
    expect((await person.post('/api/delete-account')).statusCode).toBe(200);
    expect(await statusOf(other)).toBe(401);
  });

  it('refuses a session removed behind its back as soon as the change feed has passed it', async () => {
    const person = await signedInClient(context.app, context.container, 'cache-aged@example.com');
    expect(await statusOf(person)).toBe(200);
    await context.container.database.db.delete(sessions);
    // the embedded database tells at once; PostgreSQL as the write commits, over the wire
    await context.container.changeFeed.settle();
    expect(await statusOf(person)).toBe(401);
  });

  it('answers a remembered session without the database until it changes', async () => {
    const person = await signedInClient(context.app, context.container, 'cache-quiet@example.com');
    const token = person.cookie!.split('=')[1]!;
    const { sessions: service } = context.container.services;
    const first = await service.resolve(token);
    // a row changed with no notification (the feed's trigger bypassed) is not seen: nothing was asked
    await context.container.database.db.execute(
      sql`alter table sessions disable trigger sessions_notify`,
    );
    try {
      await context.container.database.db
        .update(sessions)
        .set({ expiresAt: new Date(0) })
        .where(eq(sessions.tokenHash, sha256(token)));
      // this process's own writes are passed over until the feed has heard itself after them
      await context.container.changeFeed.settle();
      expect(await service.resolve(token)).toEqual(first);
      // and once its user changes anywhere, it is read again
      await context.container.database.db.execute(
        sql`update users set email = email where id = ${first!.id}`,
      );
      await context.container.changeFeed.settle();
      expect(await service.resolve(token)).toBeUndefined();
    } finally {
      await context.container.database.db.execute(
        sql`alter table sessions enable trigger sessions_notify`,
      );
    }
  });

  it('never serves a session past its expiry, remembered or not', async () => {
    const person = await signedInClient(context.app, context.container, 'cache-expiry@example.com');
    expect(await statusOf(person)).toBe(200);
    const token = person.cookie!.split('=')[1]!;
    const soon = new Date(time.clock().getTime() + 7 * 1000);
    await context.container.database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.tokenHash, sha256(token)));
    // read again (and remembered) with its new expiry, two seconds away
    await context.container.changeFeed.settle();
    time.advanceSeconds(5);
    expect(await context.container.services.sessions.resolve(token)).toBeDefined();
    time.advanceSeconds(2);
    expect(await statusOf(person)).toBe(401);
  });
});
