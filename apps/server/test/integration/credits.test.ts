import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditLedgerRepository } from '../../src/modules/credits/credit-ledger.repository';
import { createTestContainer, type TestContext } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { createUser } from '../helpers/users';

describe.each(DATABASE_TARGETS)('credit ledger on %s', (target) => {
  let context: TestContext;
  let ledger: CreditLedgerRepository;

  beforeAll(async () => {
    context = await createTestContainer(target);
    ledger = new CreditLedgerRepository(context.container.database.db);
  });
  afterAll(async () => {
    await context?.dispose();
  });

  const credits = () => context.container.services.credits;

  it('grants once per key', async () => {
    const user = await createUser(context.container);
    expect(await credits().grant(user.id, 60, 'payment-1', 'starter')).toBe(true);
    expect(await credits().grant(user.id, 60, 'payment-1', 'starter')).toBe(false);
    expect(await credits().balance(user.id)).toBe(60);
  });

  it('refuses a hold the balance cannot cover, changing nothing', async () => {
    const user = await createUser(context.container);
    await credits().grant(user.id, 10, `g-${user.id}`, 'test');
    await expect(credits().hold(user.id, 11, `job-${user.id}`, 'video')).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: expect.stringContaining('this needs 11 and you have 10'),
    });
    expect(await ledger.balances(user.id)).toEqual({ available: 10, held: 0 });
    expect(await ledger.findEntry(`hold:job-${user.id}`)).toBeUndefined();
  });

  it('holds a batch in its order, each as the balance left by those before it covers, in one statement', async () => {
    const user = await createUser(context.container);
    await credits().grant(user.id, 100, `g-${user.id}`, 'test');
    const jobs = [30, 50, 40, 10].map((amount, index) => ({
      jobId: `batch-${index}-${user.id}`,
      amount,
      reason: 'video',
    }));
    const { held, available } = await credits().holdInOrder(user.id, jobs);
    // the third does not fit what the first two left; the fourth still does, as it would alone
    expect([...held]).toEqual([jobs[0]!.jobId, jobs[1]!.jobId, jobs[3]!.jobId]);
    expect(available).toBe(10);
    expect(await ledger.balances(user.id)).toEqual({ available: 10, held: 90 });
    expect(await ledger.findEntry(`hold:${jobs[2]!.jobId}`)).toBeUndefined();
    expect(await ledger.ledgerSum(user.id)).toBe(10);
    const none = await credits().holdInOrder(user.id, [
      { jobId: 'too-big', amount: 11, reason: 'v' },
    ]);
    expect(none).toEqual({ held: new Set(), available: 10 });
  });

  it('captures the actual cost and returns the rest, once', async () => {
    const user = await createUser(context.container);
    await credits().grant(user.id, 100, `g-${user.id}`, 'test');
    await credits().hold(user.id, 60, 'job-a', 'avatar video');
    expect(await ledger.balances(user.id)).toEqual({ available: 40, held: 60 });
    await credits().capture(user.id, 'job-a', 38);
    await credits().capture(user.id, 'job-a', 38);
    await credits().release(user.id, 'job-a');
    expect(await ledger.balances(user.id)).toEqual({ available: 62, held: 0 });
    expect(await ledger.ledgerSum(user.id)).toBe(62);
  });

  it('never charges more than the hold', async () => {
    const user = await createUser(context.container);
    await credits().grant(user.id, 100, `g-${user.id}`, 'test');
    await credits().hold(user.id, 60, 'job-over', 'avatar video');
    await credits().capture(user.id, 'job-over', 61);
    expect(await ledger.balances(user.id)).toEqual({ available: 40, held: 0 });
  });

  it('releases a failed job once', async () => {
    const user = await createUser(context.container);
    await credits().grant(user.id, 120, `g-${user.id}`, 'test');
    await credits().hold(user.id, 120, 'job-veo', 'veo');
    await Promise.all([
      credits().release(user.id, 'job-veo'),
      credits().release(user.id, 'job-veo'),
    ]);
    expect(await ledger.balances(user.id)).toEqual({ available: 120, held: 0 });
  });

  it("refuses to settle another user's hold", async () => {
    const owner = await createUser(context.container);
    const other = await createUser(context.container);
    await credits().grant(owner.id, 10, `g-${owner.id}`, 'test');
    await credits().hold(owner.id, 10, 'job-owned', 'image');
    await expect(credits().release(other.id, 'job-owned')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('keeps balance = sum of the ledger and never negative, for any sequence', async () => {
    const operation = fc.oneof(
      fc.record({ op: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 50 }) }),
      fc.record({
        op: fc.constant('hold' as const),
        job: fc.integer({ min: 0, max: 5 }),
        amount: fc.integer({ min: 1, max: 80 }),
      }),
      fc.record({
        op: fc.constant('capture' as const),
        job: fc.integer({ min: 0, max: 5 }),
        amount: fc.integer({ min: 0, max: 90 }),
      }),
      fc.record({ op: fc.constant('release' as const), job: fc.integer({ min: 0, max: 5 }) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 15 }), async (operations) => {
        const user = await createUser(context.container);
        const prefix = `${user.id}-${run++}`;
        const model = {
          available: 0,
          held: 0,
          holds: new Map<number, { amount: number; settled: boolean }>(),
        };
        for (const [index, step] of operations.entries()) {
          if (step.op === 'grant') {
            await credits().grant(user.id, step.amount, `${prefix}-${index}`, 'property');
            model.available += step.amount;
          } else if (step.op === 'hold') {
            const fits = !model.holds.has(step.job) && model.available >= step.amount;
            const attempt = credits().hold(
              user.id,
              step.amount,
              `${prefix}-job-${step.job}`,
              'property',
            );
            if (model.holds.has(step.job)) {
              await attempt;
            } else if (fits) {
              await attempt;
              model.available -= step.amount;
              model.held += step.amount;
              model.holds.set(step.job, { amount: step.amount, settled: false });
            } else {
              await expect(attempt).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' });
            }
          } else {
            const hold = model.holds.get(step.job);
            const settle =
              step.op === 'capture'
                ? credits().capture(user.id, `${prefix}-job-${step.job}`, step.amount)
                : credits().release(user.id, `${prefix}-job-${step.job}`);
            if (!hold) {
              await expect(settle).rejects.toMatchObject({ code: 'NOT_FOUND' });
              continue;
            }
            await settle;
            if (!hold.settled) {
              const spent = step.op === 'capture' ? Math.min(step.amount, hold.amount) : 0;
              model.available += hold.amount - spent;
              model.held -= hold.amount;
              hold.settled = true;
            }
          }
          const actual = await ledger.balances(user.id);
          expect(actual).toEqual({ available: model.available, held: model.held });
          expect(await ledger.ledgerSum(user.id)).toBe(actual.available);
          expect(actual.available).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe.runIf(DATABASE_TARGETS.includes('postgres'))(
  'credit holds under concurrency on PostgreSQL',
  () => {
    let context: TestContext;

    beforeAll(async () => {
      context = await createTestContainer('postgres');
    });
    afterAll(async () => {
      await context?.dispose();
    });

    it('lets exactly 10 of 50 concurrent holds through a balance that fits 10', async () => {
      const { credits } = context.container.services;
      const user = await createUser(context.container);
      await credits.grant(user.id, 100, `g-${user.id}`, 'test');
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, index) =>
          credits.hold(user.id, 10, `race-${index}`, 'race'),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
      const ledger = new CreditLedgerRepository(context.container.database.db);
      expect(await ledger.balances(user.id)).toEqual({ available: 0, held: 100 });
      expect(await ledger.ledgerSum(user.id)).toBe(0);
    });

    it('lets batches and single holds racing for one balance hold exactly what it covers', async () => {
      const { credits } = context.container.services;
      const user = await createUser(context.container);
      await credits.grant(user.id, 100, `g-${user.id}`, 'test');
      const batches = Array.from({ length: 10 }, (_, batch) =>
        credits.holdInOrder(
          user.id,
          [0, 1, 2].map((index) => ({ jobId: `b${batch}-${index}`, amount: 10, reason: 'race' })),
        ),
      );
      const singles = Array.from({ length: 20 }, (_, index) =>
        credits.hold(user.id, 10, `single-${index}`, 'race'),
      );
      const [batched, single] = await Promise.all([
        Promise.all(batches),
        Promise.allSettled(singles),
      ]);
      const heldInBatches = batched.reduce((sum, outcome) => sum + outcome.held.size, 0);
      const heldAlone = single.filter((result) => result.status === 'fulfilled').length;
      expect(heldInBatches + heldAlone).toBe(10);
      const ledger = new CreditLedgerRepository(context.container.database.db);
      expect(await ledger.balances(user.id)).toEqual({ available: 0, held: 100 });
      expect(await ledger.ledgerSum(user.id)).toBe(0);
    });
  },
);
