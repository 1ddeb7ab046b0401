import { LIMITS, MESSAGES } from '@orato/shared';
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { users, verificationTokens } from '../../src/db/schema';
import { CODE_GUESSES_PER_ACCOUNT_PER_HOUR } from '../../src/modules/auth/auth.service';
import { latestCode, PASSWORD } from '../helpers/auth-client';
import { createTestApp, manualClock, type TestApp, useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { authSuite } from './support/auth-suite';
import { Browser } from './support/browser';

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'attack-findings-secret-0123456789abcdef',
};

/** Issue 18's attacks on sign-up codes, reset links, addresses and e-mail spellings. */
describe.each(DATABASE_TARGETS)('attack findings: authentication on %s', (target) => {
  const time = manualClock();
  const context = useTestApp(target, {}, { clock: time.clock });

  const { db, browser, userRow } = authSuite(context, '10.18');
  const codeRow = async (userId: string) =>
    (
      await db()
        .select()
        .from(verificationTokens)
        .where(
          and(
            eq(verificationTokens.userId, userId),
            eq(verificationTokens.purpose, 'verify_email'),
          ),
        )
    )[0];
  const verify = (email: string, code: string, from = browser()) =>
    from.post('/api/verify-code', { email, code });

  it('H4 code guesses sent at once are judged at most five times in all: with one try left, one of a burst is judged and the rest are refused unjudged', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const email = `h4-${trial}@example.com`;
      expect((await browser().post('/api/signup', { email, password: PASSWORD })).statusCode).toBe(
        201,
      );
      const code = await latestCode(context.container, email);
      const wrong = (offset: number) =>
        String((Number(code) + offset) % 1_000_000).padStart(6, '0');
      // four tries spent one by one, one left for the burst (which stays within the per-account
      // limit, so only the count of tries can refuse the right code)
      for (let guess = 1; guess < LIMITS.otpMaxAttempts; guess++) {
        expect((await verify(email, wrong(guess))).json().error).toBe(MESSAGES.auth.codeInvalid);
      }
      const burst = [...Array.from({ length: 4 }, (_, index) => wrong(10 + index)), code];
      const answers = await Promise.all(burst.map((guess) => verify(email, guess)));

      // the one try left goes to whichever request reaches the row first: the right code gets in
      // only when it was that one (then the rest find the code used). Otherwise every answer is
      // "locked", never a judged "invalid": before the fix, parallel guesses were each judged
      // against a count read beforehand, and the right one got in with tries to spare
      const rightWasJudged = answers[4]!.statusCode === 200;
      for (const answer of rightWasJudged ? answers.slice(0, 4) : answers) {
        expect(answer.statusCode).toBe(400);
        if (!rightWasJudged) {
          expect(answer.json().error).toBe(MESSAGES.auth.codeLocked);
        }
      }
      // every try is counted before it is judged, and the count stops at the limit
      expect((await codeRow((await userRow(email))!.id))!.failedAttempts).toBe(
        LIMITS.otpMaxAttempts,
      );
      if (!rightWasJudged) {
        expect((await userRow(email))!.emailVerifiedAt).toBeNull();
        expect((await verify(email, code)).json().error).toBe(MESSAGES.auth.codeLocked);
      }
    }
  });

  it('H5 code guesses per account are limited across addresses, the right code included', async () => {
    const email = 'h5-account@example.com';
    expect((await browser().post('/api/signup', { email, password: PASSWORD })).statusCode).toBe(
      201,
    );
    const statuses: number[] = [];
    for (let guess = 0; guess < CODE_GUESSES_PER_ACCOUNT_PER_HOUR; guess++) {
      if (guess % LIMITS.otpMaxAttempts === 0 && guess > 0) {
        // a fresh code after each locked one, as an attacker would ask for
        time.advanceSeconds(LIMITS.otpResendCooldownSeconds);
        await browser().post('/api/verification-email', { email });
      }
      statuses.push((await verify(email, '999999')).statusCode);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);

    time.advanceSeconds(LIMITS.otpResendCooldownSeconds);
    await browser().post('/api/verification-email', { email });
    const refused = await verify(email, await latestCode(context.container, email));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(MESSAGES.auth.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await userRow(email))!.emailVerifiedAt).toBeNull();
  });

  it('H8 wrong reset tokens from strangers do not kill the owner’s real link', async () => {
    const email = 'h8@example.com';
    expect((await browser().post('/api/signup', { email, password: PASSWORD })).statusCode).toBe(
      201,
    );
    expect((await verify(email, await latestCode(context.container, email))).statusCode).toBe(200);
    expect((await browser().post('/api/forgot-password', { email })).statusCode).toBe(200);
    const mail = (await context.container.services.mail.listOutbox()).find(
      (entry) => entry.to === email && entry.subject.startsWith('Reset'),
    );
    const token = new URL(
      /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail!.text)![1]!,
    ).searchParams.get('token')!;

    for (let attempt = 0; attempt < 12; attempt++) {
      const stranger = await browser().post('/api/update-user', {
        email,
        token: `${'0'.repeat(62)}${String(attempt).padStart(2, '0')}`,
        password: 'a stranger wants in',
      });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().error).toBe(MESSAGES.auth.resetLinkInvalid);
    }
    const owner = await browser().post('/api/update-user', {
      email,
      token,
      password: 'the owner is back',
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().message).toBe(MESSAGES.resetPassword.updated);
  });

  it('H11 the NFC and NFD spellings of one accented address are one account everywhere', async () => {
    const composed = 'jos\u00e9-h11@example.com';
    const decomposed = 'jose\u0301-h11@example.com';
    expect(composed).not.toBe(decomposed);
    expect(composed.normalize('NFC')).toBe(decomposed.normalize('NFC'));

    expect(
      (await browser().post('/api/signup', { email: decomposed, password: PASSWORD })).statusCode,
    ).toBe(201);
    const twin = await browser().post('/api/signup', { email: composed, password: PASSWORD });
    expect(twin.statusCode).toBe(409);
    expect(await db().select().from(users).where(eq(users.email, composed))).toHaveLength(1);
    expect(await db().select().from(users).where(eq(users.email, decomposed))).toHaveLength(0);

    expect(
      (await verify(decomposed, await latestCode(context.container, composed))).statusCode,
    ).toBe(200);
    for (const spelling of [composed, decomposed]) {
      const login = await browser().post('/api/login', { email: spelling, password: PASSWORD });
      expect(login.statusCode, spelling).toBe(200);
    }
    expect((await browser().post('/api/forgot-password', { email: decomposed })).statusCode).toBe(
      200,
    );
    const resetMails = (await context.container.services.mail.listOutbox()).filter(
      (mail) => mail.to === composed && mail.subject.startsWith('Reset'),
    );
    expect(resetMails).toHaveLength(1);
  });

  it('H11 stored addresses in another Unicode form move to NFC, unless that spelling is taken', async () => {
    const lone = 'ren\u0065\u0301e-h11@example.com';
    const taken = 'zo\u00eb-h11@example.com';
    const takenTwin = 'zoe\u0308-h11@example.com';
    for (const email of [lone, taken, takenTwin]) {
      await db().insert(users).values({ email, passwordHash: null });
    }
    const migration = await readFile(
      new URL('../../src/db/migrations/0006_nfc_emails.sql', import.meta.url),
      'utf8',
    );
    await db().execute(sql.raw(migration));
    expect(await userRow(lone.normalize('NFC'))).toBeDefined();
    expect(await userRow(lone)).toBeUndefined();
    expect(await userRow(taken)).toBeDefined();
    expect(await userRow(takenTwin)).toBeDefined();
  });

  it('H11 a media link whose signature differs only in case is refused', async () => {
    const { storage } = context.container;
    await storage.putObject('users/h11/clip.txt', Buffer.from('hello'), 'text/plain');
    const link = new URL(await storage.getDownloadUrl('users/h11/clip.txt'), 'http://localhost');
    const signatureParam = [...link.searchParams.keys()].find((name) =>
      /^[0-9a-f]{64}$/.test(link.searchParams.get(name) ?? ''),
    )!;
    expect(signatureParam).toBeDefined();
    const fetchLink = (url: URL) => context.app.inject({ url: `${url.pathname}${url.search}` });
    expect((await fetchLink(link)).statusCode).toBe(200);

    const shouted = new URL(link);
    shouted.searchParams.set(signatureParam, link.searchParams.get(signatureParam)!.toUpperCase());
    const refused = await fetchLink(shouted);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.body).not.toBe('hello');
  });
});

it('H5 TRUST_PROXY is none by default, a hop count, or proxy addresses and ranges; nothing else', () => {
  const trust = (value?: string) =>
    loadConfig({ ...PRODUCTION, ...(value !== undefined && { TRUST_PROXY: value }) }).http
      .trustProxy;
  expect(trust()).toBe(false);
  expect(trust('')).toBe(false);
  expect(trust('none')).toBe(false);
  expect(trust('2')).toBe(2);
  expect(trust('10.0.0.0/8, 192.168.1.7,fd00::/8, uniquelocal')).toEqual([
    '10.0.0.0/8',
    '192.168.1.7',
    'fd00::/8',
    'uniquelocal',
  ]);
  for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8', '-1']) {
    expect(() => trust(bad), bad).toThrow(ConfigError);
  }
});

/** Rate limits count per client address, and only configured proxies may name that address. */
describe.each(DATABASE_TARGETS)('attack findings: forwarded addresses on %s', (target) => {
  const LIMIT = 5;
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.dispose()));
  });

  async function appTrusting(trustProxy: string | undefined) {
    const app = await createTestApp(target, {
      ...PRODUCTION,
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      ...(trustProxy !== undefined && { TRUST_PROXY: trustProxy }),
    });
    apps.push(app);
    return app;
  }

  let nobodies = 0;

  /** The statuses of `count` sign-in tries from one socket, each naming its own address. */
  async function statusesFrom(
    app: TestApp,
    url: string,
    socket: string,
    forwardedFor: (index: number) => string,
    count = LIMIT + 2,
  ) {
    const from = new Browser(app.app, {
      remoteAddress: socket,
      origin: 'http://localhost:3000',
      cookieName: '__Host-orato_session',
    });
    // a new address each run, so the per-account throttles stay out of the count
    const email = `h5-nobody-${++nobodies}@example.com`;
    const bodies: Record<string, object> = {
      '/api/verify-code': { email, code: '123456' },
      '/api/login': { email, password: PASSWORD },
      '/api/update-user': { email, token: 'f'.repeat(64), password: 'a stranger wants in' },
    };
    const body = bodies[url] ?? { email };
    const statuses: number[] = [];
    for (let index = 0; index < count; index++) {
      const response = await from.post(url, body, { 'x-forwarded-for': forwardedFor(index) });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  const limited = (status: number) => status === 429;

  let defaultApp: TestApp | undefined;
  const appTrustingNone = async () => (defaultApp ??= await appTrusting(undefined));

  it('H5 by default (production included) a rotating X-Forwarded-For does not get past the per-address limits', async () => {
    const app = await appTrustingNone();
    for (const [index, url] of [
      '/api/login',
      '/api/forgot-password',
      '/api/verify-code',
    ].entries()) {
      const statuses = await statusesFrom(
        app,
        url,
        `10.19.0.${index + 1}`,
        (n) => `203.0.113.${n}`,
      );
      expect(statuses.slice(0, LIMIT).some(limited), url).toBe(false);
      expect(statuses.slice(LIMIT).every(limited), url).toBe(true);
    }
  });

  it('H8 wrong reset tokens are limited per client address', async () => {
    const app = await appTrustingNone();
    const statuses = await statusesFrom(
      app,
      '/api/update-user',
      '10.19.1.1',
      (n) => `203.0.113.${n}`,
    );
    expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 400));
    expect(statuses.slice(LIMIT).every(limited)).toBe(true);
  });

  it('H5 TRUST_PROXY with proxy addresses: the proxy names its clients, nobody else can', async () => {
    const app = await appTrusting('10.20.0.0/16');
    // through the proxy: each client counts on its own
    const viaProxy = await statusesFrom(app, '/api/login', '10.20.0.1', (n) => `198.51.100.${n}`);
    expect(viaProxy.some(limited)).toBe(false);
    // a client's own header is ignored past the proxy's entry
    const chained = await statusesFrom(
      app,
      '/api/login',
      '10.20.0.1',
      (n) => `192.0.2.${n}, 198.51.100.200`,
    );
    expect(chained.slice(LIMIT).every(limited)).toBe(true);
    // straight to the app, the header means nothing
    const direct = await statusesFrom(app, '/api/login', '10.21.0.1', (n) => `192.0.2.${n}`);
    expect(direct.slice(LIMIT).every(limited)).toBe(true);
  });

  it('H5 TRUST_PROXY as a hop count believes only that many entries', async () => {
    const app = await appTrusting('1');
    const chained = await statusesFrom(
      app,
      '/api/login',
      '10.22.0.1',
      (n) => `192.0.2.${n}, 198.51.100.7`,
    );
    expect(chained.slice(0, LIMIT).some(limited)).toBe(false);
    expect(chained.slice(LIMIT).every(limited)).toBe(true);
    const clients = await statusesFrom(
      app,
      '/api/login',
      '10.22.0.1',
      (n) => `198.51.100.${n + 20}`,
    );
    expect(clients.some(limited)).toBe(false);
  });
});
