import { createHash } from 'node:crypto';
import { hash as argon2Hash } from '@node-rs/argon2';
import { LIMITS, MESSAGES } from '@orato/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users, verificationTokens } from '../../src/db/schema';
import {
  LOGIN_ATTEMPTS_PER_ROUND,
  LOGIN_FIRST_PAUSE_SECONDS,
} from '../../src/modules/auth/login-throttle';
import { VerificationTokenRepository } from '../../src/modules/auth/verification-token.repository';
import { AuthClient, latestCode, PASSWORD, signedInClient } from '../helpers/auth-client';
import { createTestApp, manualClock, type TestApp, useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { authSuite } from './support/auth-suite';
import { Browser } from './support/browser';
import {
  signInWithGoogle,
  startGoogleProvider,
  type GoogleProvider,
} from './support/google-provider';

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** ASVS 5.0 Appendix C: p = 1 and one of t=1/m≥47104, t=2/m≥19456, t≥3/m≥12288 (KiB). */
function meetsAppendixC(memory: number, time: number, parallelism: number): boolean {
  const minimumMemory = time === 1 ? 47_104 : time === 2 ? 19_456 : 12_288;
  return parallelism === 1 && time >= 1 && memory >= minimumMemory;
}

describe.each(DATABASE_TARGETS)('authentication and recovery on %s', (target) => {
  const time = manualClock();
  const context = useTestApp(target, {}, { clock: time.clock });

  const { db, browser, userRow } = authSuite(context, '10.1');
  const tokenRow = async (userId: string, purpose: 'verify_email' | 'reset_password') =>
    (
      await db()
        .select()
        .from(verificationTokens)
        .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose)))
    )[0];
  const mailsTo = async (email: string) =>
    (await context.container.services.mail.listOutbox()).filter((mail) => mail.to === email);
  const signup = (email: string, password = PASSWORD) =>
    browser().post('/api/signup', { email, password });
  const verify = (email: string, code: string, from = browser()) =>
    from.post('/api/verify-code', { email, code });
  const login = (email: string, password = PASSWORD, from = browser()) =>
    from.post('/api/login', { email, password });

  /** Signs up and verifies; returns a browser signed in as the user. */
  async function verifiedUser(email: string, password = PASSWORD) {
    expect((await signup(email, password)).statusCode).toBe(201);
    expect((await verify(email, await latestCode(context.container, email))).statusCode).toBe(200);
    const person = browser();
    expect((await login(email, password, person)).statusCode).toBe(200);
    return person;
  }

  /** The newest reset link mailed to `email`. */
  async function resetLink(email: string): Promise<URL> {
    const mail = (await mailsTo(email)).find((entry) => entry.subject.startsWith('Reset'));
    const url = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail?.text ?? '')?.[1];
    expect(url, `a reset link mailed to ${email}`).toBeDefined();
    return new URL(url!);
  }

  it('T01 password hashes are argon2id at an ASVS row, salted apart, and re-hashed when outdated', async () => {
    await verifiedUser('t01-a@example.com');
    await verifiedUser('t01-b@example.com');
    const hashes = [
      (await userRow('t01-a@example.com'))!.passwordHash!,
      (await userRow('t01-b@example.com'))!.passwordHash!,
    ];
    const parsed = hashes.map((phc) => PHC.exec(phc));
    for (const match of parsed) {
      expect(match).not.toBeNull();
      const [memory, timeCost, parallelism] = match!.slice(1, 4).map(Number);
      expect([memory, timeCost, parallelism]).toEqual([19_456, 2, 1]);
      expect(meetsAppendixC(memory!, timeCost!, parallelism!)).toBe(true);
      expect(Buffer.from(match![4]!, 'base64').length).toBeGreaterThanOrEqual(16);
    }
    expect(parsed[0]![4]).not.toBe(parsed[1]![4]);
    expect(hashes[0]).not.toBe(hashes[1]);
    expect(hashes.join()).not.toContain(PASSWORD);

    // an account hashed under older, weaker parameters is moved to today's on its next sign-in
    const weak = await argon2Hash(PASSWORD, {
      algorithm: 2,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    await db()
      .update(users)
      .set({ passwordHash: weak })
      .where(eq(users.email, 't01-a@example.com'));
    expect((await login('t01-a@example.com')).statusCode).toBe(200);
    const rehashed = (await userRow('t01-a@example.com'))!.passwordHash!;
    expect(rehashed).not.toBe(weak);
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login('t01-a@example.com')).statusCode).toBe(200);
    expect((await login('t01-a@example.com', 'not the password')).statusCode).toBe(401);
  });

  it("T02 passwords follow the spec's rule (8+ characters, nothing else) and are checked exactly as typed", async () => {
    const tooShort = await signup('t02-short@example.com', 'seven77');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error).toBe(MESSAGES.validation.passwordTooShort);
    const empty = await signup('t02-empty@example.com', '');
    expect(empty.json().error).toBe(MESSAGES.validation.passwordRequired);
    expect(await userRow('t02-short@example.com')).toBeUndefined();

    // no composition rules: eight characters, or sixteen lowercase letters, are enough
    expect((await signup('t02-eight@example.com', 'abcdefgh')).statusCode).toBe(201);
    expect((await signup('t02-lower@example.com', 'abcdefghijklmnop')).statusCode).toBe(201);

    // a long pasted Unicode passphrase is kept whole: no 72-byte cut, no case folding, no trimming
    const characters = Array.from(
      'Ünïcödé pässphrase — naïve café façade 🐴🔋📎 with spaces, then more words to pass 72 bytes ',
    );
    const passphrase = [...characters, ...Array<string>(100).fill('ø')].slice(0, 100).join('');
    expect(Array.from(passphrase)).toHaveLength(100);
    await verifiedUser('t02-long@example.com', passphrase);
    let truncated = '';
    for (const character of passphrase) {
      if (Buffer.byteLength(truncated + character) > 72) {
        break;
      }
      truncated += character;
    }
    for (const variant of [
      truncated,
      passphrase.toUpperCase(),
      passphrase.trimEnd().slice(0, -1),
    ]) {
      const response = await login('t02-long@example.com', variant);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(MESSAGES.auth.invalidCredentials);
    }
    await verifiedUser('t02-space@example.com', 'trailing space ');
    expect((await login('t02-space@example.com', 'trailing space')).statusCode).toBe(401);
    expect((await login('t02-space@example.com', 'trailing space ')).statusCode).toBe(200);

    // long passwords are accepted well past ASVS's 64; only a 1 KiB cap guards the hasher
    expect((await signup('t02-max@example.com', 'x'.repeat(1024))).statusCode).toBe(201);
    expect((await signup('t02-over@example.com', 'x'.repeat(1025))).statusCode).toBe(400);
  });

  it('T03 a sign-up code is six digits, stored only as a keyed hash, single-use, killed by a resend and dead after 10 minutes', async () => {
    expect((await signup('t03@example.com')).statusCode).toBe(201);
    const user = (await userRow('t03@example.com'))!;
    const code = await latestCode(context.container, 't03@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const stored = (await tokenRow(user.id, 'verify_email'))!;
    expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.secretHash).not.toContain(code);
    // keyed: without the server's key the six digits cannot be found from the row
    for (const unkeyed of [code, `verify_email:${user.id}:${code}`]) {
      expect(stored.secretHash).not.toBe(createHash('sha256').update(unkeyed).digest('hex'));
    }
    expect(stored.expiresAt.getTime() - stored.sentAt.getTime()).toBe(
      LIMITS.otpLifetimeSeconds * 1000,
    );

    time.advanceSeconds(9 * 60 + 59);
    expect((await verify('t03@example.com', code)).json()).toEqual({
      message: MESSAGES.auth.emailVerified,
    });
    const used = (await tokenRow(user.id, 'verify_email'))!;
    expect(used.consumedAt).not.toBeNull();
    // the same secret cannot be redeemed a second time, even by a racing request
    const repository = new VerificationTokenRepository(db());
    expect(await repository.consume(user.id, 'verify_email', used.secretHash, time.clock())).toBe(
      false,
    );

    // a resend kills the previous code
    expect((await signup('t03-resend@example.com')).statusCode).toBe(201);
    const first = await latestCode(context.container, 't03-resend@example.com');
    let second = first;
    while (second === first) {
      time.advanceSeconds(LIMITS.otpResendCooldownSeconds + 1);
      const resend = await browser().post('/api/verification-email', {
        email: 't03-resend@example.com',
      });
      expect(resend.json()).toEqual({ message: MESSAGES.auth.codeSent });
      second = await latestCode(context.container, 't03-resend@example.com');
    }
    const stale = await verify('t03-resend@example.com', first);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe(MESSAGES.auth.codeInvalid);
    expect((await verify('t03-resend@example.com', second)).statusCode).toBe(200);

    // one second past ten minutes the code is dead
    expect((await signup('t03-late@example.com')).statusCode).toBe(201);
    const late = await latestCode(context.container, 't03-late@example.com');
    time.advanceSeconds(10 * 60 + 1);
    const expired = await verify('t03-late@example.com', late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(MESSAGES.auth.codeInvalid);
    expect((await userRow('t03-late@example.com'))!.emailVerifiedAt).toBeNull();
  });

  it('T04 a code dies after 5 wrong tries from any addresses, and resends are spaced 30 s apart with Retry-After', async () => {
    expect((await signup('t04@example.com')).statusCode).toBe(201);
    const code = await latestCode(context.container, 't04@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let attempt = 0; attempt < LIMITS.otpMaxAttempts; attempt++) {
      // each guess from another address: the limit belongs to the code, not to the IP
      answers.push((await verify('t04@example.com', wrong)).json().error);
    }
    expect(answers).toEqual([
      MESSAGES.auth.codeInvalid,
      MESSAGES.auth.codeInvalid,
      MESSAGES.auth.codeInvalid,
      MESSAGES.auth.codeInvalid,
      MESSAGES.auth.codeLocked,
    ]);
    const right = await verify('t04@example.com', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(MESSAGES.auth.codeLocked);
    expect((await userRow('t04@example.com'))!.emailVerifiedAt).toBeNull();

    // no lasting lock: a new code (after the resend gap) works
    time.advanceSeconds(LIMITS.otpResendCooldownSeconds);
    expect(
      (await browser().post('/api/verification-email', { email: 't04@example.com' })).statusCode,
    ).toBe(200);
    expect(
      (await verify('t04@example.com', await latestCode(context.container, 't04@example.com')))
        .statusCode,
    ).toBe(200);

    // asking for a code every 15 s for 5 minutes mails one every 30 s, and says when to retry
    expect((await signup('t04-flood@example.com')).statusCode).toBe(201);
    const statuses: number[] = [];
    for (let request = 0; request < 20; request++) {
      time.advanceSeconds(15);
      const response = await browser().post('/api/verification-email', {
        email: 't04-flood@example.com',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error).toBe(MESSAGES.auth.resendTooSoon(15));
        expect(response.headers['retry-after']).toBe('15');
      }
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, (_, index) => (index % 2 ? 200 : 429)));
    expect(await mailsTo('t04-flood@example.com')).toHaveLength(11);
  });

  it('T05 codes are bound to their purpose and their account', async () => {
    expect((await signup('t05-a@example.com')).statusCode).toBe(201);
    const codeA = await latestCode(context.container, 't05-a@example.com');
    expect((await signup('t05-c@example.com')).statusCode).toBe(201);
    await verifiedUser('t05-b@example.com');
    expect(
      (await browser().post('/api/forgot-password', { email: 't05-b@example.com' })).statusCode,
    ).toBe(200);
    const tokenB = (await resetLink('t05-b@example.com')).searchParams.get('token')!;
    const hashOf = async (email: string) => (await userRow(email))!.passwordHash;
    const hashA = await hashOf('t05-a@example.com');

    // A's sign-up code is no reset token, for A or anyone
    const codeAsReset = await browser().post('/api/update-user', {
      email: 't05-a@example.com',
      password: 'a new password',
      token: codeA,
    });
    expect(codeAsReset.statusCode).toBe(400);
    expect(await hashOf('t05-a@example.com')).toBe(hashA);

    // B's reset token does not reset A
    const foreignToken = await browser().post('/api/update-user', {
      email: 't05-a@example.com',
      password: 'a new password',
      token: tokenB,
    });
    expect(foreignToken.statusCode).toBe(400);
    expect(foreignToken.json()).toEqual({
      error: MESSAGES.auth.resetLinkInvalid,
      code: 'BAD_REQUEST',
    });
    expect(await hashOf('t05-a@example.com')).toBe(hashA);

    // a reset token verifies no address, and A's code does not verify C
    const tokenAsCode = await verify('t05-a@example.com', tokenB);
    expect(tokenAsCode.statusCode).toBe(400);
    expect(tokenAsCode.json().error).toBe(MESSAGES.validation.otpInvalid);
    const crossAccount = await verify('t05-c@example.com', codeA);
    expect(crossAccount.statusCode).toBe(400);
    expect(crossAccount.json().error).toBe(MESSAGES.auth.codeInvalid);
    expect((await userRow('t05-c@example.com'))!.emailVerifiedAt).toBeNull();

    // each secret still does its own job, for its own account
    expect((await verify('t05-a@example.com', codeA)).statusCode).toBe(200);
    const reset = await browser().post('/api/update-user', {
      email: 't05-b@example.com',
      password: 'b new password',
      token: tokenB,
    });
    expect(reset.json()).toEqual({ message: MESSAGES.resetPassword.updated });
  });

  describe('T06 no account enumeration', () => {
    // what may differ between two requests that are otherwise the same (the request id is new for
    // every request, whoever asks)
    const VOLATILE = new Set([
      'date',
      'x-ratelimit-reset',
      'x-ratelimit-remaining',
      'x-request-id',
    ]);
    const comparable = (response: Awaited<ReturnType<Browser['post']>>) => ({
      status: response.statusCode,
      body: response.body,
      headers: Object.fromEntries(
        Object.entries(response.headers).filter(([name]) => !VOLATILE.has(name)),
      ),
      cookies: response.cookies,
    });

    beforeAll(async () => {
      await verifiedUser('t06-known@example.com');
      expect((await signup('t06-pending@example.com')).statusCode).toBe(201);
      // past the resend gap, a pending sign-up is just another address
      time.advanceSeconds(LIMITS.otpResendCooldownSeconds + 1);
    });

    it.each([
      ['/api/login', (email: string) => ({ email, password: 'a wrong password' })],
      ['/api/verification-email', (email: string) => ({ email })],
      ['/api/forgot-password', (email: string) => ({ email })],
      ['/api/verify-code', (email: string) => ({ email, code: '000000' })],
    ])(
      'T06 %s answers a registered and an unknown address byte for byte alike',
      async (url, body) => {
        for (const known of ['t06-known@example.com', 't06-pending@example.com']) {
          const knownAnswer = await browser().post(url, body(known));
          const unknownAnswer = await browser().post(url, body('t06-nobody@example.com'));
          expect(comparable(knownAnswer)).toEqual(comparable(unknownAnswer));
          expect(knownAnswer.cookies).toEqual([]);
        }
      },
    );

    it("T06 sign-up for a taken address gives only the spec's 409, and changes and mails nothing", async () => {
      const known = await userRow('t06-known@example.com');
      const mailsBefore = (await mailsTo('t06-known@example.com')).length;
      const taken = await browser().post('/api/signup', {
        email: 'T06-Known@example.com',
        password: 'another password',
      });
      const fresh = await browser().post('/api/signup', {
        email: 't06-new@example.com',
        password: 'another password',
      });
      // spec §8: "HTTP 409: 'Email already registered. Please login instead.'" — a documented deviation from ASVS 6.3.8
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        error: MESSAGES.signup.emailRegisteredLogin,
        code: 'CONFLICT',
      });
      expect(fresh.statusCode).toBe(201);
      expect(taken.cookies).toEqual([]);
      expect(fresh.cookies).toEqual([]);
      expect(await userRow('t06-known@example.com')).toEqual(known);
      expect(await mailsTo('t06-known@example.com')).toHaveLength(mailsBefore);
    });
  });

  it('T07 a reset link comes from the configured origin, works once, signs every device out and tells the owner', async () => {
    const laptop = await verifiedUser('t07@example.com');
    const phone = browser();
    expect((await login('t07@example.com', PASSWORD, phone)).statusCode).toBe(200);
    const ask = await browser().post(
      '/api/forgot-password',
      { email: 't07@example.com' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(ask.json()).toEqual({ message: MESSAGES.auth.resetLinkSent });
    const link = await resetLink('t07@example.com');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe('t07@example.com');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = (await userRow('t07@example.com'))!;
    expect((await tokenRow(user.id, 'reset_password'))!.secretHash).not.toContain(token);

    const payload = { email: 't07@example.com', password: 'a brand new password', token };
    const reset = await browser().post('/api/update-user', payload);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: MESSAGES.resetPassword.updated });
    // no automatic sign-in after a reset
    expect(reset.cookies).toEqual([]);
    const again = await browser().post('/api/update-user', {
      ...payload,
      password: 'a third password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(MESSAGES.auth.resetLinkInvalid);

    for (const device of [laptop, phone]) {
      const replay = await device.post('/api/get-user', {});
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error).toBe(MESSAGES.auth.signInRequired);
    }
    const [newest] = await mailsTo('t07@example.com');
    expect(newest?.subject).toBe('Your Orato password was changed');
    expect((await login('t07@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('t07@example.com', 'a brand new password')).statusCode).toBe(200);

    // an unused link dies after its hour
    time.advanceSeconds(LIMITS.otpResendCooldownSeconds + 1);
    await browser().post('/api/forgot-password', { email: 't07@example.com' });
    const lateToken = (await resetLink('t07@example.com')).searchParams.get('token')!;
    expect(lateToken).not.toBe(token);
    time.advanceSeconds(LIMITS.resetTokenLifetimeSeconds + 1);
    const late = await browser().post('/api/update-user', { ...payload, token: lateToken });
    expect(late.json().error).toBe(MESSAGES.auth.resetLinkInvalid);
  });

  it('T08 wrong passwords for one address pause it from every IP, without a lasting lock', async () => {
    await verifiedUser('t08@example.com');
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_ROUND; attempt++) {
      expect((await login('t08@example.com', `guess ${attempt}`)).statusCode).toBe(401);
    }
    const paused = await login('t08@example.com', 'guess from yet another address');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual({ error: MESSAGES.auth.tooManyRequests, code: 'RATE_LIMITED' });
    expect(paused.headers['retry-after']).toBe(String(LOGIN_FIRST_PAUSE_SECONDS));
    // during the pause even the right password waits: otherwise the pause would not stop a guesser
    expect((await login('t08@example.com')).statusCode).toBe(429);
    // an unknown address is paused the same way, so the pause tells nothing
    for (let attempt = 0; attempt <= LOGIN_ATTEMPTS_PER_ROUND; attempt++) {
      await login('t08-nobody@example.com', `guess ${attempt}`);
    }
    expect((await login('t08-nobody@example.com')).statusCode).toBe(429);

    // the pause ends on its own; a success resets the count
    time.advanceSeconds(LOGIN_FIRST_PAUSE_SECONDS);
    expect((await login('t08@example.com')).statusCode).toBe(200);
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_ROUND - 1; attempt++) {
      expect((await login('t08@example.com', `guess ${attempt}`)).statusCode).toBe(401);
    }
    expect((await login('t08@example.com')).statusCode).toBe(200);

    // a burst of parallel guesses is counted in full: the pause starts with the tenth
    const burst = await Promise.all(
      Array.from({ length: LOGIN_ATTEMPTS_PER_ROUND + 5 }, (_, attempt) =>
        login('t08-burst@example.com', `parallel guess ${attempt}`),
      ),
    );
    expect(burst.map((response) => response.statusCode).sort()).toEqual([
      ...Array<number>(LOGIN_ATTEMPTS_PER_ROUND).fill(401),
      ...Array<number>(5).fill(429),
    ]);

    // a second round without a success pauses twice as long; a password reset lets the owner back in
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_ROUND; attempt++) {
        await login('t08@example.com', `guess ${round}-${attempt}`);
      }
      if (round === 0) {
        time.advanceSeconds(LOGIN_FIRST_PAUSE_SECONDS);
      }
    }
    expect((await login('t08@example.com')).headers['retry-after']).toBe(
      String(2 * LOGIN_FIRST_PAUSE_SECONDS),
    );
    await browser().post('/api/forgot-password', { email: 't08@example.com' });
    const token = (await resetLink('t08@example.com')).searchParams.get('token')!;
    await browser().post('/api/update-user', {
      email: 't08@example.com',
      password: 'the owner is back',
      token,
    });
    expect((await login('t08@example.com', 'the owner is back')).statusCode).toBe(200);
  });
});

describe('T04/T08 per-IP limits on the sign-in and code routes', () => {
  let context: TestApp;

  beforeAll(async () => {
    context = await createTestApp('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('T04 one address guessing codes gets 429 with Retry-After, while others go on', async () => {
    const guesser = new Browser(context.app, { remoteAddress: '10.9.0.1' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (await guesser.post('/api/verify-code', { email: 'x@example.com', code: '123456' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await guesser.post('/api/verify-code', {
      email: 'x@example.com',
      code: '123456',
    });
    expect(limited.json()).toEqual({ error: MESSAGES.auth.tooManyRequests, code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const other = new Browser(context.app, { remoteAddress: '10.9.0.2' });
    expect(
      (await other.post('/api/verify-code', { email: 'x@example.com', code: '123456' })).statusCode,
    ).toBe(400);
  });

  it('T08 one address trying one password on many accounts is stopped after the limit', async () => {
    const sprayer = new Browser(context.app, { remoteAddress: '10.9.1.1' });
    const statuses: number[] = [];
    for (let account = 0; account < 7; account++) {
      statuses.push(
        (
          await sprayer.post('/api/login', {
            email: `sprayed-${account}@example.com`,
            password: 'Summer2026!',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('T09 Google sign-in', () => {
  let google: GoogleProvider;
  let context: TestApp;

  beforeAll(async () => {
    google = await startGoogleProvider();
    context = await createTestApp('pglite', google.env);
  });
  afterAll(async () => {
    await context?.dispose();
    await google?.stop();
  });

  const userRow = async (email: string) =>
    (await context.container.database.db.select().from(users).where(eq(users.email, email)))[0];
  const identitiesOf = (userId: string) =>
    context.container.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId));
  const sessionEmail = async (session: string | undefined) =>
    (
      await context.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: session ? { cookie: `orato_session=${session}` } : {},
      })
    ).json().user?.email;

  /** A token from a signer that is not the provider: same claims, another signature. */
  const brokenSignature = (signed: string) => {
    const [header, payload, signature] = signed.split('.');
    const flipped = signature!.startsWith('A')
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    return `${header}.${payload}.${flipped}`;
  };
  const unsigned = (signed: string) =>
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${signed.split('.')[1]}.`;
  const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;

  it.each([
    ['an unsigned token (alg none)', { idToken: unsigned }],
    ['another audience', { claims: (c: Record<string, unknown>) => void (c.aud = 'someone-else') }],
    [
      'another issuer',
      { claims: (c: Record<string, unknown>) => void (c.iss = 'https://evil.example') },
    ],
    [
      'an expired token',
      {
        claims: (c: Record<string, unknown>) =>
          void Object.assign(c, { exp: hourAgo(), iat: hourAgo() - 3600 }),
      },
    ],
    [
      'a nonce that is not ours',
      { claims: (c: Record<string, unknown>) => void (c.nonce = 'replayed') },
    ],
  ])('T09 %s is refused with no session and no account', async (label, tamper) => {
    const email = `t09-${label.replace(/\W+/g, '-')}@example.com`;
    google.nextSignIn({ sub: `sub-${email}`, email, email_verified: true }, tamper);
    const result = await signInWithGoogle(context.app);
    expect(result.status).toBe(401);
    expect(result.body).toContain(MESSAGES.auth.googleFailed);
    expect(result.session).toBeUndefined();
    expect(await userRow(email)).toBeUndefined();
  });

  it('T09 a token whose signature is not the provider’s is refused', async () => {
    google.nextSignIn(
      { sub: 'sub-forged', email: 't09-forged@example.com', email_verified: true },
      { idToken: brokenSignature },
    );
    const result = await signInWithGoogle(context.app);
    expect(result.status).toBe(401);
    expect(result.session).toBeUndefined();
    expect(await userRow('t09-forged@example.com')).toBeUndefined();
  });

  it('T09 a missing or forged state, a replayed callback and a callback in another browser start no session', async () => {
    google.nextSignIn({ sub: 'sub-state', email: 't09-state@example.com', email_verified: true });
    for (const tamper of [
      (callback: URL) => callback.searchParams.delete('state'),
      (callback: URL) => callback.searchParams.set('state', 'forged'),
    ]) {
      const result = await signInWithGoogle(context.app, { tamperCallback: tamper });
      expect(result.status).toBe(401);
      expect(result.session).toBeUndefined();
    }

    const first = await signInWithGoogle(context.app);
    expect(first.status).toBe(200);
    // the pending cookie is cleared as the callback is answered
    expect(first.setCookies).toContainEqual({ name: 'orato_google_pending', value: '' });
    const replay = await context.app.inject({
      method: 'GET',
      url: first.callbackPath,
      headers: { cookie: first.pendingCookie },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.cookies.some((cookie) => cookie.name === 'orato_session')).toBe(false);
    const elsewhere = await context.app.inject({ method: 'GET', url: first.callbackPath });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.cookies.some((cookie) => cookie.name === 'orato_session')).toBe(false);
  });

  it('T09 accounts are keyed on issuer and subject, not on the e-mail', async () => {
    google.nextSignIn({ sub: 'sub-keyed', email: 't09-keyed@example.com', email_verified: true });
    const first = await signInWithGoogle(context.app);
    const user = (await userRow('t09-keyed@example.com'))!;
    expect(await identitiesOf(user.id)).toEqual([
      expect.objectContaining({ issuer: google.issuer, subject: 'sub-keyed' }),
    ]);
    google.nextSignIn({ sub: 'sub-keyed', email: 't09-renamed@example.com', email_verified: true });
    const second = await signInWithGoogle(context.app);
    expect(await sessionEmail(first.session)).toBe('t09-keyed@example.com');
    expect(await sessionEmail(second.session)).toBe('t09-keyed@example.com');
    expect(await userRow('t09-renamed@example.com')).toBeUndefined();
  });

  it('T09 an unverified Google e-mail never merges into a password account', async () => {
    const owner = new Browser(context.app);
    await owner.post('/api/signup', { email: 't09-owner@example.com', password: PASSWORD });
    await owner.post('/api/verify-code', {
      email: 't09-owner@example.com',
      code: await latestCode(context.container, 't09-owner@example.com'),
    });
    const account = (await userRow('t09-owner@example.com'))!;
    google.nextSignIn({
      sub: 'sub-unverified',
      email: 'T09-Owner@example.com',
      email_verified: false,
    });
    const result = await signInWithGoogle(context.app);
    expect(result.status).toBe(403);
    expect(result.body).toContain(MESSAGES.auth.googleEmailUnverified);
    expect(result.session).toBeUndefined();
    expect(await identitiesOf(account.id)).toEqual([]);
    expect(await userRow('t09-owner@example.com')).toEqual(account);
    expect(
      (await owner.post('/api/login', { email: 't09-owner@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});

// the account basics (sign-up, codes, sessions, the user record, reset, deletion): one home for
// every authentication test
describe.each(DATABASE_TARGETS)('accounts on %s', (target) => {
  let context: TestApp;
  const time = manualClock();

  beforeAll(async () => {
    context = await createTestApp(target, {}, { clock: time.clock });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  const client = () => new AuthClient(context.app);
  const db = () => context.container.database.db;

  describe('sign-up', () => {
    it('creates an unverified user with an argon2id hash and mails a hashed 6-digit code', async () => {
      const response = await client().post('/api/signup', {
        email: 'New.User@Example.com',
        password: PASSWORD,
        is_active: true,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: MESSAGES.signup.verificationSent });
      const [user] = await db().select().from(users).where(eq(users.email, 'new.user@example.com'));
      expect(user?.emailVerifiedAt).toBeNull();
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const code = await latestCode(context.container, 'new.user@example.com');
      const [token] = await db()
        .select()
        .from(verificationTokens)
        .where(eq(verificationTokens.userId, user!.id));
      expect(token?.secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(token?.secretHash).not.toContain(code);
    });

    it('refuses an e-mail that is already registered, in any case, with 409', async () => {
      const response = await client().post('/api/signup', {
        email: 'NEW.USER@example.com',
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(MESSAGES.signup.emailRegisteredLogin);
    });

    it.each([
      [{ email: '', password: PASSWORD }, MESSAGES.validation.emailRequired],
      [{ email: 'not-an-email', password: PASSWORD }, MESSAGES.validation.emailInvalid],
      [{ email: 'a@b.co', password: '' }, MESSAGES.validation.passwordRequired],
      [{ email: 'a@b.co', password: 'short' }, MESSAGES.validation.passwordTooShort],
      [{ password: PASSWORD }, MESSAGES.validation.emailRequired],
    ])('answers %j with the spec message', async (payload, message) => {
      const response = await client().post('/api/signup', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });
  });

  describe('e-mail code', () => {
    it('does not sign in an unverified account, and mails it a new code', async () => {
      const person = client();
      await person.post('/api/signup', { email: 'unverified@example.com', password: PASSWORD });
      const firstCode = await latestCode(context.container, 'unverified@example.com');
      time.advanceSeconds(31);
      const response = await person.post('/api/login', {
        email: 'unverified@example.com',
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'EMAIL_NOT_VERIFIED',
        error: MESSAGES.auth.emailNotVerified,
      });
      expect(person.cookie).toBeUndefined();
      const secondCode = await latestCode(context.container, 'unverified@example.com');
      const outbox = await context.container.services.mail.listOutbox();
      expect(outbox.filter((mail) => mail.to === 'unverified@example.com')).toHaveLength(2);
      if (firstCode !== secondCode) {
        // the resend killed the first code
        const stale = await person.post('/api/verify-code', {
          email: 'unverified@example.com',
          code: firstCode,
        });
        expect(stale.statusCode).toBe(400);
      }
    });

    it('refuses a resend inside 30 seconds, then allows it', async () => {
      await client().post('/api/signup', { email: 'resend@example.com', password: PASSWORD });
      const early = await client().post('/api/verification-email', { email: 'resend@example.com' });
      expect(early.statusCode).toBe(429);
      expect(early.json().error).toMatch(/^Please wait \d+s before requesting a new code\.$/);
      time.advanceSeconds(30);
      const later = await client().post('/api/verification-email', { email: 'resend@example.com' });
      expect(later.statusCode).toBe(200);
    });

    it('answers a resend for an unknown address like any other, sending nothing', async () => {
      const before = (await context.container.services.mail.listOutbox()).length;
      const response = await client().post('/api/verification-email', {
        email: 'nobody@example.com',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.auth.codeSent });
      expect((await context.container.services.mail.listOutbox()).length).toBe(before);
    });

    it('locks the code after 5 wrong tries, even for the right code', async () => {
      await client().post('/api/signup', { email: 'guesser@example.com', password: PASSWORD });
      const code = await latestCode(context.container, 'guesser@example.com');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await client().post('/api/verify-code', {
          email: 'guesser@example.com',
          code: wrong,
        });
        expect(response.json().error).toBe(
          attempt < 5 ? MESSAGES.auth.codeInvalid : MESSAGES.auth.codeLocked,
        );
      }
      const right = await client().post('/api/verify-code', { email: 'guesser@example.com', code });
      expect(right.statusCode).toBe(400);
      expect(right.json().error).toBe(MESSAGES.auth.codeLocked);
    });

    it('expires a code after 10 minutes', async () => {
      await client().post('/api/signup', { email: 'slow@example.com', password: PASSWORD });
      const code = await latestCode(context.container, 'slow@example.com');
      time.advanceSeconds(10 * 60 + 1);
      const response = await client().post('/api/verify-code', { email: 'slow@example.com', code });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(MESSAGES.auth.codeInvalid);
    });

    it('accepts a code once', async () => {
      await client().post('/api/signup', { email: 'once@example.com', password: PASSWORD });
      const code = await latestCode(context.container, 'once@example.com');
      expect(
        (await client().post('/api/verify-code', { email: 'once@example.com', code })).statusCode,
      ).toBe(200);
      const [user] = await db().select().from(users).where(eq(users.email, 'once@example.com'));
      expect(user?.emailVerifiedAt).not.toBeNull();
    });

    it('rejects a code that is not 6 digits with the spec message', async () => {
      const response = await client().post('/api/verify-code', {
        email: 'once@example.com',
        code: '12a456',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(MESSAGES.validation.otpInvalid);
    });
  });

  describe('sessions', () => {
    it('signs in with a fresh HttpOnly, SameSite=Lax cookie and knows the user', async () => {
      const person = await signedInClient(context.app, context.container, 'Reader@Example.com');
      const login = await person.post('/api/login', {
        email: 'reader@example.com',
        password: PASSWORD,
      });
      expect(login.json()).toEqual({
        message: MESSAGES.auth.loginSuccess,
        user_email: 'reader@example.com',
      });
      const cookie = login.cookies.find((entry) => entry.name === 'orato_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await person.get('/api/session')).json()).toEqual({
        user: { email: 'reader@example.com' },
      });
    });

    it('rotates the session token at every sign-in', async () => {
      const person = await signedInClient(context.app, context.container, 'rotate@example.com');
      const first = person.cookie;
      await person.post('/api/login', { email: 'rotate@example.com', password: PASSWORD });
      expect(person.cookie).not.toBe(first);
    });

    it('refuses a wrong password with one message for known and unknown users', async () => {
      const known = await client().post('/api/login', {
        email: 'reader@example.com',
        password: 'wrong password',
      });
      const unknown = await client().post('/api/login', {
        email: 'ghost@example.com',
        password: 'wrong password',
      });
      expect(known.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().error).toBe(MESSAGES.auth.invalidCredentials);
    });

    it('ends the session at logout: the old cookie no longer works', async () => {
      const person = await signedInClient(context.app, context.container, 'leaver@example.com');
      const stolen = person.cookie;
      const logout = await person.post('/api/logout');
      expect(logout.json()).toEqual({ message: MESSAGES.logout.success });
      expect(logout.headers['clear-site-data']).toBe('"cache", "storage"');
      const replay = await context.app.inject({
        method: 'POST',
        url: '/api/get-user',
        payload: {},
        headers: { cookie: stolen!, origin: 'http://localhost:3000' },
      });
      expect(replay.statusCode).toBe(401);
    });

    it('signs out after 7 idle days', async () => {
      const person = await signedInClient(context.app, context.container, 'idle@example.com');
      time.advanceSeconds(7 * 24 * 60 * 60 + 1);
      expect((await person.get('/api/session')).json()).toEqual({ user: null });
    });
  });

  describe('the user record', () => {
    it("returns the spec's fields for the session's user", async () => {
      const person = await signedInClient(context.app, context.container, 'fields@example.com');
      const response = await person.post('/api/get-user', { email: 'fields@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        email: 'fields@example.com',
        plan: 'free',
        price: null,
        credits: 0,
        customer_id: null,
        cancel_subscription: false,
        cancellation_date: null,
        next_billing_date: null,
        // beyond the spec: what the profile shows of held credits, billing trouble and notices
        credits_held: 0,
        subscription_status: null,
        payment_failed: false,
        purchases_paused: false,
        job_emails: 'long',
      });
    });

    it("refuses with 403 a body that names someone else's e-mail", async () => {
      const person = await signedInClient(context.app, context.container, 'mallory@example.com');
      for (const url of ['/api/get-user', '/api/delete-account']) {
        const response = await person.post(url, { email: 'fields@example.com' });
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe(MESSAGES.auth.foreignEmail);
      }
      const victim = await db().select().from(users).where(eq(users.email, 'fields@example.com'));
      expect(victim).toHaveLength(1);
    });

    it('answers 401 without a session', async () => {
      const response = await client().post('/api/get-user', { email: 'fields@example.com' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    const resetLink = async (email: string) => {
      const mail = (await context.container.services.mail.listOutbox()).find(
        (entry) => entry.to === email && entry.subject.includes('Reset'),
      );
      const url = /(http\S+reset-password\S+)/.exec(mail?.text ?? '')?.[1];
      expect(url).toBeDefined();
      return new URL(url!);
    };

    it('answers unknown and known addresses alike, mailing only the known one', async () => {
      await signedInClient(context.app, context.container, 'forgetful@example.com');
      const before = (await context.container.services.mail.listOutbox()).length;
      const unknown = await client().post('/api/forgot-password', { email: 'nobody@example.com' });
      expect((await context.container.services.mail.listOutbox()).length).toBe(before);
      const known = await client().post(
        '/api/forgot-password',
        { email: 'forgetful@example.com' },
        { host: 'evil.example' },
      );
      expect(unknown.json()).toEqual(known.json());
      const link = await resetLink('forgetful@example.com');
      expect(link.origin).toBe('http://localhost:3000');
      expect(link.pathname).toBe('/reset-password');
      expect(link.searchParams.get('email')).toBe('forgetful@example.com');
    });

    it('resets once with the token, signs every device out and tells the owner', async () => {
      const device = new AuthClient(context.app);
      await device.post('/api/login', { email: 'forgetful@example.com', password: PASSWORD });
      const link = await resetLink('forgetful@example.com');
      const payload = {
        email: 'forgetful@example.com',
        password: 'a brand new password',
        token: link.searchParams.get('token')!,
      };
      const reset = await client().post('/api/update-user', payload);
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: MESSAGES.resetPassword.updated });
      expect((await client().post('/api/update-user', payload)).statusCode).toBe(400);
      expect((await device.get('/api/session')).json()).toEqual({ user: null });
      expect(
        (await client().post('/api/login', { email: 'forgetful@example.com', password: PASSWORD }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await client().post('/api/login', {
            email: 'forgetful@example.com',
            password: 'a brand new password',
          })
        ).statusCode,
      ).toBe(200);
      const outbox = await context.container.services.mail.listOutbox();
      expect(outbox[0]?.subject).toContain('password was changed');
    });

    it('refuses a wrong token and never accepts credits from the client', async () => {
      const wrong = await client().post('/api/update-user', {
        email: 'forgetful@example.com',
        password: 'whatever123',
        token: 'x'.repeat(43),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe(MESSAGES.auth.resetLinkInvalid);
      const person = await signedInClient(context.app, context.container, 'greedy@example.com');
      const credits = await person.post('/api/update-user', {
        email: 'greedy@example.com',
        credits: 100000,
      });
      expect(credits.statusCode).toBe(400);
      expect((await person.post('/api/get-user', {})).json().credits).toBe(0);
    });
  });

  describe('cross-site requests', () => {
    it('refuses a state-changing call from another origin or marked cross-site', async () => {
      const evil = await client().post(
        '/api/login',
        { email: 'reader@example.com', password: PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(evil.statusCode).toBe(403);
      expect(evil.json().error).toBe(MESSAGES.auth.crossSiteRequest);
      const fetchMetadata = await context.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(fetchMetadata.statusCode).toBe(403);
    });
  });

  describe('deleting the account', () => {
    it('removes the user and their sessions; the address can sign up again', async () => {
      const person = await signedInClient(context.app, context.container, 'goodbye@example.com');
      const stolen = person.cookie!;
      const response = await person.post('/api/delete-account', { email: 'goodbye@example.com' });
      expect(response.json()).toEqual({ message: MESSAGES.profile.deleted });
      expect(await db().select().from(users).where(eq(users.email, 'goodbye@example.com'))).toEqual(
        [],
      );
      const replay = await context.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: stolen },
      });
      expect(replay.json()).toEqual({ user: null });
      expect(
        (await client().post('/api/signup', { email: 'goodbye@example.com', password: PASSWORD }))
          .statusCode,
      ).toBe(201);
    });
  });
});

describe('rate limits on sign-in', () => {
  let context: TestApp;

  beforeAll(async () => {
    context = await createTestApp('pglite', { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('answers 429 with a clear message and Retry-After past the limit', async () => {
    const person = new AuthClient(context.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push(
        (await person.post('/api/login', { email: 'x@example.com', password: 'wrong password' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await person.post('/api/login', {
      email: 'x@example.com',
      password: 'wrong password',
    });
    expect(limited.json()).toEqual({ error: MESSAGES.auth.tooManyRequests, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
