import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@orato/shared';
import { AppError } from '../lib/app-error';
import type { RateLimitRepository } from '../modules/rate-limit/rate-limit.repository';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Rate limits, opted into per route (sign-in, codes, generation) and never applied to reads
 * globally. The counters live in the database, so N API processes behind a load balancer enforce
 * one limit per client, not N.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  counters: RateLimitRepository,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(counters),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', MESSAGES.auth.tooManyRequests),
  });
}

/** @fastify/rate-limit builds its store from a class; this one closes over the repository. */
function sharedStore(counters: RateLimitRepository): FastifyRateLimitStoreCtor {
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
