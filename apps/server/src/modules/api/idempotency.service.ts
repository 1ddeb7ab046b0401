import { setTimeout as sleep } from 'node:timers/promises';
import { API_MESSAGES, IDEMPOTENCY_KEY_PATTERN } from '@orato/shared';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { sha256 } from '../../lib/secrets';
import type { IdempotencyRepository } from './idempotency.repository';

/** Stripe keeps keys 24 hours; so do we. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
const POLL_MS = 100;

/** An answer to send: the status and the JSON body, and whether it is a stored one replayed. */
export interface IdempotentResult<T> {
  status: number;
  body: T;
  replayed: boolean;
}

export interface IdempotentRequest {
  userId: string;
  /** The `Idempotency-Key` header; without one the work simply runs. */
  key: string | undefined;
  /** What makes two requests "the same": method, route and body. */
  fingerprint: unknown;
}

/**
 * `Idempotency-Key` for the public API's creates (Stripe's semantics): the first request with a
 * key claims it in the database and its answer is stored; a repeat with the same body gets that
 * answer again, a repeat with another body is refused, and one that arrives while the first still
 * runs waits for it, then is told to retry. A request that fails gives its key back.
 */
export class IdempotencyService {
  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly clock: Clock,
    private readonly waitMs = 10_000,
  ) {}

  async run<T>(
    request: IdempotentRequest,
    work: () => Promise<{ status: number; body: T }>,
  ): Promise<IdempotentResult<T>> {
    const { userId, key } = request;
    if (key === undefined) {
      return { ...(await work()), replayed: false };
    }
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new AppError('BAD_REQUEST', API_MESSAGES.idempotencyKeyInvalid);
    }
    const requestHash = sha256(canonicalJson(request.fingerprint));
    const giveUpAt = Date.now() + this.waitMs;
    for (;;) {
      const now = this.clock();
      const expiredBefore = addSeconds(now, -IDEMPOTENCY_KEY_TTL_SECONDS);
      if (await this.keys.claim(userId, key, requestHash, now, expiredBefore)) {
        return this.runClaimed(userId, key, work);
      }
      const held = await this.keys.find(userId, key);
      if (held && held.requestHash !== requestHash) {
        throw new AppError('CONFLICT', API_MESSAGES.idempotencyKeyReused);
      }
      if (held?.responseStatus != null) {
        return { status: held.responseStatus, body: held.responseBody as T, replayed: true };
      }
      if (Date.now() >= giveUpAt) {
        throw new AppError('CONFLICT', API_MESSAGES.idempotencyKeyInProgress);
      }
      // the first request is still running (or just gave its key back): look again shortly
      await sleep(POLL_MS);
    }
  }

  /** Forgets keys past their 24 hours; returns how many. */
  prune(): Promise<number> {
    return this.keys.deleteOlderThan(addSeconds(this.clock(), -IDEMPOTENCY_KEY_TTL_SECONDS));
  }

  private async runClaimed<T>(
    userId: string,
    key: string,
    work: () => Promise<{ status: number; body: T }>,
  ): Promise<IdempotentResult<T>> {
    let result: { status: number; body: T };
    try {
      result = await work();
    } catch (error) {
      // refused work changed nothing (every create leaves no partial state): the key is free again
      await this.keys.release(userId, key);
      throw error;
    }
    await this.keys.complete(userId, key, result.status, result.body);
    return { ...result, replayed: false };
  }
}

/** JSON with object keys sorted, so the same body in another key order hashes the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}
