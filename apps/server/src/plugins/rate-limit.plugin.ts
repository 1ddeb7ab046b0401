import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@orato/shared';
import { AppError } from '../lib/app-error';

/** A limit's count so far in its window, and when the window ends. */
export interface RateLimitCount {
  count: number;
  resetInMs: number;
}

/**
 * Counters every API process shares (the rate-limit module's repository is one): `hit` counts a
 * request in `key`'s window, `peek` reads the count without adding to it.
 */
export interface RateLimitCounters {
  hit(key: string, windowMs: number): Promise<RateLimitCount>;
  peek(key: string): Promise<RateLimitCount>;
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Rate limits, opted into per route (sign-in, codes, generation) and never applied to reads
 * globally. The counters live in the database, so N API processes behind a load balancer enforce
 * one limit per client, not N.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  counters: RateLimitCounters,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(counters),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', MESSAGES.auth.tooManyRequests),
  });
}

/** @fastify/rate-limit builds its store from a class; this one closes over the counters. */
function sharedStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    // each limited route counts on its own, as the plugin's in-memory store does
    private readonly scope: string;

    constructor(options: FastifyRateLimitOptions) {
      this.scope = routeScope(options);
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      counters.hit(`${this.scope}|${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    /** Used by the plugin's `{ increment: false }` checks. */
    read(key: string, callback: StoreCallback): void {
      counters.peek(`${this.scope}|${key}`).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions as FastifyRateLimitOptions);
    }
  }
  return SharedRateLimitStore;
}

/** The plugin hands each route's store its merged options, with the route under `routeInfo`. */
function routeScope(options: object): string {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  if (!route?.url) {
    return 'global';
  }
  const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
  return `${method} ${route.url}`;
}
