import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { signedInWithCredits, type AuthClient } from '../helpers/auth-client';
import { seedAccount, type SeededAccount } from '../helpers/seed-account';
import { createTestApp, type TestApp } from '../helpers/test-container';

/** Every stored file, as its key, on the local disk store (the store's own dot-files left out). */
async function storedKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('deleting an account removes every kind of its data', () => {
  let t: TestApp;
  let alice: { person: AuthClient; userId: string };
  let bob: { person: AuthClient; userId: string };
  let aliceData: SeededAccount;
  let bobData: SeededAccount;
  const aliceEmail = 'alice-leaves@example.com';

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signedInWithCredits(t.app, t.container, aliceEmail, 0);
    bob = await signedInWithCredits(t.app, t.container, 'bob-stays@example.com', 0);
    aliceData = await seedAccount(t.container, alice.userId, 'tag-a');
    bobData = await seedAccount(t.container, bob.userId, 'tag-b');
    // a finished export, then one being built (its partial file already in storage)
    const ready = (await alice.person.post('/api/account/exports')).json().export.id as string;
    await t.container.services.dataExports.build(ready, 0);
    const { db } = t.container.database;
    const partialKey = 'exports/in-progress/partial-tag-a.zip';
    await t.container.storage.putObject(partialKey, Buffer.from('half a zip'), 'application/zip');
    await db
      .insert(schema.dataExports)
      .values({ userId: alice.userId, state: 'RUNNING', partialKey });
    await db
      .insert(schema.loginAttempts)
      .values({ email: aliceEmail, count: 1, lastAttemptAt: new Date() });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('leaves no row of the account in any table, and no file in storage, but the payment', async () => {
    const root = (t.container.config.storage as { root: string }).root;
    const before = await storedKeys(root);
    expect(before.filter((key) => key.startsWith('exports/'))).toHaveLength(2);

    expect((await alice.person.post('/api/delete-account')).statusCode).toBe(200);

    // every table with a user_id column: none keeps a row of the account
    const { db } = t.container.database;
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const names = rowsOf<{ table_name: string }>(
      await db.execute(
        sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = 'public'`,
      ),
    );
    expect(names.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'payments',
        'data_exports',
        'photo_avatars',
        'storyboard_drafts',
        'webhook_events',
      ]),
    );
    for (const { table_name: table } of names) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${alice.userId}`,
        ),
      );
      expect(row!.n, table).toBe(0);
    }
    expect(await db.select().from(schema.users).where(eq(schema.users.id, alice.userId))).toEqual(
      [],
    );
    // rows that name the address rather than the id
    expect(
      await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, aliceEmail)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(schema.loginAttempts)
        .where(eq(schema.loginAttempts.email, aliceEmail)),
    ).toEqual([]);

    // the payment stays for accounting, detached: nothing in it names Alice
    const [kept] = await db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.reference, 'pay_tag-a'));
    expect(kept).toMatchObject({ userId: null, plan: 'orato-starter', priceCents: 999 });

    // no file of hers is left (media, uploads, portraits, exports finished or partial); Bob's stay
    const after = await storedKeys(root);
    expect(after.filter((key) => key.includes('tag-a'))).toEqual([]);
    expect(after.filter((key) => key.startsWith('exports/'))).toEqual([]);
    for (const key of aliceData.keys) {
      expect(await t.container.storage.statObject(key), key).toBeUndefined();
    }
    for (const key of bobData.keys) {
      expect(await t.container.storage.statObject(key), key).toBeDefined();
    }
    expect((await bob.person.get('/api/account/exports')).statusCode).toBe(200);
  });
});
