import { Events, OAuth2Server } from 'oauth2-mock-server';
import type { App } from '../../../src/app';

export const GOOGLE_CLIENT_ID = 'orato-test-client';

/** What a test may do to the provider's next answer, the way a forger or a broken IdP would. */
export interface TokenTampering {
  /** Changes the ID token's claims before the provider signs it. */
  claims?: (payload: Record<string, unknown>) => void;
  /** Replaces the signed ID token in the token endpoint's answer. */
  idToken?: (signed: string) => string;
}

/**
 * A local OpenID provider standing in for Google (oauth2-mock-server, RS256). Its codes are
 * single-use like Google's: PKCE's challenge is dropped once a code is redeemed.
 */
export async function startGoogleProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: Record<string, unknown> = {};
  let tampering: TokenTampering = {};
  server.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, { aud: GOOGLE_CLIENT_ID }, identity);
    tampering.claims?.(token.payload);
  });
  server.service.on(Events.BeforeResponse, (response) => {
    const body = response.body as Record<string, unknown>;
    if (tampering.idToken && typeof body.id_token === 'string') {
      body.id_token = tampering.idToken(body.id_token);
    }
  });

  return {
    env: {
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'orato-test-secret',
      GOOGLE_ISSUER: server.issuer.url!,
    },
    issuer: server.issuer.url!,
    /** The person the next tokens describe, and how the next answer is tampered with. */
    nextSignIn(claims: Record<string, unknown>, tamper: TokenTampering = {}) {
      identity = claims;
      tampering = tamper;
    },
    stop: () => server.stop(),
  };
}

export type GoogleProvider = Awaited<ReturnType<typeof startGoogleProvider>>;

export interface PopupRoundTrip {
  /** The callback path and query the provider sent the browser back to. */
  callbackPath: string;
  /** The signed pending cookie the start step set. */
  pendingCookie: string;
  status: number;
  body: string;
  /** The session cookie's value, when sign-in succeeded. */
  session: string | undefined;
  setCookies: { name: string; value: string }[];
}

/**
 * Runs the popup's whole round trip the way a browser does. `tamperCallback` may edit the
 * callback URL first; `cookie` is any cookie the browser already holds (a planted session).
 */
export async function signInWithGoogle(
  app: App,
  options: {
    tamperCallback?: (callback: URL) => void;
    cookie?: string;
    sessionCookieName?: string;
  } = {},
): Promise<PopupRoundTrip> {
  const sessionCookieName = options.sessionCookieName ?? 'orato_session';
  const start = await app.inject({
    method: 'GET',
    url: '/api/auth/google',
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const pending = start.cookies.find((cookie) => cookie.name === 'orato_google_pending');
  if (start.statusCode !== 302 || !pending) {
    throw new Error(`the sign-in did not start: ${start.statusCode} ${start.body}`);
  }
  const consent = await fetch(start.headers.location as string, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  options.tamperCallback?.(callback);
  const pendingCookie = `orato_google_pending=${pending.value}`;
  const callbackPath = `${callback.pathname}${callback.search}`;
  const finish = await app.inject({
    method: 'GET',
    url: callbackPath,
    headers: {
      cookie: [options.cookie, pendingCookie].filter(Boolean).join('; '),
    },
  });
  return {
    callbackPath,
    pendingCookie,
    status: finish.statusCode,
    body: finish.body,
    session: finish.cookies.find((cookie) => cookie.name === sessionCookieName && cookie.value)
      ?.value,
    setCookies: finish.cookies.map(({ name, value }) => ({ name, value })),
  };
}
