import { RETENTION_RULES, type RetentionRuleId } from '@orato/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { runJob } from '../../src/jobs/job-catalogue';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-container';
import { createUser } from '../helpers/users';

/**
 * One seeder per rule of RETENTION_RULES (a rule without one does not compile): it stores a thing
 * the rule covers, made at `at`, and says whether that thing is still there.
 */
type Seeder = (t: TestApp, at: Date, label: string) => Promise<() => Promise<boolean>>;

const file = async (t: TestApp, key: string) => {
  await t.container.storage.putObject(key, Buffer.from(key), 'application/octet-stream');
};
const stored = async (t: TestApp, key: string) =>
  (await t.container.storage.statObject(key)) !== undefined;

const SEEDERS: Record<RetentionRuleId, Seeder> = {
  'unused-uploads': async (t, at, label) => {
    const user = await createUser(t.container);
    const key = `media/retention/${label}.png`;
    await file(t, key);
    await t.container.database.db.insert(schema.uploads).values({
      userId: user.id,
      key,
      contentType: 'image/png',
      width: 1,
      height: 1,
      bytes: 10,
      createdAt: at,
    });
    return async () =>
      (await stored(t, key)) ||
      (
        await t.container.database.db
          .select()
          .from(schema.uploads)
          .where(eq(schema.uploads.key, key))
      ).length > 0;
  },
  'data-exports': async (t, at, label) => {
    const user = await createUser(t.container);
    const key = `exports/retention/${label}.zip`;
    await file(t, key);
    const [row] = await t.container.database.db
      .insert(schema.dataExports)
      .values({
        userId: user.id,
        state: 'READY',
        progress: 100,
        objectKey: key,
        createdAt: at,
        completedAt: at,
        expiresAt: new Date(at.getTime() + 24 * 3600_000),
      })
      .returning();
    return async () =>
      (await stored(t, key)) ||
      (
        await t.container.database.db
          .select()
          .from(schema.dataExports)
          .where(eq(schema.dataExports.id, row!.id))
      ).length > 0;
  },
  'webhook-deliveries': async (t, at) => {
    const user = await createUser(t.container);
    const [row] = await t.container.database.db
      .insert(schema.webhookEvents)
      .values({
        userId: user.id,
        type: 'webhook.test',
        data: {},
        state: 'delivered',
        retryUntil: at,
        createdAt: at,
      })
      .returning();
    return async () =>
      (
        await t.container.database.db
          .select()
          .from(schema.webhookEvents)
          .where(eq(schema.webhookEvents.id, row!.id))
      ).length > 0;
  },
  sessions: async (t, at, label) => {
    const user = await createUser(t.container);
    await t.container.database.db.insert(schema.sessions).values({
      tokenHash: `retention-${label}`,
      userId: user.id,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + 30 * 24 * 3600_000),
    });
    return async () =>
      (
        await t.container.database.db
          .select()
          .from(schema.sessions)
          .where(eq(schema.sessions.tokenHash, `retention-${label}`))
      ).length > 0;
  },
  'verification-codes': async (t, at) => {
    const user = await createUser(t.container);
    await t.container.database.db.insert(schema.verificationTokens).values({
      userId: user.id,
      purpose: 'verify_email',
      secretHash: 'x',
      sentAt: at,
      expiresAt: new Date(at.getTime() + 600_000),
    });
    return async () =>
      (
        await t.container.database.db
          .select()
          .from(schema.verificationTokens)
          .where(eq(schema.verificationTokens.userId, user.id))
      ).length > 0;
  },
  'idempotency-keys': async (t, at, label) => {
    const user = await createUser(t.container);
    await t.container.database.db
      .insert(schema.idempotencyKeys)
      .values({ userId: user.id, key: label, requestHash: 'h', createdAt: at });
    return async () =>
      (
        await t.container.database.db
          .select()
          .from(schema.idempotencyKeys)
          .where(eq(schema.idempotencyKeys.userId, user.id))
      ).length > 0;
  },
  'mail-copies': async (t, at, label) => {
    const [row] = await t.container.database.db
      .insert(schema.mailOutbox)
      .values({
        toAddress: `${label}@example.com`,
        fromAddress: 'a@b.c',
        subject: label,
        text: '',
        html: '',
        sentAt: at,
      })
      .returning();
    return async () =>
      (
        await t.container.database.db
          .select()
          .from(schema.mailOutbox)
          .where(eq(schema.mailOutbox.id, row!.id))
      ).length > 0;
  },
  'payments-after-deletion': async (t, at, label) => {
    const [row] = await t.container.database.db
      .insert(schema.payments)
      .values({
        userId: null,
        reference: `retention-${label}`,
        plan: 'orato-starter',
        priceCents: 999,
        currency: 'gbp',
        status: 'succeeded',
        paidAt: at,
      })
      .returning();
    return async () =>
      (
        await t.container.database.db
          .select()
          .from(schema.payments)
          .where(inArray(schema.payments.id, [row!.id]))
      ).length > 0;
  },
};

describe('retention rules against the clock', () => {
  const time = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { clock: time.clock });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  for (const rule of RETENTION_RULES) {
    it(`${rule.id}: removes what is past ${rule.keptFor}, and nothing younger`, async () => {
      const now = time.clock();
      const age = rule.ageHours * 3600_000;
      const old = await SEEDERS[rule.id](
        t,
        new Date(now.getTime() - age - 60_000),
        `${rule.id}-old`,
      );
      const young = await SEEDERS[rule.id](
        t,
        new Date(now.getTime() - age + 60_000),
        `${rule.id}-young`,
      );
      // the job, as the queue runs it
      expect(
        (await runJob('retention.enforce', {}, t.container.services as never, { attempt: 0 }))
          .status,
      ).toBe('succeeded');
      expect(await old()).toBe(false);
      expect(await young()).toBe(true);
    });
  }

  it('keeps a payment of an open account however old it is', async () => {
    const user = await createUser(t.container);
    const longAgo = new Date(time.clock().getTime() - 20 * 365 * 24 * 3600_000);
    await t.container.database.db.insert(schema.payments).values({
      userId: user.id,
      reference: 'retention-attached',
      plan: 'orato-starter',
      priceCents: 999,
      currency: 'gbp',
      status: 'succeeded',
      paidAt: longAgo,
    });
    await t.container.services.retention.enforce();
    const left = await t.container.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.reference, 'retention-attached'));
    expect(left).toHaveLength(1);
  });
});
