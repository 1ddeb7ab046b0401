import {
  ADMIN_API,
  ADMIN_MESSAGES,
  MESSAGES,
  adminAuditResponseSchema,
  adminBusinessResponseSchema,
  adminJobsResponseSchema,
  adminProvidersResponseSchema,
  adminUserDetailResponseSchema,
  creditHistoryResponseSchema,
  type StaffRole,
} from '@orato/shared';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, payments, staffAuditLog, users } from '../../src/db/schema';
import { PasswordHasher } from '../../src/lib/password-hasher';
import { COMMAND_LINE_ACTOR } from '../../src/modules/admin/admin.scope';
import { AccountDataRepository } from '../../src/modules/data-export/account-data.repository';
import { PASSWORD } from '../helpers/auth-client';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';
import { createUser } from '../helpers/users';

const SITE = 'http://localhost:3000';
const NO_ID = '00000000-0000-4000-8000-000000000000';
const SCRIPT = 'Tidy desks help. Start small and stay consistent every single day.';

let counter = 0;

describe.each(DATABASE_TARGETS)('the operator console (%s)', (target) => {
  let context: TestApp;
  const engine = new TestAvatarGenerator();
  const time = manualClock(new Date());
  const hasher = new PasswordHasher();
  let passwordHash: string;

  beforeAll(async () => {
    context = await createTestApp(target, {}, { avatarGenerator: engine, clock: time.clock });
    passwordHash = await hasher.hash(PASSWORD);
  });
  afterAll(async () => {
    await context?.dispose();
  });

  /** A person with a browser session; `role` makes them staff (from the command line). */
  async function person(role?: StaffRole, credits = 0) {
    const email = `console-${target}-${++counter}@example.com`;
    const user = await createUser(context.container, email);
    await context.container.database.db
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, user.id));
    if (role) {
      await context.container.services.admin.roles.setRole(
        COMMAND_LINE_ACTOR,
        user.id,
        role,
        'test',
      );
    }
    if (credits > 0) {
      await context.container.services.credits.grant(user.id, credits, `seed-${user.id}`, 'seed');
    }
    const token = await context.container.services.sessions.start(user.id);
    const remoteAddress = `10.88.${Math.floor(counter / 250)}.${counter % 250}`;
    const send = (method: InjectOptions['method'], url: string, payload?: object) =>
      context.app.inject({
        method,
        url,
        remoteAddress,
        headers: { origin: SITE, cookie: `orato_session=${token}` },
        ...(payload && { payload }),
      });
    return {
      id: user.id,
      email,
      send,
      get: (url: string) => send('GET', url),
      post: (url: string, payload: object = {}) => send('POST', url, payload),
      async verify() {
        const response = await send('POST', ADMIN_API.verify, { password: PASSWORD });
        expect(response.statusCode).toBe(200);
      },
    };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  const path = (pattern: string, id: string) => pattern.replace(':id', id);
  const db = () => context.container.database.db;
  const auditCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(staffAuditLog)
    )[0]!.n;
  const ledgerOf = (userId: string) =>
    db().select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const balanceOf = async (user: Person) =>
    (await context.container.services.credits.balance(user.id)) as number;
  const lastAudit = async () =>
    (
      await db()
        .select()
        .from(staffAuditLog)
        .orderBy(sql`seq desc`)
        .limit(1)
    )[0]!;

  /** Everything a refused action must leave as it was. */
  async function stateOf(user: Person) {
    return {
      balance: await balanceOf(user),
      ledger: (await ledgerOf(user.id)).length,
      audit: await auditCount(),
      payments: await db().select().from(payments).where(eq(payments.userId, user.id)),
      role: (await db().select({ role: users.role }).from(users).where(eq(users.id, user.id)))[0],
    };
  }

  it('answers 404 on every console route, as to an unknown route, to a signed-out client, a user without a role and an API key', async () => {
    const consoleRoutes = context.routes
      .filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    // the table is the app's own: a console route added later is checked here without listing it
    expect(new Set(consoleRoutes.map((key) => key.split(' ')[1]))).toEqual(
      new Set(Object.values(ADMIN_API)),
    );
    const nobody = await person();
    const key = await context.container.services.apiKeys.create(nobody.id, 'k');
    for (const route of consoleRoutes) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      const url = path(pattern, NO_ID);
      const body = method === 'GET' ? undefined : { reason: 'x', amount: 5, role: 'admin' };
      const notFound = { error: MESSAGES.server.noRoute(method, url), code: 'NOT_FOUND' };
      const signedOut = await context.app.inject({
        method,
        url,
        headers: { origin: SITE },
        ...(body && { payload: body }),
      });
      const withKey = await context.app.inject({
        method,
        url,
        headers: { origin: SITE, authorization: `Bearer ${key.key}` },
        ...(body && { payload: body }),
      });
      const noRole = await nobody.send(method, url, body);
      // a key is refused off /api/v1 before any route is looked up, a missing one alike
      const keyElsewhere = await context.app.inject({
        method,
        url: '/api/no-such-route',
        headers: { origin: SITE, authorization: `Bearer ${key.key}` },
      });
      expect([withKey.statusCode, withKey.json()]).toEqual([
        keyElsewhere.statusCode,
        keyElsewhere.json(),
      ]);
      for (const [who, response] of [
        ['signed out', signedOut],
        ['no role', noRole],
      ] as const) {
        expect([route, who, response.statusCode, response.json()]).toEqual([
          route,
          who,
          404,
          notFound,
        ]);
      }
    }
  });

  it('asks staff for the password again after 15 idle minutes; each staff request slides the window', async () => {
    const support = await person('support');
    const me = await support.get(ADMIN_API.me);
    expect(me.json()).toMatchObject({ role: 'support', fresh: false, support_adjust_limit: 500 });
    const stale = await support.get(`${ADMIN_API.users}?q=console`);
    expect([stale.statusCode, stale.json()]).toEqual([
      401,
      { error: ADMIN_MESSAGES.verifyRequired, code: 'ADMIN_VERIFY_REQUIRED' },
    ]);
    const wrong = await support.post(ADMIN_API.verify, { password: 'not it at all' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, ADMIN_MESSAGES.wrongPassword]);
    await support.verify();
    expect((await support.get(`${ADMIN_API.users}?q=console`)).statusCode).toBe(200);
    time.advanceSeconds(14 * 60);
    expect((await support.get(`${ADMIN_API.users}?q=console`)).statusCode).toBe(200);
    time.advanceSeconds(14 * 60);
    expect((await support.get(`${ADMIN_API.users}?q=console`)).statusCode).toBe(200);
    time.advanceSeconds(16 * 60);
    expect((await support.get(`${ADMIN_API.users}?q=console`)).statusCode).toBe(401);
    expect((await support.get(ADMIN_API.me)).json().fresh).toBe(false);
  });

  it('finds a user by e-mail or id and shows their whole record', async () => {
    const support = await person('support');
    await support.verify();
    const customer = await person(undefined, 40);
    const byEmail = await support.get(`${ADMIN_API.users}?q=${encodeURIComponent(customer.email)}`);
    expect(byEmail.json().users.map((user: { id: string }) => user.id)).toEqual([customer.id]);
    const byId = await support.get(`${ADMIN_API.users}?q=${customer.id}`);
    expect(byId.json().users[0]).toMatchObject({ email: customer.email, available: 40, held: 0 });
    const detail = adminUserDetailResponseSchema.parse(
      (await support.get(path(ADMIN_API.user, customer.id))).json(),
    );
    expect(detail.user).toMatchObject({ id: customer.id, role: 'none', available: 40 });
    expect(detail.ledger.map((entry) => entry.kind)).toEqual(['grant']);
    expect(detail.sessions).toHaveLength(1);
    expect((await support.get(path(ADMIN_API.user, NO_ID))).statusCode).toBe(404);
  });

  it('adjusts credits with a reason: one adjustment entry, one audit row, shown in the Credits history', async () => {
    const support = await person('support');
    await support.verify();
    const customer = await person(undefined, 10);
    const audits = await auditCount();
    const added = await support.post(path(ADMIN_API.userCredits, customer.id), {
      amount: 25,
      reason: 'the render failed twice',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      available: 35,
      entry: { kind: 'adjustment', delta: 25, reason: 'the render failed twice' },
    });
    expect(await auditCount()).toBe(audits + 1);
    expect(await lastAudit()).toMatchObject({
      actorId: support.id,
      action: 'credits.adjust',
      targetUserId: customer.id,
      before: { available: 10 },
      after: { available: 35, amount: 25 },
      reason: 'the render failed twice',
    });
    const taken = await support.post(path(ADMIN_API.userCredits, customer.id), {
      amount: -5,
      reason: 'double grant',
    });
    expect(taken.json().available).toBe(30);
    const history = creditHistoryResponseSchema.parse(
      (await customer.get('/api/credits/history')).json(),
    );
    expect(history.movements.slice(0, 2).map((m) => [m.kind, m.amount, m.reason])).toEqual([
      ['adjustment', -5, 'Adjustment by Orato: double grant'],
      ['adjustment', 25, 'Adjustment by Orato: the render failed twice'],
    ]);
  });

  it('refuses an adjustment below zero, without a reason, or over the support limit, and changes nothing', async () => {
    const support = await person('support');
    const admin = await person('admin');
    await support.verify();
    await admin.verify();
    const customer = await person(undefined, 10);
    const before = await stateOf(customer);
    const url = path(ADMIN_API.userCredits, customer.id);
    const below = await admin.post(url, { amount: -11, reason: 'too much' });
    expect([below.statusCode, below.json().error]).toEqual([409, ADMIN_MESSAGES.belowZero(10)]);
    const empty = await admin.post(url, { amount: 5, reason: '   ' });
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'A reason is required']);
    const over = await support.post(url, { amount: 501, reason: 'generous' });
    expect([over.statusCode, over.json().error]).toEqual([
      403,
      ADMIN_MESSAGES.overSupportLimit(500),
    ]);
    const zero = await admin.post(url, { amount: 0, reason: 'nothing' });
    expect(zero.statusCode).toBe(400);
    expect(await stateOf(customer)).toEqual(before);
    // an admin has no limit
    expect((await admin.post(url, { amount: 501, reason: 'launch gift' })).statusCode).toBe(200);
  });

  it('lets only an admin grant and revoke roles, each change with one audit row', async () => {
    const support = await person('support');
    const admin = await person('admin');
    await support.verify();
    await admin.verify();
    const colleague = await person();
    const before = await stateOf(colleague);
    const url = path(ADMIN_API.userRole, colleague.id);
    const refused = await support.send('PUT', url, { role: 'admin', reason: 'promote me' });
    expect([refused.statusCode, refused.json().error]).toEqual([403, ADMIN_MESSAGES.adminsOnly]);
    expect(await stateOf(colleague)).toEqual(before);
    const granted = await admin.send('PUT', url, { role: 'support', reason: 'joins support' });
    expect(granted.json()).toEqual({ role: 'support' });
    expect(await lastAudit()).toMatchObject({
      action: 'role.grant',
      before: { role: 'none' },
      after: { role: 'support' },
      reason: 'joins support',
    });
    const revoked = await admin.send('PUT', url, { role: 'none', reason: 'left the team' });
    expect(revoked.json()).toEqual({ role: 'none' });
    expect((await lastAudit()).action).toBe('role.revoke');
    expect(await auditCount()).toBe(before.audit + 2);
    // the revoked person's console is gone at once
    expect((await colleague.get(ADMIN_API.me)).statusCode).toBe(404);
  });

  it('refunds a payment through the gateway once: status, ledger and audit agree; support cannot', async () => {
    const support = await person('support');
    const admin = await person('admin');
    await support.verify();
    await admin.verify();
    const customer = await person();
    const checkout = await customer.post('/api/create-checkout-session', {
      lookup_key: 'orato-starter',
    });
    const checkoutPath = new URL(checkout.json().url).pathname;
    expect((await customer.post(`${checkoutPath}/pay`)).statusCode).toBe(303);
    const [payment] = await db().select().from(payments).where(eq(payments.userId, customer.id));
    expect(await balanceOf(customer)).toBe(60);
    const url = path(ADMIN_API.paymentRefund, payment!.id);

    const before = await stateOf(customer);
    const bySupport = await support.post(url, { reason: 'asked' });
    expect([bySupport.statusCode, bySupport.json().error]).toEqual([
      403,
      ADMIN_MESSAGES.adminsOnly,
    ]);
    expect(await stateOf(customer)).toEqual(before);

    const refunded = await admin.post(url, { reason: 'asked by e-mail' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      payment: { status: 'refunded', refundable: false },
      credits_reversed: 60,
    });
    expect(await balanceOf(customer)).toBe(0);
    expect((await ledgerOf(customer.id)).map((entry) => entry.kind).sort()).toEqual([
      'grant',
      'reversal',
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'payment.refund',
      subject: payment!.id,
      before: { status: 'succeeded' },
      after: { status: 'refunded', credits_reversed: 60 },
    });
    const history = (await customer.post('/api/payment-history', {})).json();
    expect(history[0].status).toBe('refunded');

    const after = await stateOf(customer);
    const again = await admin.post(url, { reason: 'twice' });
    expect([again.statusCode, again.json().error]).toEqual([409, ADMIN_MESSAGES.alreadyRefunded]);
    expect(await stateOf(customer)).toEqual(after);
  });

  it('lists failed jobs with the error in full, retries one as a new held attempt, and cancels a queued one with its credits returned', async () => {
    const admin = await person('admin');
    await admin.verify();
    const customer = await person(undefined, 100);
    engine.failNext = true;
    const started = await customer.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT });
    const failedId = started.json().operationId as string;
    await context.container.services.generations.run(failedId);
    const failed = adminJobsResponseSchema.parse(
      (await admin.get(`${ADMIN_API.jobs}?list=failed`)).json(),
    );
    const listed = failed.jobs.find((job) => job.id === failedId)!;
    expect(listed).toMatchObject({ state: 'FAILED', user_email: customer.email });
    // what the user was told, then the engine's own words, which only staff see
    expect(listed.error).toContain('Your credits were returned');
    expect(listed.error).toContain('Error: engine failure for the test');
    const seen = await customer.post('/api/poll-creator', { operationId: failedId });
    expect(JSON.stringify(seen.json())).not.toContain('engine failure for the test');
    const balanceBefore = await balanceOf(customer);
    const audits = await auditCount();

    const retried = await admin.post(path(ADMIN_API.jobRetry, failedId), {
      reason: 'engine fixed',
    });
    expect(retried.statusCode).toBe(200);
    const retry = retried.json();
    expect(retry).toMatchObject({ retried_from: failedId, job: { state: 'QUEUED' } });
    expect(retry.job.id).not.toBe(failedId);
    expect(await balanceOf(customer)).toBe(balanceBefore - listed.hold_credits);
    expect(await auditCount()).toBe(audits + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'job.retry',
      subject: failedId,
      after: { retried_as: retry.job.id },
    });
    const twice = await admin.post(path(ADMIN_API.jobRetry, retry.job.id), { reason: 'again' });
    expect([twice.statusCode, twice.json().error]).toEqual([409, ADMIN_MESSAGES.notFailed]);

    const queued = adminJobsResponseSchema.parse(
      (await admin.get(`${ADMIN_API.jobs}?list=queued`)).json(),
    );
    expect(queued.jobs.map((job) => job.id)).toContain(retry.job.id);
    expect(queued.queued_by_tool.find((row) => row.feature === 'ai-avatar')?.count).toBeGreaterThan(
      0,
    );

    const cancelled = await admin.post(path(ADMIN_API.jobCancel, retry.job.id), {
      reason: 'customer asked',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      job: { state: 'FAILED', error: ADMIN_MESSAGES.cancelledByStaff('customer asked') },
      credits_returned: listed.hold_credits,
    });
    expect(await balanceOf(customer)).toBe(balanceBefore);
    expect((await lastAudit()).action).toBe('job.cancel');
    const afterCancel = await stateOf(customer);
    const cancelTwice = await admin.post(path(ADMIN_API.jobCancel, retry.job.id), {
      reason: 'again',
    });
    expect(cancelTwice.statusCode).toBe(409);
    expect(await stateOf(customer)).toEqual(afterCancel);
  });

  it("shows the doctor's rows and each provider's calls, failures and p95 over the last hour", async () => {
    const support = await person('support');
    await support.verify();
    const { providerCalls } = context.container;
    for (const duration of [100, 200, 300, 400, 1000]) {
      await providerCalls.record({ provider: 'heygen', outcome: 'ok', durationMs: duration });
    }
    await providerCalls.record({ provider: 'heygen', outcome: 'transient', durationMs: 50 });
    const providers = adminProvidersResponseSchema.parse(
      (await support.get(ADMIN_API.providers)).json(),
    );
    expect(providers.checks.length).toBeGreaterThan(0);
    expect(providers.usage.find((row) => row.provider === 'heygen')).toMatchObject({
      calls: 6,
      failures: 1,
    });
    expect(providers.usage.find((row) => row.provider === 'heygen')!.p95_ms).toBeGreaterThan(400);
  });

  it('reports the business per day for 30 days', async () => {
    const admin = await person('admin');
    await admin.verify();
    const { days } = adminBusinessResponseSchema.parse(
      (await admin.get(ADMIN_API.business)).json(),
    );
    expect(days).toHaveLength(30);
    const today = days.at(-1)!;
    expect(today.day).toBe(time.clock().toISOString().slice(0, 10));
    expect(today.signups).toBeGreaterThan(5);
    expect(today.credits_sold).toBeGreaterThan(0);
    const avatars = today.tools.find((tool) => tool.feature === 'ai-avatar');
    expect(avatars?.failures).toBeGreaterThan(0);
  });

  it('shows the audit log to admins only, and a user their own staff actions in their data', async () => {
    const support = await person('support');
    const admin = await person('admin');
    await support.verify();
    await admin.verify();
    const customer = await person(undefined, 5);
    await admin.post(path(ADMIN_API.userCredits, customer.id), { amount: 3, reason: 'sorry' });
    expect((await support.get(ADMIN_API.audit)).statusCode).toBe(403);
    const log = adminAuditResponseSchema.parse(
      (await admin.get(`${ADMIN_API.audit}?user_id=${customer.id}`)).json(),
    );
    expect(log.entries.map((entry) => [entry.action, entry.target_email, entry.reason])).toEqual([
      ['credits.adjust', customer.email, 'sorry'],
    ]);
    const data = await new AccountDataRepository(db()).read(customer.id);
    expect(data!.staffActions.map((row) => row.reason)).toEqual(['sorry']);
    // append-only: the database itself refuses an edit
    await expect(
      db()
        .update(staffAuditLog)
        .set({ reason: 'edited' })
        .where(eq(staffAuditLog.targetUserId, customer.id)),
    ).rejects.toThrow();
  });
});
