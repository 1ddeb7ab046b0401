import { MESSAGES } from '@orato/shared';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, PASSWORD, signedInClient } from '../helpers/auth-client';
import { createTestApp } from '../helpers/test-container';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('Google sign-in against a local OpenID provider', () => {
  let provider: OAuth2Server;
  let context: TestApp;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on(Events.BeforeTokenSigning, (token) => {
      Object.assign(token.payload, claims);
    });
    context = await createTestApp('pglite', {
      GOOGLE_CLIENT_ID: 'orato-test-client',
      GOOGLE_CLIENT_SECRET: 'orato-test-secret',
      GOOGLE_ISSUER: provider.issuer.url!,
    });
  });
  afterAll(async () => {
    await context?.dispose();
    await provider?.stop();
  });

  let claims: Record<string, unknown> = {};
  /** The person's claims for the tokens the provider signs next. */
  function nextIdentity(next: {
    sub: string;
    email: string;
    email_verified: boolean;
    nonce?: string;
  }) {
    claims = next;
  }

  /** Runs the popup's whole round trip; `tamper` may change the callback URL first. */
  async function signInWithGoogle(tamper: (callback: URL) => void = () => undefined) {
    const start = await context.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location as string);
    const pending = start.cookies.find((cookie) => cookie.name === 'orato_google_pending');
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    tamper(callback);
    const finish = await context.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `orato_google_pending=${pending?.value}` },
    });
    const session = finish.cookies.find((cookie) => cookie.name === 'orato_session');
    return {
      authorizeUrl,
      finish,
      sessionCookie: session ? `orato_session=${session.value}` : undefined,
    };
  }

  it('says it is enabled', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: true, show_unconfigured: true });
  });

  it('asks for account selection with PKCE, and signs a new user in', async () => {
    nextIdentity({ sub: 'google-1', email: 'Pat@Example.com', email_verified: true });
    const { authorizeUrl, finish, sessionCookie } = await signInWithGoogle();
    expect(authorizeUrl.searchParams.get('prompt')).toBe('select_account');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/google/callback',
    );
    expect(finish.statusCode).toBe(200);
    expect(finish.body).toContain('"ok":true');
    expect(finish.body).toContain('"origin":"http://localhost:3000"');
    expect(finish.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    const session = await context.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: sessionCookie! },
    });
    expect(session.json()).toEqual({ user: { email: 'pat@example.com' } });
  });

  it('finds the same user again by subject, even if the e-mail changed', async () => {
    nextIdentity({ sub: 'google-1', email: 'pat.new@example.com', email_verified: true });
    const { sessionCookie } = await signInWithGoogle();
    const session = await context.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: sessionCookie! },
    });
    expect(session.json()).toEqual({ user: { email: 'pat@example.com' } });
  });

  it('refuses a tampered state with no session', async () => {
    nextIdentity({ sub: 'google-2', email: 'state@example.com', email_verified: true });
    const { finish, sessionCookie } = await signInWithGoogle((callback) =>
      callback.searchParams.set('state', 'forged'),
    );
    expect(finish.statusCode).toBe(401);
    expect(finish.body).toContain('"ok":false');
    expect(sessionCookie).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not ours', async () => {
    nextIdentity({
      sub: 'google-3',
      email: 'nonce@example.com',
      email_verified: true,
      nonce: 'replayed-nonce',
    });
    const { finish, sessionCookie } = await signInWithGoogle();
    expect(finish.statusCode).toBe(401);
    expect(finish.body).toContain(MESSAGES.auth.googleFailed);
    expect(sessionCookie).toBeUndefined();
  });

  it('refuses a callback without the pending cookie', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=abc&state=def',
    });
    expect(response.statusCode).toBe(400);
    expect(response.cookies.find((cookie) => cookie.name === 'orato_session')).toBeUndefined();
  });

  it('links a verified Google e-mail to the existing password account', async () => {
    await signedInClient(context.app, context.container, 'linked@example.com');
    nextIdentity({ sub: 'google-4', email: 'linked@example.com', email_verified: true });
    const { sessionCookie } = await signInWithGoogle();
    expect(sessionCookie).toBeDefined();
    const login = await new AuthClient(context.app).post('/api/login', {
      email: 'linked@example.com',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('never joins an unverified Google e-mail to an account', async () => {
    await signedInClient(context.app, context.container, 'victim@example.com');
    nextIdentity({ sub: 'google-5', email: 'victim@example.com', email_verified: false });
    const { finish, sessionCookie } = await signInWithGoogle();
    expect(finish.statusCode).toBe(403);
    expect(finish.body).toContain(MESSAGES.auth.googleEmailUnverified);
    expect(sessionCookie).toBeUndefined();
  });

  it("voids a squatter's password on an unverified sign-up when the owner arrives with Google", async () => {
    const squatter = new AuthClient(context.app);
    await squatter.post('/api/signup', {
      email: 'owner@example.com',
      password: 'squatters password',
    });
    nextIdentity({ sub: 'google-6', email: 'owner@example.com', email_verified: true });
    const { sessionCookie } = await signInWithGoogle();
    expect(sessionCookie).toBeDefined();
    const attempt = await squatter.post('/api/login', {
      email: 'owner@example.com',
      password: 'squatters password',
    });
    expect(attempt.statusCode).toBe(401);
  });
});

describe('Google sign-in when not configured', () => {
  let context: TestApp;

  beforeAll(async () => {
    context = await createTestApp('pglite');
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('says so instead of redirecting', async () => {
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/auth/providers' })).json(),
    ).toEqual({ google: false, show_unconfigured: true });
    const start = await context.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(503);
    expect(start.json().error).toBe(MESSAGES.auth.googleNotConfigured);
  });
});

describe('Google sign-in callback URL', () => {
  let provider: OAuth2Server;
  const tokenRedirectUris: unknown[] = [];

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on(Events.BeforeTokenSigning, (token, request) => {
      Object.assign(token.payload, {
        sub: 'google-origin',
        email: 'origin@example.com',
        email_verified: true,
      });
      tokenRedirectUris.push((request.body as Record<string, unknown>).redirect_uri);
    });
  });
  afterAll(async () => {
    await provider?.stop();
  });

  async function appWith(env: Record<string, string>) {
    return createTestApp('pglite', {
      GOOGLE_CLIENT_ID: 'orato-test-client',
      GOOGLE_CLIENT_SECRET: 'orato-test-secret',
      GOOGLE_ISSUER: provider.issuer.url!,
      ...env,
    });
  }

  it('is on localhost at PORT when only PORT is set', async () => {
    const context = await appWith({ PORT: '4123' });
    try {
      const start = await context.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(new URL(start.headers.location as string).searchParams.get('redirect_uri')).toBe(
        'http://localhost:4123/api/auth/google/callback',
      );
    } finally {
      await context.dispose();
    }
  });

  it('is built from PUBLIC_API_URL, never from the path the request arrived on', async () => {
    const context = await appWith({
      PUBLIC_SITE_URL: 'https://orato.example',
      PUBLIC_API_URL: 'https://api.orato.example/v1',
    });
    try {
      const start = await context.app.inject({ method: 'GET', url: '/api/auth/google' });
      const authorizeUrl = new URL(start.headers.location as string);
      expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
        'https://api.orato.example/v1/auth/google/callback',
      );
      const pending = start.cookies.find((cookie) => cookie.name === 'orato_google_pending');
      const consent = await fetch(authorizeUrl, { redirect: 'manual' });
      const callback = new URL(consent.headers.get('location')!);
      expect(callback.origin + callback.pathname).toBe(
        'https://api.orato.example/v1/auth/google/callback',
      );
      // the API host's proxy rewrites /v1/… to the app's /api/… path
      const finish = await context.app.inject({
        method: 'GET',
        url: `/api/auth/google/callback${callback.search}`,
        headers: { cookie: `orato_google_pending=${pending?.value}` },
      });
      expect(finish.statusCode).toBe(200);
      expect(finish.body).toContain('"ok":true');
      expect(finish.body).toContain('"origin":"https://orato.example"');
      expect(tokenRedirectUris.at(-1)).toBe('https://api.orato.example/v1/auth/google/callback');
    } finally {
      await context.dispose();
    }
  });
});
