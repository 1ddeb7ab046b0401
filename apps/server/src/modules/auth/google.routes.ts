import { MESSAGES, type GooglePopupResult } from '@orato/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { setSessionCookie, type SessionCookie } from '../../plugins/session.plugin';
import type { GoogleSignInService, PendingSignIn } from './google-sign-in.service';
import { GOOGLE_POPUP_CSP, renderGooglePopupPage } from './google-popup.page';

const PENDING_COOKIE = 'orato_google_pending';
const PENDING_PATH = '/api/auth/google';
const pendingSchema = z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string() });

export interface GoogleRoutesOptions {
  googleSignInService: GoogleSignInService;
  sessionCookie: SessionCookie;
  /** Where the popup reports back: the web app's origin. */
  siteOrigin: string;
  redirectUri: string;
}

export const googleRoutes: FastifyPluginAsync<GoogleRoutesOptions> = async (app, options) => {
  const { googleSignInService, sessionCookie } = options;

  app.get(
    '/api/auth/google',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (_request, reply) => {
      const challenge = await googleSignInService.begin();
      const pending: PendingSignIn = {
        state: challenge.state,
        nonce: challenge.nonce,
        codeVerifier: challenge.codeVerifier,
      };
      // signed and short-lived; SameSite=Lax still rides along on Google's top-level redirect back
      reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: sessionCookie.secure,
        path: PENDING_PATH,
        maxAge: 10 * 60,
      });
      return reply.redirect(challenge.url);
    },
  );

  app.get('/api/auth/google/callback', async (request, reply) => {
    reply.clearCookie(PENDING_COOKIE, { path: PENDING_PATH });
    try {
      const pending = readPending(request.unsignCookie(request.cookies[PENDING_COOKIE] ?? ''));
      // the provider compares redirect_uri with the one we sent, which a proxy's path rewrite
      // would break: only the query string comes from the request
      const callbackUrl = new URL(options.redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      const { token, email } = await googleSignInService.complete(callbackUrl, pending);
      setSessionCookie(reply, sessionCookie, token);
      return popupPage(
        reply,
        { type: 'orato:google-sign-in', ok: true, email },
        options.siteOrigin,
      );
    } catch (error) {
      const text =
        error instanceof AppError && error.status < 500
          ? error.message
          : MESSAGES.auth.googleFailed;
      if (!(error instanceof AppError) || error.status >= 500) {
        request.log.error({ err: error }, 'google sign-in failed');
      }
      reply.status(error instanceof AppError ? error.status : 500);
      return popupPage(
        reply,
        { type: 'orato:google-sign-in', ok: false, error: text },
        options.siteOrigin,
      );
    }
  });
};

function readPending(cookie: { valid: boolean; value: string | null }): PendingSignIn {
  const parsed =
    cookie.valid && cookie.value ? pendingSchema.safeParse(safeJson(cookie.value)) : undefined;
  if (!parsed?.success) {
    throw new AppError('BAD_REQUEST', MESSAGES.auth.googleFailed);
  }
  return parsed.data;
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function popupPage(reply: FastifyReply, message: GooglePopupResult, siteOrigin: string) {
  return reply
    .header('content-security-policy', GOOGLE_POPUP_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderGooglePopupPage(message, siteOrigin));
}
