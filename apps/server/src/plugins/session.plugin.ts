import { MESSAGES } from '@orato/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { normalizeEmail } from '../lib/email';

/** Who a request is from, as routes see it (the auth module's session user is one). */
export interface SessionUser {
  id: string;
  email: string;
}

/** Finds the user of a session cookie's token (the auth module's session service is one). */
export interface SessionLookup {
  resolve(token: string): Promise<SessionUser | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller: the API key's user when the request carries a bearer key (its cookie is then
     * ignored), else the session's. Looked up on first ask: routes that never ask pay nothing.
     */
    sessionUser(): Promise<SessionUser | undefined>;
    sessionUserLookup: Promise<SessionUser | undefined> | null;
  }
}

/** Resolves a presented API key to its user, or throws a 401 AppError. */
export type ApiKeyResolver = (key: string) => Promise<SessionUser & { keyId: string }>;

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

/** The key of an `Authorization: Bearer <key>` header; undefined without one. */
export function bearerKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) {
    return undefined;
  }
  // a malformed Authorization header is still an attempt at a key, never a fall back to the cookie
  return BEARER.exec(header)?.[1] ?? '';
}

export interface SessionCookie {
  name: string;
  secure: boolean;
  /** As long as the session itself may live. */
  maxAgeSeconds: number;
}

/** `__Host-` pins the cookie to this exact origin over HTTPS; plain HTTP (local use) cannot carry it. */
export function sessionCookieFor(isProduction: boolean, maxAgeSeconds: number): SessionCookie {
  return isProduction
    ? { name: '__Host-orato_session', secure: true, maxAgeSeconds }
    : { name: 'orato_session', secure: false, maxAgeSeconds };
}

export function registerSessionResolver(
  app: FastifyInstance,
  sessions: SessionLookup,
  cookie: SessionCookie,
  apiKeys?: ApiKeyResolver,
): void {
  app.decorateRequest('sessionUserLookup', null);
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    const key = apiKeys && bearerKeyOf(this);
    if (key !== undefined && apiKeys) {
      this.sessionUserLookup ??= apiKeys(key);
      return this.sessionUserLookup;
    }
    const token = this.cookies[cookie.name];
    this.sessionUserLookup ??= token ? sessions.resolve(token) : Promise.resolve(undefined);
    return this.sessionUserLookup;
  });
}

/** The signed-in user, or a 401. A body `email` naming someone else is refused, never acted on. */
export async function requireUser(
  request: FastifyRequest,
  bodyEmail?: string,
): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.auth.signInRequired);
  }
  if (bodyEmail !== undefined && normalizeEmail(bodyEmail) !== user.email) {
    // a refused access is an audit event (ASVS 16.3.2); the named address itself is not logged
    request.log.warn({ event: 'authz.foreign_email', userId: user.id }, 'refused a foreign e-mail');
    throw new AppError('FORBIDDEN', MESSAGES.auth.foreignEmail);
  }
  return user;
}

export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, token: string): void {
  reply.setCookie(cookie.name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    path: '/',
    maxAge: cookie.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.clearCookie(cookie.name, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    path: '/',
  });
}
