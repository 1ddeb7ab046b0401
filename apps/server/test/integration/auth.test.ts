import { eq } from 'drizzle-orm';
import { MESSAGES } from '@orato/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationTokens } from '../../src/db/schema';
import { AuthClient, latestCode, PASSWORD, signedInClient } from '../helpers/auth-client';
import { createTestApp, manualClock } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

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
