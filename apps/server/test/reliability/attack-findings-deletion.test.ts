import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@orato/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, signedInWithCredits } from '../helpers/auth-client';
import { multipartBody } from '../helpers/multipart';
import { solidPng } from '../helpers/sample-images';
import { createTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Issue 18, item 9: requests in flight while their account is deleted end in a 410 that says so,
 * never a 500. (No worker runs in these apps, so a generation waits as long as the test needs.)
 */
describe.each(DATABASE_TARGETS)('attack findings: account deletion mid-request on %s', (target) => {
  let context: TestApp;
  let accounts = 0;

  beforeAll(async () => {
    context = await createTestApp(target);
  });
  afterAll(async () => {
    await context?.dispose();
  });

  const db = () => context.container.database.db;

  /** A signed-in user with credits, and a second tab of the same session that deletes the account. */
  async function userWithTwoTabs() {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      `h9-${++accounts}@example.com`,
      500,
    );
    const otherTab = new AuthClient(context.app);
    otherTab.cookie = person.cookie;
    return { person, otherTab, userId };
  }

  async function deleteAccount(tab: AuthClient) {
    expect((await tab.post('/api/delete-account', {})).statusCode).toBe(200);
  }

  function expectGone(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(410);
    expect(response.json()).toEqual({ error: MESSAGES.auth.accountDeleted, code: 'GONE' });
  }

  it('H9 an image request waiting on its job answers 410 when the account is deleted meanwhile', async () => {
    const { person, otherTab } = await userWithTwoTabs();
    const waiting = person.post('/api/google-nano-banana', { prompt: 'a red kite over the sea' });
    // the request is waiting once its generation row is there
    await until(async () => (await countRows('generations')) > 0);
    await deleteAccount(otherTab);
    expectGone(await waiting);
    // and the next request from that session is simply signed out
    expect((await person.post('/api/get-user', {})).statusCode).toBe(401);
  });

  /**
   * A real interleaving on PostgreSQL: a test-only trigger holds the request's insert until the
   * account is gone, as a slow request racing the deletion would. (The embedded database runs one
   * statement at a time, so there the deletion cannot land inside a statement.)
   */
  describe.runIf(target === 'postgres')('writes that race the deletion', () => {
    beforeAll(async () => {
      await db().execute(
        sql.raw(`create or replace function test_wait_for_owner_gone() returns trigger
          language plpgsql as $$
          declare waited integer := 0;
          begin
            while exists (select 1 from users where id = NEW.user_id) and waited < 200 loop
              perform pg_sleep(0.05);
              waited := waited + 1;
            end loop;
            return NEW;
          end $$`),
      );
    });

    async function racingDeletion(
      table: string,
      when: string,
      request: (person: AuthClient) => Promise<LightMyRequestResponse>,
    ) {
      const { person, otherTab } = await userWithTwoTabs();
      await db().execute(
        sql.raw(`create trigger test_race before insert on ${table} for each row ${when}
          execute function test_wait_for_owner_gone()`),
      );
      try {
        const inFlight = request(person);
        await until(
          async () =>
            (await count(
              `select count(*)::int as n from pg_stat_activity where wait_event = 'PgSleep'`,
            )) > 0,
        );
        await deleteAccount(otherTab);
        return await inFlight;
      } finally {
        await db().execute(sql.raw(`drop trigger test_race on ${table}`));
      }
    }

    it('H9 an upload racing its account deletion keeps no file, whichever wins', async () => {
      const png = await solidPng({ r: 200, g: 40, b: 40 });
      const response = await racingDeletion('uploads', '', (person) => {
        const { payload, headers } = multipartBody({}, [
          { filename: 'a.png', contentType: 'image/png', data: png },
        ]);
        return context.app.inject({
          method: 'POST',
          url: '/api/upload',
          payload,
          headers: { ...headers, origin: 'http://localhost:3000', cookie: person.cookie! },
        });
      });
      // the upload locks its owner's row while it counts the quota, so the deletion either came
      // first (410) or waited for the upload to finish (200) and then read its key under its own
      // lock of the row: either way neither the row nor the file is left
      expect(await countRows('uploads')).toBe(0);
      if (response.statusCode !== 200) {
        expectGone(response);
      }
      const stored = await readdir(path.join(context.dataDir, 'media'), { recursive: true });
      expect(stored.filter((name) => name.includes('uploads') && name.endsWith('.png'))).toEqual(
        [],
      );
    });

    it('H9 a job start whose account is deleted meanwhile answers 410', async () => {
      const response = await racingDeletion('generations', '', (person) =>
        person.post('/api/generate-veo-video', { prompt: 'waves at dusk' }),
      );
      expectGone(response);
    });

    it('H9 a payment whose account is deleted while it is fulfilled answers 410', async () => {
      const response = await racingDeletion(
        'credit_ledger',
        `when (NEW.kind = 'grant')`,
        async (person) => {
          const checkout = await person.post('/api/create-checkout-session', {
            lookup_key: 'orato-starter',
          });
          const id = new URL(checkout.json().url).pathname.split('/').pop()!;
          return person.post(`/checkout/test/${id}/pay`);
        },
      );
      expectGone(response);
    });
  });

  /** The `n` of a `select count(*)::int as n …`. */
  async function count(query: string): Promise<number> {
    const result = (await db().execute(sql.raw(query))) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  }
  const countRows = (table: string) => count(`select count(*)::int as n from ${table}`);
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error('timed out waiting');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
