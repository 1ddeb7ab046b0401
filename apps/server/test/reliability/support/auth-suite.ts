import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import type { TestApp } from '../../helpers/test-container';
import { Browser } from './browser';

/**
 * What the authentication suites share: the app's database, a browser from an address no other
 * request of the suite used (so per-IP limits meet a new person each time) and a user's row.
 * `network` (two octets, e.g. '10.1') keeps each file's addresses its own.
 */
export function authSuite(context: TestApp, network: string) {
  let clients = 0;
  const freshIp = () => `${network}.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
  const db = () => context.container.database.db;
  return {
    db,
    freshIp,
    browser: () => new Browser(context.app, { remoteAddress: freshIp() }),
    userRow: async (email: string) =>
      (await db().select().from(users).where(eq(users.email, email)))[0],
  };
}
