// On the embedded database sessions are remembered for a few seconds after a lookup (issue #38):
// every write that ends a session is seen by the very next request, and a session removed behind
// this process's back is refused once the remembered copy is older than SESSION_CACHE_SECONDS. On
// PostgreSQL, shared with other processes, nothing is remembered.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { SESSION_CACHE_SECONDS } from '../../src/modules/auth/session.service';
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

  it('refuses a session removed behind its back: at once on PostgreSQL, once the copy ages out on the embedded database', async () => {
    const person = await signedInClient(context.app, context.container, 'cache-aged@example.com');
    expect(await statusOf(person)).toBe(200);
    await context.container.database.db.delete(sessions);
    if (context.container.database.driver === 'postgres') {
      // another API process may have ended it: nothing is remembered
      expect(await statusOf(person)).toBe(401);
      return;
    }
    // within the window the remembered lookup still answers: no query per request
    expect(await statusOf(person)).toBe(200);
    time.advanceSeconds(SESSION_CACHE_SECONDS);
    expect(await statusOf(person)).toBe(401);
  });

  it('never serves a session past its expiry, remembered or not', async () => {
    const person = await signedInClient(context.app, context.container, 'cache-expiry@example.com');
    expect(await statusOf(person)).toBe(200);
    const token = person.cookie!.split('=')[1]!;
    const soon = new Date(time.clock().getTime() + (SESSION_CACHE_SECONDS + 2) * 1000);
    await context.container.database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.tokenHash, sha256(token)));
    // read again (and remembered) with its new expiry, two seconds away
    time.advanceSeconds(SESSION_CACHE_SECONDS);
    expect(await context.container.services.sessions.resolve(token)).toBeDefined();
    time.advanceSeconds(2);
    expect(await statusOf(person)).toBe(401);
  });
});
