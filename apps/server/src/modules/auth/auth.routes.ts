import {
  authProvidersResponseSchema,
  emailInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  MESSAGES,
  messageResponseSchema,
  resetPasswordInputSchema,
  sessionResponseSchema,
  signupInputSchema,
  verifyCodeInputSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearSessionCookie,
  setSessionCookie,
  type SessionCookie,
} from '../../plugins/session.plugin';
import type { AuthService } from './auth.service';
import type { GoogleSignInService } from './google-sign-in.service';
import type { PasswordResetService } from './password-reset.service';
import { RetryLaterError } from './retry-later.error';

export interface AuthRoutesOptions {
  authService: AuthService;
  passwordResetService: PasswordResetService;
  googleSignInService: GoogleSignInService;
  sessionCookie: SessionCookie;
  /** Attempts per minute per client on the sign-in, code and reset endpoints. */
  rateLimitPerMinute: number;
  /** Development: a sign-in not set up shows, disabled; production hides it. */
  showUnconfiguredSignIn: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { authService, passwordResetService, sessionCookie } = options;
  const limited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };
  const message = { 200: messageResponseSchema };

  // a refusal that knows when the caller may come back says so, as the per-IP limits do
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });

  app.post(
    '/api/signup',
    {
      schema: { body: signupInputSchema, response: { 201: messageResponseSchema } },
      config: limited,
    },
    async (request, reply) => reply.status(201).send(await authService.signup(request.body)),
  );

  app.post(
    '/api/verification-email',
    { schema: { body: emailInputSchema, response: message }, config: limited },
    (request) => authService.resendCode(request.body.email),
  );

  app.post(
    '/api/verify-code',
    { schema: { body: verifyCodeInputSchema, response: message }, config: limited },
    (request) => authService.verifyCode(request.body),
  );

  app.post(
    '/api/login',
    { schema: { body: loginInputSchema, response: { 200: loginResponseSchema } }, config: limited },
    async (request, reply) => {
      try {
        const { token, email, userId } = await authService.login(request.body);
        setSessionCookie(reply, sessionCookie, token);
        request.log.info({ event: 'auth.login', userId }, 'signed in');
        return { message: MESSAGES.auth.loginSuccess, user_email: email };
      } catch (error) {
        // every refused sign-in is an auditable event (ASVS 16.3.1); the address and password are not logged
        request.log.warn(
          { event: 'auth.login_refused', code: (error as { code?: string }).code },
          'sign-in refused',
        );
        throw error;
      }
    },
  );

  app.post('/api/logout', { schema: { response: message } }, async (request, reply) => {
    const token = request.cookies[sessionCookie.name];
    if (token) {
      await authService.logout(token);
    }
    clearSessionCookie(reply, sessionCookie);
    reply.header('clear-site-data', '"cache", "storage"');
    return { message: MESSAGES.auth.loggedOut };
  });

  app.get(
    '/api/session',
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await request.sessionUser();
      return { user: user ? { email: user.email } : null };
    },
  );

  app.get(
    '/api/auth/providers',
    { schema: { response: { 200: authProvidersResponseSchema } } },
    () => ({
      google: options.googleSignInService.isEnabled,
      show_unconfigured: options.showUnconfiguredSignIn,
    }),
  );

  app.post(
    '/api/forgot-password',
    { schema: { body: forgotPasswordInputSchema, response: message }, config: limited },
    (request) => passwordResetService.requestReset(request.body.email),
  );

  app.post(
    '/api/update-user',
    { schema: { body: resetPasswordInputSchema, response: message }, config: limited },
    (request) => passwordResetService.resetPassword(request.body),
  );
};
