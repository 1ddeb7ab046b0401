import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@orato/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
} from '../../src/modules/auth/session.service';
import { latestCode, PASSWORD } from '../helpers/auth-client';
import { multipartBody } from '../helpers/multipart';
import { solidPng } from '../helpers/sample-images';
import { createTestApp, manualClock } from '../helpers/test-container';
import { Browser } from './support/browser';
import { snapshotAccounts } from './support/db-snapshot';
import {
  signInWithGoogle,
  startGoogleProvider,
  type GoogleProvider,
} from './support/google-provider';
import { captureLogs, createLoggedTestApp } from './support/log-capture';
import { flatError, signInRequiredFor } from './support/error-body';
import {
  ACCOUNT_ROUTE_BODIES,
  PUBLIC_ROUTE_BODIES,
  STAFF_ROUTE_BODIES,
} from './support/route-bodies';
import { concretePath, listRoutes, stateChangingRoutes } from './support/route-table';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SITE = 'https://orato.example';
const EVIL = 'https://evil.example';
const COOKIE = '__Host-orato_session';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The CSP's directives by name. */
function cspDirectives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

describe('sessions, CSRF and headers in production mode', () => {
  let context: TestApp;
  let google: GoogleProvider;
  let webDir: string;
  const time = manualClock();

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'orato-web-'));
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>landing</title>');
    await writeFile(path.join(webDir, 'app.html'), '<!doctype html><title>shell</title>');
    await writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    google = await startGoogleProvider();
    context = await createTestApp(
      'pglite',
      {
        NODE_ENV: 'production',
        APP_SECRET: 'a production secret of more than 32 characters',
        PUBLIC_SITE_URL: SITE,
        WEB_DIST_DIR: webDir,
        ...google.env,
      },
      { clock: time.clock },
    );
  });
  afterAll(async () => {
    await context?.dispose();
    await google?.stop();
    await rm(webDir, { recursive: true, force: true });
  });

  const browser = () => new Browser(context.app, { origin: SITE, cookieName: COOKIE });
  const userRow = async (email: string) =>
    (await context.container.database.db.select().from(users).where(eq(users.email, email)))[0];

  /** Signs up, verifies and signs in through the API, as the web app does. */
  async function signedIn(email: string) {
    const person = browser();
    expect((await person.post('/api/signup', { email, password: PASSWORD })).statusCode).toBe(201);
    const code = await latestCode(context.container, email);
    expect((await person.post('/api/verify-code', { email, code })).statusCode).toBe(200);
    expect((await person.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
    return person;
  }

  /** Who the server thinks holds this session value (undefined: nobody). */
  async function whoHolds(session: string | undefined): Promise<string | undefined> {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: session ? { cookie: `${COOKIE}=${session}` } : {},
    });
    return response.json().user?.email;
  }

  it('T10 the session cookie is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/, host-only and an opaque 256-bit value', async () => {
    const person = browser();
    await person.post('/api/signup', { email: 't10@example.com', password: PASSWORD });
    await person.post('/api/verify-code', {
      email: 't10@example.com',
      code: await latestCode(context.container, 't10@example.com'),
    });
    const login = await person.post('/api/login', { email: 't10@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    // the token never appears where a script could read it
    expect(login.json()).toEqual({
      message: MESSAGES.auth.loginSuccess,
      user_email: 't10@example.com',
    });
    const token = person.session!;
    expect(login.headers['set-cookie']).toBe(
      `${COOKIE}=${token}; Max-Age=${SESSION_ABSOLUTE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const user = (await userRow('t10@example.com'))!;
    expect(token).not.toContain(user.id);
    const [stored] = await context.container.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    // the database keeps only a hash: a leaked table holds no usable session
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const again = browser();
    await again.post('/api/login', { email: 't10@example.com', password: PASSWORD });
    expect(again.session).not.toBe(token);
  });

  it('T10 every account route answers 401 to a client that only claims to be signed in', async () => {
    await signedIn('t10-victim@example.com');
    const victim = (await userRow('t10-victim@example.com'))!;
    const routes = stateChangingRoutes(context).map(({ method, url }) => `${method} ${url}`);
    expect(routes.sort()).toEqual(
      [
        ...Object.keys(ACCOUNT_ROUTE_BODIES),
        ...Object.keys(PUBLIC_ROUTE_BODIES),
        ...Object.keys(STAFF_ROUTE_BODIES),
      ].sort(),
    );
    const claims = {
      origin: SITE,
      // what the spec's client keeps in localStorage, sent every way a client could send it
      cookie: `isAuthenticated=true; user_email=${victim.email}; ${COOKIE}=${randomBytes(32).toString('base64url')}`,
      'x-user-id': victim.id,
    };
    for (const [route, body] of Object.entries(ACCOUNT_ROUTE_BODIES)) {
      const [method, url] = route.split(' ') as ['POST', string];
      let response: LightMyRequestResponse;
      if (url === '/api/upload' || url === '/api/v1/uploads') {
        const { payload, headers } = multipartBody({ email: victim.email }, [
          {
            filename: 'a.png',
            contentType: 'image/png',
            data: await solidPng({ r: 1, g: 2, b: 3 }),
          },
        ]);
        response = await context.app.inject({
          method,
          url,
          payload,
          headers: { ...claims, ...headers },
        });
      } else {
        response = await context.app.inject({
          method,
          url: concretePath(url),
          payload: { ...body(victim.email), userId: victim.id },
          headers: claims,
        });
      }
      expect([route, response.statusCode, flatError(response.json())]).toEqual([
        route,
        401,
        { error: signInRequiredFor(url), code: 'UNAUTHENTICATED' },
      ]);
    }
    // the console is not advertised: the same claims get the 404 of an unknown route
    for (const [route, body] of Object.entries(STAFF_ROUTE_BODIES)) {
      const [method, url] = route.split(' ') as ['POST' | 'PUT', string];
      const path = concretePath(url);
      const response = await context.app.inject({
        method,
        url: path,
        payload: body(victim.email),
        headers: claims,
      });
      expect([route, response.statusCode, flatError(response.json())]).toEqual([
        route,
        404,
        { error: MESSAGES.server.noRoute(method, path), code: 'NOT_FOUND' },
      ]);
    }
    const page = await context.app.inject({
      method: 'GET',
      url: concretePath('/checkout/test/:id'),
      headers: claims,
    });
    expect(page.statusCode).toBe(401);
    expect(await whoHolds(undefined)).toBeUndefined();
  });

  it('T11 a planted session value is never promoted by a password sign-in or an e-mail verification', async () => {
    const attacker = await signedIn('t11-attacker@example.com');
    const forged = randomBytes(32).toString('base64url');
    for (const [index, planted] of [forged, attacker.session!].entries()) {
      const victim = browser();
      const email = `t11-victim-${index}@example.com`;
      victim.session = planted;
      const signup = await victim.post('/api/signup', { email, password: PASSWORD });
      const verified = await victim.post('/api/verify-code', {
        email,
        code: await latestCode(context.container, email),
      });
      expect(verified.statusCode).toBe(200);
      // verifying an address signs nobody in
      expect([...signup.cookies, ...verified.cookies]).toEqual([]);
      const login = await victim.post('/api/login', { email, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(victim.session).toBeDefined();
      expect(victim.session).not.toBe(planted);
      expect(await whoHolds(victim.session)).toBe(email);
      expect(await whoHolds(planted)).toBe(index === 0 ? undefined : 't11-attacker@example.com');
    }
  });

  it('T11 Google sign-in issues a fresh session whatever cookie the browser already held', async () => {
    const planted = randomBytes(32).toString('base64url');
    google.nextSignIn({ sub: 'sub-t11', email: 't11-google@example.com', email_verified: true });
    const result = await signInWithGoogle(context.app, {
      cookie: `${COOKIE}=${planted}`,
      sessionCookieName: COOKIE,
    });
    expect(result.status).toBe(200);
    expect(result.session).toBeDefined();
    expect(result.session).not.toBe(planted);
    expect(await whoHolds(result.session)).toBe('t11-google@example.com');
    expect(await whoHolds(planted)).toBeUndefined();
  });

  it('T12 logging out ends the session on the server and clears the browser', async () => {
    const person = await signedIn('t12-logout@example.com');
    const copied = person.session!;
    const logout = await person.post('/api/logout');
    expect(logout.json()).toEqual({ message: MESSAGES.logout.success });
    expect(logout.headers['clear-site-data']).toBe('"cache", "storage"');
    expect(logout.headers['set-cookie']).toBe(
      `${COOKIE}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax`,
    );
    const replay = await context.app.inject({
      method: 'POST',
      url: '/api/get-user',
      payload: {},
      headers: { origin: SITE, cookie: `${COOKIE}=${copied}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe(MESSAGES.auth.signInRequired);
  });

  it('T12 a session ends after 7 idle days, and after 30 days however busy', async () => {
    const idle = await signedIn('t12-idle@example.com');
    const busy = await signedIn('t12-busy@example.com');
    time.advanceSeconds(SESSION_IDLE_SECONDS - 60);
    expect((await busy.post('/api/get-user', {})).statusCode).toBe(200);
    time.advanceSeconds(61);
    expect((await idle.post('/api/get-user', {})).statusCode).toBe(401);
    // busy keeps being used, never idle for long, until its 30 days are up
    let elapsed = SESSION_IDLE_SECONDS + 1;
    while (elapsed + 6 * 24 * 60 * 60 < SESSION_ABSOLUTE_SECONDS) {
      time.advanceSeconds(6 * 24 * 60 * 60);
      elapsed += 6 * 24 * 60 * 60;
      expect((await busy.post('/api/get-user', {})).statusCode).toBe(200);
    }
    time.advanceSeconds(SESSION_ABSOLUTE_SECONDS - elapsed + 1);
    expect((await busy.post('/api/get-user', {})).statusCode).toBe(401);
  });

  it('T12 deleting the account ends its sessions, and no route changes an e-mail address', async () => {
    const leaving = await signedIn('t12-leaving@example.com');
    const copied = leaving.session!;
    expect((await leaving.post('/api/delete-account', {})).json()).toEqual({
      message: MESSAGES.profile.deleted,
    });
    expect(await whoHolds(copied)).toBeUndefined();

    // the only routes that name an e-mail in their path send codes; none changes an address
    expect(
      listRoutes(context)
        .map((route) => route.url)
        .filter((url) => /e-?mail/i.test(url)),
    ).toEqual(['/api/verification-email']);
    const person = await signedIn('t12-stays@example.com');
    const change = await person.post('/api/update-user', {
      email: 't12-stays@example.com',
      new_email: 'attacker@example.com',
    });
    expect(change.statusCode).toBe(400);
    expect((await userRow('t12-stays@example.com'))?.email).toBe('t12-stays@example.com');
    expect(await userRow('attacker@example.com')).toBeUndefined();
  });

  describe('T13 cross-site requests', () => {
    let person: Browser;
    let email: string;

    beforeAll(async () => {
      email = 't13@example.com';
      person = await signedIn(email);
      const user = (await userRow(email))!;
      await context.container.services.credits.grant(user.id, 500, `t13-${user.id}`, 'test');
    });

    const urlencoded = (body: object) =>
      new URLSearchParams(
        Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
    const VARIANTS: {
      name: string;
      headers: Record<string, string>;
      encode?: (body: object) => string;
    }[] = [
      { name: 'JSON with the Origin of another site', headers: { origin: EVIL } },
      { name: 'a look-alike Origin', headers: { origin: `${SITE}.evil.example` } },
      { name: 'the site over plain HTTP', headers: { origin: 'http://orato.example' } },
      {
        name: 'Origin null from a cross-site frame',
        headers: { origin: 'null', 'sec-fetch-site': 'cross-site' },
      },
      { name: 'no Origin, Sec-Fetch-Site cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
      { name: 'no Origin, Sec-Fetch-Site same-site', headers: { 'sec-fetch-site': 'same-site' } },
      {
        name: 'text/plain from another site',
        headers: { origin: EVIL, 'content-type': 'text/plain' },
        encode: (body) => JSON.stringify(body),
      },
      {
        name: 'a form post from another site',
        headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
        encode: urlencoded,
      },
    ];

    it('T13 every state-changing route refuses every cross-site shape with 403 and writes nothing', async () => {
      const routes = stateChangingRoutes(context);
      expect(routes.length).toBe(
        Object.keys(ACCOUNT_ROUTE_BODIES).length +
          Object.keys(PUBLIC_ROUTE_BODIES).length +
          Object.keys(STAFF_ROUTE_BODIES).length,
      );
      const before = await snapshotAccounts(context.container);
      for (const { method, url } of routes) {
        const body = (ACCOUNT_ROUTE_BODIES[`${method} ${url}`] ??
          PUBLIC_ROUTE_BODIES[`${method} ${url}`] ??
          STAFF_ROUTE_BODIES[`${method} ${url}`])!(email);
        for (const variant of VARIANTS) {
          const response = await context.app.inject({
            method: method as 'POST',
            url: concretePath(url),
            payload: variant.encode ? variant.encode(body) : body,
            headers: { cookie: person.cookie!, ...variant.headers },
          });
          expect([url, variant.name, response.statusCode, flatError(response.json())]).toEqual([
            url,
            variant.name,
            403,
            { error: MESSAGES.auth.crossSiteRequest, code: 'FORBIDDEN' },
          ]);
        }
      }
      expect(await snapshotAccounts(context.container)).toEqual(before);
      // the same cookie from the site itself still works: the refusals were about the origin
      expect((await person.post('/api/get-user', {})).json().credits).toBe(500);
    });

    it('T13 GET and HEAD never change state, on any route', async () => {
      const before = await snapshotAccounts(context.container);
      const paths = new Set(listRoutes(context).map((route) => concretePath(route.url)));
      for (const url of paths) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await context.app.inject({
            method,
            url,
            headers: { cookie: person.cookie!, 'sec-fetch-site': 'cross-site', origin: EVIL },
          });
          expect(response.statusCode, `${method} ${url}`).not.toBe(500);
        }
      }
      const readable = new Set(
        listRoutes(context)
          .filter((route) => route.method === 'GET')
          .map((route) => route.url),
      );
      // a GET to a state-changing path finds no route, unless it is also a read (the creator list)
      for (const { url } of stateChangingRoutes(context).filter(
        (route) => !readable.has(route.url),
      )) {
        const response = await context.app.inject({
          method: 'GET',
          url: concretePath(url),
          headers: { cookie: person.cookie! },
        });
        expect([url, response.statusCode]).toEqual([url, 404]);
      }
      expect(await snapshotAccounts(context.container)).toEqual(before);
      expect(await whoHolds(person.session)).toBe(email);
    });
  });

  describe('T14 security headers', () => {
    let person: Browser;
    let mediaUrl: string;

    beforeAll(async () => {
      person = await signedIn('t14@example.com');
      const user = (await userRow('t14@example.com'))!;
      const key = `users/${user.id}/ai-avatar/2026/11/${'a'.repeat(32)}.mp4`;
      await context.container.storage.putObject(key, Buffer.alloc(64, 1), 'video/mp4');
      mediaUrl = await context.container.storage.getDownloadUrl(key);
    });

    async function responses() {
      return {
        'the landing page': await person.get('/'),
        'an app page': await person.get('/dashboard'),
        'a page that does not exist': await person.get('/no/such/page'),
        'the reset page': await person.get('/reset-password?email=t14%40example.com&token=abc'),
        'the session': await person.get('/api/session'),
        'the user record': await person.post('/api/get-user', {}),
        'an unknown API route': await person.get('/api/nope'),
        'a refused API call': await browser().post('/api/get-user', {}),
        'a media file': await person.get(mediaUrl),
      };
    }

    it('T14 HSTS, a strict CSP, nosniff and no-referrer on HTML, API, error and media responses', async () => {
      for (const [label, response] of Object.entries(await responses())) {
        expect([label, response.statusCode < 500]).toEqual([label, true]);
        expect([label, response.headers['strict-transport-security']]).toEqual([
          label,
          'max-age=31536000; includeSubDomains',
        ]);
        const csp = cspDirectives(response.headers['content-security-policy'] as string);
        expect([
          label,
          csp.get('object-src'),
          csp.get('base-uri'),
          csp.get('frame-ancestors'),
        ]).toEqual([label, "'none'", "'none'", "'none'"]);
        // scripts only from the site's own files: nothing inline, nothing evaluated
        expect([label, csp.get('script-src')]).toEqual([label, "'self'"]);
        expect([label, csp.get('default-src')]).toEqual([label, "'self'"]);
        expect([label, response.headers['x-content-type-options']]).toEqual([label, 'nosniff']);
        expect([label, response.headers['referrer-policy']]).toEqual([label, 'no-referrer']);
      }
    });

    it('T14 the CSP still allows what the web app uses: its files, blob: previews, data: fonts, media from its origin', async () => {
      const csp = cspDirectives(
        (await person.get('/')).headers['content-security-policy'] as string,
      );
      expect(Object.fromEntries(csp)).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' blob: data:",
        'media-src': "'self' blob: data:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'none'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
        'upgrade-insecure-requests': '',
      });
    });

    it('T14 account JSON is never stored by caches, and every text response names its charset', async () => {
      const all = await responses();
      for (const label of [
        'the session',
        'the user record',
        'an unknown API route',
        'a refused API call',
      ] as const) {
        expect([label, all[label].headers['cache-control']]).toEqual([label, 'no-store']);
        expect([label, all[label].headers['content-type']]).toEqual([
          label,
          'application/json; charset=utf-8',
        ]);
      }
      const person2 = await signedIn('t14-all@example.com');
      for (const [route, body] of Object.entries(ACCOUNT_ROUTE_BODIES)) {
        if (
          route === 'POST /api/upload' ||
          route === 'POST /api/v1/uploads' ||
          route === 'POST /api/delete-account' ||
          !route.includes('/api/')
        ) {
          continue;
        }
        const response = await person2.post(route.split(' ')[1]!, body('t14-all@example.com'));
        expect([route, response.headers['cache-control']]).toEqual([route, 'no-store']);
      }
      for (const label of ['the landing page', 'an app page', 'the reset page'] as const) {
        expect([label, all[label].headers['content-type']]).toEqual([
          label,
          'text/html; charset=utf-8',
        ]);
        expect([label, all[label].headers['cache-control']]).toEqual([label, 'no-cache']);
      }
      // a media link is a capability for one browser: private, for as long as it lives
      expect(all['a media file'].headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    });

    it('T14 CORS never reflects another origin, nor null', async () => {
      for (const origin of [EVIL, 'null', SITE]) {
        const preflight = await context.app.inject({
          method: 'OPTIONS',
          url: '/api/get-user',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
        const read = await context.app.inject({
          method: 'GET',
          url: '/api/session',
          headers: { origin, cookie: person.cookie! },
        });
        for (const response of [preflight, read]) {
          expect(response.headers['access-control-allow-origin']).toBeUndefined();
          expect(response.headers['access-control-allow-credentials']).toBeUndefined();
        }
      }
    });

    it('T14 the Google popup page runs only its own hashed script and cannot be framed', async () => {
      const popup = await context.app.inject({
        method: 'GET',
        url: '/api/auth/google/callback?code=x&state=y',
      });
      expect(popup.statusCode).toBe(400);
      const csp = cspDirectives(popup.headers['content-security-policy'] as string);
      expect(csp.get('default-src')).toBe("'none'");
      expect(csp.get('script-src')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      expect([csp.get('base-uri'), csp.get('form-action'), csp.get('frame-ancestors')]).toEqual([
        "'none'",
        "'none'",
        "'none'",
      ]);
      expect(popup.headers['cache-control']).toBe('no-store');
      expect(popup.headers['content-type']).toBe('text/html; charset=utf-8');
    });
  });
});

describe('T15 errors and logs', () => {
  const logs = captureLogs();
  let context: Awaited<ReturnType<typeof createLoggedTestApp>>;
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    context = await createLoggedTestApp(logs);
    const person = new Browser(context.app);
    const email = 't15@example.com';
    secrets.password = 'the first password of t15';
    secrets.wrongPassword = 'a wrong password of t15';
    secrets.newPassword = 'the second password of t15';
    await person.post('/api/signup', { email, password: secrets.password });
    secrets.code = await latestCode(context.container, email);
    await person.post('/api/verify-code', { email, code: secrets.code });
    await person.post('/api/login', { email, password: secrets.wrongPassword });
    await person.post('/api/login', { email, password: secrets.password });
    secrets.session = person.session!;
    await person.post('/api/get-user', { email: 'someone.else@example.com' });
    await person.post('/api/forgot-password', { email });
    const mail = (await context.container.services.mail.listOutbox())[0]!;
    const link = /(http\S+reset-password\S+)/.exec(mail.text)![1]!;
    secrets.resetToken = new URL(link).searchParams.get('token')!;
    // the browser opens the link (the page's address reaches the server) and posts the form
    await person.get(new URL(link).pathname + new URL(link).search);
    await person.post('/api/update-user', {
      email,
      password: secrets.newPassword,
      token: secrets.resetToken,
    });
    secrets.passwordHash = (
      await context.container.database.db.select().from(users).where(eq(users.email, email))
    )[0]!.passwordHash!;
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('T15 malformed JSON and schema failures get a plain answer, no stack, and change nothing', async () => {
    const person = new Browser(context.app);
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": "t15@example.com", "password": ',
      headers: { origin: person.origin, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).sort()).toEqual(['code', 'error']);
    expect(malformed.body).not.toMatch(/\bat \S+:\d+|node_modules|\.ts\b/);
    const wrongType = await person.post('/api/signup', { email: 42, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe(MESSAGES.validation.emailRequired);
    expect(wrongType.body).not.toMatch(/\bat \S+:\d+|node_modules/);
  });

  it('T15 an internal failure shows a generic sentence, never the SQL or the stack, and fails closed', async () => {
    const person = new Browser(context.app);
    await person.post('/api/login', { email: 't15@example.com', password: secrets.newPassword });
    const failure = Object.assign(
      new Error('relation "users" does not exist: select "password_hash" from "users"'),
      { code: '42P01' },
    );
    const spy = vi
      .spyOn(context.container.services.account, 'getUser')
      .mockRejectedValueOnce(failure);
    const response = await person.post('/api/get-user', {});
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: INTERNAL_MESSAGE, code: 'INTERNAL' });
    // the detail stays on the server, for the operator
    expect(logs.text()).toContain('relation \\"users\\" does not exist');

    // a session store that cannot answer never lets a request act as anyone
    const lookup = vi
      .spyOn(context.container.services.sessions, 'resolve')
      .mockRejectedValueOnce(new Error('connection reset by peer'));
    const blind = await person.post('/api/delete-account', {});
    lookup.mockRestore();
    expect(blind.statusCode).toBe(500);
    expect(blind.json()).toEqual({ error: INTERNAL_MESSAGE, code: 'INTERNAL' });
    expect((await person.post('/api/get-user', {})).json().email).toBe('t15@example.com');
  });

  it('T15 sign-ins, refused sign-ins and refused access are logged with the user and address', () => {
    const events = logs.entries().filter((entry) => typeof entry.event === 'string');
    expect(events.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['auth.login', 'auth.login_refused', 'authz.foreign_email']),
    );
    const refusedSignIn = events.find((entry) => entry.event === 'auth.login_refused')!;
    const request = logs
      .entries()
      .find((entry) => entry.reqId === refusedSignIn.reqId && entry.req !== undefined);
    expect(request?.req).toMatchObject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '127.0.0.1',
    });
    expect(typeof refusedSignIn.time).toBe('number');
    expect(events.find((entry) => entry.event === 'authz.foreign_email')?.userId).toEqual(
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
  });

  /** The log lines that hold `secret`: the failure message shows exactly where it leaked. */
  const linesHolding = (secret: string) =>
    logs
      .text()
      .split('\n')
      .filter((line) => line.includes(secret));

  it('T15 logs hold no password, password hash or session token', () => {
    for (const name of ['password', 'wrongPassword', 'newPassword', 'session', 'passwordHash']) {
      expect([name, linesHolding(secrets[name]!)]).toEqual([name, []]);
    }
    expect(linesHolding('$argon2id$')).toEqual([]);
  });

  it('T15 logs hold no sign-up code', () => {
    expect(linesHolding(secrets.code!)).toEqual([]);
  });

  it('T15 logs hold no reset token', () => {
    expect(linesHolding(secrets.resetToken!)).toEqual([]);
  });
});
