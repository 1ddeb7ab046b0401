import {
  ADMIN_MESSAGES,
  CREDIT_HISTORY_PAGE_SIZE,
  type CreditHistoryResponse,
  type CreditMovement,
  MESSAGES,
} from '@orato/shared';
import { noMetrics, type Metrics } from '../../adapters/metrics/metrics';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import type { CreditLedgerRepository } from './credit-ledger.repository';

/**
 * The only code that moves credits. Every movement is a ledger entry with its own key, written in
 * the same transaction as the balance change, so a retry or a duplicate event never counts twice.
 */
export class CreditsService {
  constructor(
    private readonly ledger: CreditLedgerRepository,
    /**
     * Told of each hold, capture and return once its ledger write has committed (inside an outer
     * transaction, once its own savepoint has: a rollback of the outer one still counts).
     */
    private readonly metrics: Pick<Metrics, 'creditsMoved'> = noMetrics,
  ) {}

  balance(userId: string): Promise<number> {
    return this.ledger.balance(userId);
  }

  /** Every movement of the user's credits, newest first, a page at a time, each with its reason. */
  async history(userId: string, page: number): Promise<CreditHistoryResponse> {
    const rows = await this.ledger.history(
      userId,
      CREDIT_HISTORY_PAGE_SIZE + 1,
      (page - 1) * CREDIT_HISTORY_PAGE_SIZE,
    );
    return {
      movements: rows.slice(0, CREDIT_HISTORY_PAGE_SIZE).map(toMovement),
      page,
      has_more: rows.length > CREDIT_HISTORY_PAGE_SIZE,
    };
  }

  /**
   * Adds credits once per key (a payment, an invoice, a plan change); false when that key was
   * granted before. A plan change's allowance difference is its own kind in the history.
   */
  grant(
    userId: string,
    amount: number,
    key: string,
    reason: string,
    kind: 'grant' | 'plan_change' = 'grant',
  ): Promise<boolean> {
    assertPositive(amount);
    return this.ledger.transaction(async (ledger) => {
      const appended = await ledger.append({
        userId,
        kind,
        amount,
        delta: amount,
        idempotencyKey: `grant:${key}`,
        reason,
      });
      if (appended) {
        await ledger.addAvailable(userId, amount);
      }
      return appended;
    });
  }

  /**
   * Takes back unspent credits of a purchase (a refund, a dispute) up to `total` over all its
   * reversals: each step takes what earlier ones did not, never more than is available, so the
   * balance never goes below zero and held credits stay with their jobs. One entry per step, even
   * when nothing was left to take. Returns what was taken.
   */
  reverse(
    userId: string,
    reversal: {
      /** The purchase (its grant's key). */
      key: string;
      /** Credits to have taken back from it in all, this reversal included. */
      total: number;
      /** Names this reversal: the same step twice (a replayed event) takes nothing. */
      step: string;
      reason: string;
    },
  ): Promise<number> {
    return this.ledger.transaction(async (ledger) => {
      // the balance row's lock also serialises two reversals of one purchase
      const balance = await ledger.lockedBalance(userId);
      const owed = reversal.total - (await ledger.reversedFor(userId, reversal.key));
      const taken = Math.max(0, Math.min(owed, balance));
      const appended = await ledger.append({
        userId,
        kind: 'reversal',
        amount: taken,
        delta: -taken,
        idempotencyKey: `reverse:${reversal.key}:${reversal.step}`,
        reason: reversal.reason,
      });
      if (!appended) {
        return 0;
      }
      await ledger.subtractAvailable(userId, taken);
      return taken;
    });
  }

  /**
   * Adds (`amount` > 0) or takes (< 0) credits by hand, once per key: a staff adjustment with its
   * reason. Never takes the spendable balance below zero (held credits stay with their jobs);
   * returns the entry and the balances after it.
   */
  adjust(userId: string, amount: number, key: string, reason: string) {
    if (!Number.isInteger(amount) || amount === 0) {
      throw new AppError('BAD_REQUEST', MESSAGES.server.creditAmountInvalid);
    }
    return this.ledger.transaction(async (ledger) => {
      // the balance row's lock keeps a hold from spending what this takes in between
      const available = await ledger.lockedBalance(userId);
      if (available + amount < 0) {
        throw new AppError('CONFLICT', ADMIN_MESSAGES.belowZero(available));
      }
      const appended = await ledger.append({
        userId,
        kind: 'adjustment',
        amount: Math.abs(amount),
        delta: amount,
        idempotencyKey: `adjust:${key}`,
        reason,
      });
      if (appended && amount > 0) {
        await ledger.addAvailable(userId, amount);
      } else if (appended) {
        await ledger.subtractAvailable(userId, -amount);
      }
      return { entry: await ledger.findEntry(`adjust:${key}`), ...(await ledger.balances(userId)) };
    });
  }

  /** The credits granted for a purchase (0 when none were). */
  async grantedFor(key: string): Promise<number> {
    return (await this.ledger.findEntry(`grant:${key}`))?.amount ?? 0;
  }

  /**
   * A quick 402 before any write when the balance plainly cannot cover `amount`. Only a shortcut:
   * `hold` stays the check that counts, since the balance may change in between.
   */
  async assertAffordable(userId: string, amount: number): Promise<void> {
    const available = await this.ledger.balance(userId);
    if (available < amount) {
      throw new AppError('PAYMENT_REQUIRED', MESSAGES.server.notEnoughCredits(amount, available));
    }
  }

  /** Sets aside credits for a job; fails with 402 when they are not there. Holding twice is a no-op. */
  async hold(userId: string, amount: number, jobId: string, reason: string): Promise<void> {
    assertPositive(amount);
    const outcome = await this.ledger.holdAtOnce({
      userId,
      kind: 'hold',
      amount,
      delta: -amount,
      idempotencyKey: `hold:${jobId}`,
      reason,
      reference: jobId,
    });
    if (outcome === 'short') {
      throw new AppError(
        'PAYMENT_REQUIRED',
        MESSAGES.server.notEnoughCredits(amount, await this.ledger.balance(userId)),
      );
    }
    if (outcome === 'held') {
      this.metrics.creditsMoved('held', amount);
    }
  }

  /**
   * Sets aside credits for several jobs of one person at once, each in its turn as the balance
   * left by those before it covers it: the jobs held, and the balance left (for the refusal of the
   * others). One statement and one lock for a burst of submits, where a hold each would queue on
   * the lock.
   */
  async holdInOrder(
    userId: string,
    jobs: { jobId: string; amount: number; reason: string }[],
  ): Promise<{ held: Set<string>; available: number }> {
    jobs.forEach((job) => assertPositive(job.amount));
    const { held, available } = await this.ledger.holdInOrder(
      userId,
      jobs.map((job) => ({
        kind: 'hold' as const,
        amount: job.amount,
        delta: -job.amount,
        idempotencyKey: `hold:${job.jobId}`,
        reason: job.reason,
        reference: job.jobId,
      })),
    );
    const keys = new Set(held);
    const heldJobs = jobs.filter((job) => keys.has(`hold:${job.jobId}`));
    heldJobs.forEach((job) => this.metrics.creditsMoved('held', job.amount));
    return { held: new Set(heldJobs.map((job) => job.jobId)), available };
  }

  /** Spends `actual` of a job's hold (at most the hold) and returns the rest. Settles once. */
  capture(userId: string, jobId: string, actual: number): Promise<void> {
    return this.settle(userId, jobId, actual);
  }

  /** Returns a job's whole hold. Settles once: after a capture or a release it does nothing. */
  release(userId: string, jobId: string): Promise<void> {
    return this.settle(userId, jobId, 0);
  }

  private async settle(userId: string, jobId: string, spent: number): Promise<void> {
    if (!Number.isInteger(spent) || spent < 0) {
      throw new AppError('BAD_REQUEST', MESSAGES.server.chargeInvalid);
    }
    const settlement = await this.ledger.transaction(async (ledger) => {
      const hold = await ledger.findEntry(`hold:${jobId}`);
      if (!hold || hold.userId !== userId) {
        throw new AppError('NOT_FOUND', MESSAGES.server.noCreditHold(jobId));
      }
      const charged = Math.min(spent, hold.amount);
      const settled = await ledger.append({
        userId,
        kind: charged > 0 ? 'capture' : 'release',
        amount: charged > 0 ? charged : hold.amount,
        delta: charged > 0 ? 0 : hold.amount,
        idempotencyKey: `settle:${jobId}`,
        reason: charged > 0 ? `charged ${charged} of ${hold.amount}` : 'released',
        reference: jobId,
      });
      if (!settled) {
        return undefined;
      }
      if (charged > 0 && charged < hold.amount) {
        await ledger.append({
          userId,
          kind: 'release',
          amount: hold.amount - charged,
          delta: hold.amount - charged,
          idempotencyKey: `release-rest:${jobId}`,
          reason: 'unused part of the hold',
          reference: jobId,
        });
      }
      await ledger.settleHeld(userId, hold.amount, charged);
      return { charged, returned: hold.amount - charged };
    });
    if (settlement) {
      this.metrics.creditsMoved('captured', settlement.charged);
      this.metrics.creditsMoved('returned', settlement.returned);
    }
  }
}

function assertPositive(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new AppError('BAD_REQUEST', MESSAGES.server.creditAmountInvalid);
  }
}

type HistoryRow = Awaited<ReturnType<CreditLedgerRepository['history']>>[number];

const JOB_NOUNS: Readonly<Record<string, string>> = {
  'ai-avatar': 'an avatar video',
  'veo3-videos': 'a video clip',
  'nano-banana': 'an image',
};

/** A ledger entry in the words of the Credits history tab. */
function toMovement(row: HistoryRow): CreditMovement {
  const input = (row.jobInput ?? {}) as { title?: string | null };
  return {
    id: row.id,
    kind: row.kind,
    // an adjustment goes either way: its sign is the change to the balance
    amount: row.kind === 'adjustment' ? row.delta : row.amount,
    reason: movementReason(row),
    job_id: row.reference,
    job_title: input.title ?? null,
    feature: row.jobFeature,
    duration_seconds: row.kind === 'capture' ? row.jobDuration : null,
    created_at: toUnixSeconds(row.createdAt),
  };
}

function movementReason(row: HistoryRow): string {
  const noun = JOB_NOUNS[row.jobFeature ?? ''] ?? 'a job';
  switch (row.kind) {
    case 'grant':
    case 'reversal':
    case 'plan_change':
      return row.reason;
    case 'adjustment':
      return ADMIN_MESSAGES.adjustmentReason(row.reason);
    case 'hold':
      return `Reserved for ${noun}`;
    case 'capture':
      return row.jobDuration !== null
        ? `Charged for ${noun} of ${Math.ceil(row.jobDuration - 1e-6)} s`
        : `Charged for ${noun}`;
    case 'release':
      if (row.jobState === 'FAILED') {
        return `Returned: ${row.jobError ?? 'the job failed'}`;
      }
      return row.reason === 'unused part of the hold'
        ? 'Returned: the part of the reservation not used'
        : 'Returned';
  }
}
