import { MESSAGES } from '@orato/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { bearerKeyOf } from './session.plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on a route that proves its caller another way (a signed webhook). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser made from another site: the Origin (or, without
 * one, Fetch Metadata) must say the request came from this site. SameSite=Lax cookies are the
 * second line.
 */
export function registerCsrfProtection(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) {
      return;
    }
    if (request.routeOptions.config?.csrf === false) {
      return;
    }
    // a bearer key is no ambient credential a browser could send for another site: the cookie
    // is what CSRF forges, and a request with a key is judged by its key alone
    if (bearerKeyOf(request) !== undefined) {
      return;
    }
    if (!isSameSite(request, trusted)) {
      throw new AppError('FORBIDDEN', MESSAGES.auth.crossSiteRequest);
    }
  });
}

function isSameSite(request: FastifyRequest, trusted: Set<string>): boolean {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  // a page served with a strict referrer policy posts its forms with `Origin: null`; Fetch Metadata still tells
  if (origin === 'null') {
    return site === 'same-origin';
  }
  if (origin) {
    return trusted.has(origin) || origin === `${request.protocol}://${request.host}`;
  }
  // no Origin: only non-browser clients and some same-origin navigations; browsers that send
  // Fetch Metadata say where the request came from
  return site === undefined || site === 'same-origin' || site === 'none';
}
