import { avatarHoldCredits, CREDIT_COSTS, MESSAGES } from '@orato/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSessions,
  creditLedger,
  generations,
  libraryItems,
  users,
} from '../../src/db/schema';
import { UrlSigner } from '../../src/lib/url-signer';
import { CreditLedgerRepository } from '../../src/modules/credits/credit-ledger.repository';
import { AuthClient, signedInWithCredits } from '../helpers/auth-client';
import { multipartBody } from '../helpers/multipart';
import { solidPng } from '../helpers/sample-images';
import { createTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';
import { snapshotAccounts } from './support/db-snapshot';
import { ACCOUNT_ROUTE_BODIES } from './support/route-bodies';
import { concretePath, listRoutes } from './support/route-table';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const APP_SECRET = 'the access-control suite signs its own expired links';
const SCRIPT =
  'Here is a short script about keeping a calm and tidy desk. Start small and stay consistent.';
const NOT_FOUND_GENERATION = { error: 'Generation not found', code: 'NOT_FOUND' };
const FOREIGN_EMAIL = { error: MESSAGES.auth.foreignEmail, code: 'FORBIDDEN' };

/** Keys no response may carry, whoever asks: secrets, hashes and other users' handles. */
const INTERNAL_KEYS = new Set([
  'password',
  'passwordHash',
  'password_hash',
  'secretHash',
  'secret_hash',
  'tokenHash',
  'token_hash',
  'userId',
  'user_id',
  'providerOperationId',
  'provider_operation_id',
  'subscriptionId',
  'subscription_id',
  'input',
  'holdCredits',
]);

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap(keysOf);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe.each(DATABASE_TARGETS)('access control on %s', (target) => {
  let context: TestApp;
  let ledger: CreditLedgerRepository;
  let a: { person: AuthClient; userId: string; email: string };
  let b: { person: AuthClient; userId: string; email: string };
  /** B's belongings, as B's own responses named them. */
  const owned = {
    videoUrl: '',
    veoUrl: '',
    imageUrl: '',
    uploadUrl: '',
    avatarJob: '',
    veoJob: '',
    checkoutId: '',
  };

  async function user(email: string, credits: number) {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      email,
      credits,
    );
    return { person, userId, email };
  }

  /** A finished library item for `userId`, stored as the pipeline leaves one. */
  async function libraryItem(userId: string, feature: string, name: string, type: string) {
    const key = `users/${userId}/${feature}/2026/11/${name}`;
    await context.container.storage.putObject(key, Buffer.from(`bytes of ${name}`), type);
    await context.container.database.db
      .insert(libraryItems)
      .values({ userId, feature, mediaKey: key, title: name });
    return key;
  }

  async function upload(person: AuthClient, fields: Record<string, string> = {}) {
    const { payload, headers } = multipartBody(fields, [
      {
        filename: 'photo.png',
        contentType: 'image/png',
        data: await solidPng({ r: 9, g: 9, b: 9 }),
      },
    ]);
    return context.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, origin: 'http://localhost:3000', cookie: person.cookie! },
    });
  }

  const generationsOf = (userId: string) =>
    context.container.database.db.select().from(generations).where(eq(generations.userId, userId));
  const ledgerOf = (userId: string) =>
    context.container.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
  const rowOf = async (userId: string) =>
    (await context.container.database.db.select().from(users).where(eq(users.id, userId)))[0]!;
  /** Everything B owns, rows and files: what no call of A may change. */
  const stateOfB = async () => ({
    rows: await snapshotAccounts(context.container, b.userId),
    files: await Promise.all(
      [owned.videoUrl, owned.veoUrl, owned.imageUrl, owned.uploadUrl].map(async (url) =>
        Boolean(
          await context.container.storage.statObject(
            context.container.storage.keyFromDownloadUrl(url)!,
          ),
        ),
      ),
    ),
  });

  beforeAll(async () => {
    // the test engine offers the presenters Ava and Noah; no worker runs, so jobs stay queued
    context = await createTestApp(
      target,
      { APP_SECRET },
      { avatarGenerator: new TestAvatarGenerator() },
    );
    ledger = new CreditLedgerRepository(context.container.database.db);
    a = await user('alice@example.com', 1000);
    b = await user('bob@example.com', 300);
    await libraryItem(a.userId, 'ai-avatar', 'alice.mp4', 'video/mp4');
    await libraryItem(b.userId, 'ai-avatar', 'bob.mp4', 'video/mp4');
    await libraryItem(b.userId, 'veo3-videos', 'bob-veo.mp4', 'video/mp4');
    await libraryItem(b.userId, 'nano-banana', 'bob.png', 'image/png');
    const videos = (await b.person.post('/api/get-videos', { feature: 'ai-avatar' })).json();
    owned.videoUrl = videos.videos['ai-avatar'][0].video_url;
    owned.veoUrl = (
      await b.person.post('/api/get-videos', { feature: 'veo3-videos' })
    ).json().videos['veo3-videos'][0].video_url;
    owned.imageUrl = (await b.person.post('/api/get-images', {})).json().images[
      'nano-banana'
    ][0].image_url;
    owned.uploadUrl = (await upload(b.person)).json().uploaded_files[0];
    owned.avatarJob = (
      await b.person.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT })
    ).json().operationId;
    owned.veoJob = (
      await b.person.post('/api/generate-veo-video', { prompt: 'A fox in the snow' })
    ).json().operation_name;
    // B buys a subscription through the local checkout: B now has a customer, a plan and a payment
    const checkout = await b.person.post('/api/create-checkout-session', {
      lookup_key: 'orato-standard-monthly',
    });
    const checkoutPath = new URL(checkout.json().url).pathname;
    expect((await b.person.post(`${checkoutPath}/pay`)).statusCode).toBe(303);
    owned.checkoutId = checkoutPath.split('/').pop()!;
    expect((await rowOf(b.userId)).customerId).not.toBeNull();
  });
  afterAll(async () => {
    await context?.dispose();
  });

  describe('T16 identity comes from the session, never from the request', () => {
    it("T16 a body e-mail naming B is refused with 403 on every account route, and nothing of B's changes", async () => {
      const before = await stateOfB();
      const routesWithEmail = Object.entries(ACCOUNT_ROUTE_BODIES).filter(
        ([, body]) => 'email' in body(b.email),
      );
      expect(routesWithEmail.length).toBe(21);
      for (const [route, body] of routesWithEmail) {
        const url = concretePath(route.split(' ')[1]!);
        for (const email of [b.email, ' BOB@Example.com ']) {
          const response =
            url === '/api/upload'
              ? await upload(a.person, { email })
              : await a.person.post(url, { ...body(email), email });
          expect([route, email, response.statusCode, response.json()]).toEqual([
            route,
            email,
            403,
            FOREIGN_EMAIL,
          ]);
        }
      }
      expect(await stateOfB()).toEqual(before);
      expect((await rowOf(a.userId)).email).toBe(a.email);
    });

    it('T16 userId, user_id and X-User-ID naming B are ignored: every call acts for the session user', async () => {
      const before = await stateOfB();
      const asB = { userId: b.userId, user_id: b.userId };
      const header = { 'x-user-id': b.userId };
      const call = (url: string, body: object = {}) =>
        a.person.post(url, { ...body, ...asB }, header);

      const me = await call('/api/get-user');
      expect(me.json()).toMatchObject({ email: a.email, customer_id: null, plan: 'free' });
      expect((await call('/api/payment-history')).json()).toEqual([]);
      const videos = (await call('/api/get-videos', { feature: 'ai-avatar' })).json().videos[
        'ai-avatar'
      ];
      expect(videos.map((video: { topic: string }) => video.topic)).toEqual(['alice.mp4']);
      expect((await call('/api/get-images')).json()).toEqual({
        images: { 'nano-banana': [] },
        next_cursor: null,
      });
      const portal = await call('/api/create-portal-session');
      expect(portal.json().error).toBe('There is no billing account yet: buy a plan first.');
      const cancel = await call('/api/cancel-subscription');
      expect(cancel.json().error).toBe('You have no subscription to cancel.');

      const checkout = await call('/api/create-checkout-session', { lookup_key: 'orato-starter' });
      const checkoutId = new URL(checkout.json().url).pathname.split('/').pop()!;
      const [checkoutRow] = await context.container.database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, checkoutId));
      expect(checkoutRow?.userId).toBe(a.userId);

      const jobsBefore = (await generationsOf(a.userId)).length;
      const avatar = await call('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT });
      const veo = await call('/api/generate-veo-video', { prompt: 'A heron at dawn' });
      expect([avatar.statusCode, veo.statusCode]).toEqual([200, 200]);
      const jobs = await generationsOf(a.userId);
      expect(jobs.map((job) => job.id)).toEqual(
        expect.arrayContaining([avatar.json().operationId, veo.json().operation_name]),
      );
      expect(jobs).toHaveLength(jobsBefore + 2);

      const uploaded = await upload(a.person, { userId: b.userId, user_id: b.userId });
      expect(
        context.container.storage.keyFromDownloadUrl(uploaded.json().uploaded_files[0]),
      ).toMatch(new RegExp(`^users/${a.userId}/uploads/`));

      // an image for a user without credits fails for that user, whoever the body names
      const poor = await user('poor-t16@example.com', 0);
      const image = await poor.person.post(
        '/api/google-nano-banana',
        { prompt: 'A blue square', ...asB },
        header,
      );
      expect(image.statusCode).toBe(402);

      const leaving = await user('leaving-t16@example.com', 0);
      const deleted = await leaving.person.post('/api/delete-account', asB, header);
      expect(deleted.json()).toEqual({ message: MESSAGES.profile.deleted });
      expect(
        await context.container.database.db
          .select()
          .from(users)
          .where(eq(users.id, leaving.userId)),
      ).toEqual([]);

      expect(await stateOfB()).toEqual(before);
    });
  });

  describe('T17 no IDOR', () => {
    it("T17 B's generations read as not found for A, exactly like ids that do not exist", async () => {
      const before = await stateOfB();
      for (const operationId of [
        owned.avatarJob,
        owned.veoJob,
        '00000000-0000-4000-8000-000000000000',
        'not-a-uuid',
      ]) {
        const poll = await a.person.post('/api/poll-creator', { operationId });
        expect([operationId, poll.statusCode, poll.json()]).toEqual([
          operationId,
          404,
          NOT_FOUND_GENERATION,
        ]);
        const status = await a.person.post('/api/get-video-status', {
          operation_name: operationId,
        });
        expect([operationId, status.statusCode, status.json()]).toEqual([
          operationId,
          404,
          NOT_FOUND_GENERATION,
        ]);
      }
      expect(await stateOfB()).toEqual(before);
      // B still sees its own (B's own poll notes that B is watching it, so it comes last)
      expect(
        (await b.person.post('/api/poll-creator', { operationId: owned.avatarJob })).statusCode,
      ).toBe(200);
    });

    it("T17 B's library items, uploads and checkout can be neither listed, deleted, saved, used nor paid by A", async () => {
      const before = await stateOfB();
      const listed = await a.person.post('/api/get-videos?userId=' + b.userId, {
        feature: 'veo3-videos',
        userId: b.userId,
      });
      expect(listed.json()).toEqual({ videos: { 'veo3-videos': [] }, next_cursor: null });

      for (const [url, body] of [
        ['/api/delete-video', { feature: 'ai-avatar', video_urls: [owned.videoUrl] }],
        ['/api/delete-video', { feature: 'veo3-videos', video_urls: [owned.veoUrl] }],
        ['/api/delete-image', { image_urls: [owned.imageUrl] }],
        ['/api/delete-image', { image_urls: [owned.uploadUrl] }],
      ] as const) {
        const response = await a.person.post(url, body);
        expect([url, response.statusCode, response.json()]).toEqual([
          url,
          404,
          { error: 'None of these items are in your library.', code: 'NOT_FOUND' },
        ]);
      }
      const saved = await a.person.post('/api/save-video', {
        video_url: owned.videoUrl,
        feature: 'ai-avatar',
      });
      expect([saved.statusCode, saved.json().error]).toEqual([
        404,
        'This video was not made in your account.',
      ]);

      const ledgerBefore = await ledgerOf(a.userId);
      const jobsBefore = await generationsOf(a.userId);
      const borrowed = await a.person.post('/api/google-nano-banana', {
        prompt: 'Make it blue',
        image_urls: [owned.uploadUrl],
      });
      expect([borrowed.statusCode, borrowed.json()]).toEqual([
        403,
        {
          error: 'Only images you uploaded can be used. Please upload them again.',
          code: 'FORBIDDEN',
        },
      ]);
      expect(await ledgerOf(a.userId)).toEqual(ledgerBefore);
      expect(await generationsOf(a.userId)).toEqual(jobsBefore);

      const checkoutPath = `/checkout/test/${owned.checkoutId}`;
      expect((await a.person.get(checkoutPath)).statusCode).toBe(404);
      expect((await a.person.post(`${checkoutPath}/pay`)).statusCode).toBe(404);
      const verify = await a.person.post('/api/verify-checkout-session', {
        session_id: owned.checkoutId,
      });
      expect([verify.statusCode, verify.json()]).toEqual([
        404,
        { error: 'Checkout session not found', code: 'NOT_FOUND' },
      ]);
      expect(await stateOfB()).toEqual(before);
    });

    it('T17 a media link is signed for one object, expires, and dies with its object', async () => {
      const refuse = (response: LightMyRequestResponse) => [response.statusCode, response.json()];
      const invalid = [403, { error: MESSAGES.server.invalidLink, code: 'FORBIDDEN' }];
      const link = new URL(owned.imageUrl, 'http://localhost');
      expect(link.pathname).toMatch(
        new RegExp(`^/api/media/users/${b.userId}/nano-banana/2026/11/bob\\.png$`),
      );
      const nowSeconds = Math.floor(Date.now() / 1000);
      const expires = Number(link.searchParams.get('expires'));
      expect(expires).toBeGreaterThan(nowSeconds);
      expect(expires).toBeLessThanOrEqual(nowSeconds + 3600);
      expect((await context.app.inject({ method: 'GET', url: owned.imageUrl })).statusCode).toBe(
        200,
      );
      // uploads get random names: there is nothing to count up to
      expect(new URL(owned.uploadUrl, 'http://localhost').pathname).toMatch(
        new RegExp(`^/api/media/users/${b.userId}/uploads/\\d{4}/\\d{2}/[0-9a-f]{32}\\.png$`),
      );

      // B's signature on another object, on a missing object, or on no object at all
      for (const key of [
        `users/${a.userId}/ai-avatar/2026/11/alice.mp4`,
        `users/${b.userId}/nano-banana/2026/11/missing.png`,
      ]) {
        const moved = await context.app.inject({
          method: 'GET',
          url: `/api/media/${key}${link.search}`,
        });
        expect(refuse(moved)).toEqual(invalid);
      }
      const unsigned = await context.app.inject({ method: 'GET', url: link.pathname });
      expect(refuse(unsigned)).toEqual(invalid);
      const longer = new URL(link);
      longer.searchParams.set('expires', String(expires + 86_400));
      expect(
        refuse(
          await context.app.inject({ method: 'GET', url: `${longer.pathname}${longer.search}` }),
        ),
      ).toEqual(invalid);

      // a correctly signed link whose time is up
      const key = context.container.storage.keyFromDownloadUrl(owned.imageUrl)!;
      const signer = new UrlSigner(APP_SECRET);
      const past = { key, expires: nowSeconds - 1 };
      const expired = await context.app.inject({
        method: 'GET',
        url: `/api/media/${key}?expires=${past.expires}&signature=${signer.sign(past)}`,
      });
      expect(refuse(expired)).toEqual(invalid);
      const fresh = { key, expires: nowSeconds + 60 };
      const control = await context.app.inject({
        method: 'GET',
        url: `/api/media/${key}?expires=${fresh.expires}&signature=${signer.sign(fresh)}`,
      });
      expect(control.statusCode).toBe(200);

      // once B deletes the image, B's own still-valid link finds nothing
      expect(
        (await b.person.post('/api/delete-image', { image_urls: [owned.imageUrl] })).statusCode,
      ).toBe(200);
      const gone = await context.app.inject({ method: 'GET', url: owned.imageUrl });
      expect(refuse(gone)).toEqual([404, { error: 'File not found', code: 'NOT_FOUND' }]);
    });
  });

  describe('T18 no mass assignment, no over-exposure', () => {
    it('T18 update-user refuses credits, role, verification and billing fields; nothing changes', async () => {
      const before = await snapshotAccounts(context.container, a.userId);
      const response = await a.person.post('/api/update-user', {
        email: a.email,
        password: 'a new password',
        token: 'x'.repeat(43),
        credits: 1_000_000,
        role: 'admin',
        is_admin: true,
        emailVerified: true,
        email_verified: true,
        plan: 'pro',
        customer_id: 'cus_evil',
        stripeCustomerId: 'cus_evil',
        subscriptionStatus: 'active',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        error:
          'Field not allowed: credits, role, is_admin, emailVerified, email_verified, plan, customer_id, stripeCustomerId, subscriptionStatus',
      });
      expect(await snapshotAccounts(context.container, a.userId)).toEqual(before);
    });

    it('T18 sign-up and job starts ignore every field only the server may set', async () => {
      const person = new AuthClient(context.app);
      const signup = await person.post('/api/signup', {
        email: 'assigner@example.com',
        password: 'a long enough password',
        is_active: true,
        emailVerifiedAt: '2020-01-01T00:00:00Z',
        email_verified: true,
        credits: 999,
        plan: 'pro',
        customer_id: 'cus_evil',
        passwordHash: '$argon2id$v=19$m=8,t=1,p=1$AAAA$AAAA',
      });
      expect(signup.statusCode).toBe(201);
      const row = (
        await context.container.database.db
          .select()
          .from(users)
          .where(eq(users.email, 'assigner@example.com'))
      )[0]!;
      expect(row).toMatchObject({ emailVerifiedAt: null, plan: 'free', customerId: null });
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await ledger.balances(row.id)).toEqual({ available: 0, held: 0 });

      const start = await a.person.post('/api/ai-creator', {
        creatorName: 'Ava',
        script: SCRIPT,
        state: 'COMPLETE',
        status: 'succeeded',
        progress: 100,
        cost: 0,
        holdCredits: 0,
        credits_charged: 0,
        userId: b.userId,
        mediaKey: `users/${b.userId}/ai-avatar/2026/11/bob.mp4`,
      });
      const [job] = await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.id, start.json().operationId));
      expect(job).toMatchObject({
        userId: a.userId,
        state: 'QUEUED',
        progress: 0,
        holdCredits: avatarHoldCredits(SCRIPT),
        chargedCredits: null,
        mediaKey: null,
      });
    });

    it("T18 no response carries a hash, a secret, an internal id or another user's data", async () => {
      const answers = [
        await a.person.post('/api/login', { email: a.email, password: 'correct horse battery' }),
        await a.person.get('/api/session'),
        await a.person.post('/api/get-user', {}),
        await a.person.post('/api/payment-history', {}),
        await b.person.post('/api/payment-history', {}),
        await a.person.post('/api/get-videos', { feature: 'ai-avatar' }),
        await a.person.post('/api/get-images', {}),
        await a.person.post('/api/poll-creator', {
          operationId: (await generationsOf(a.userId))[0]!.id,
        }),
        await a.person.post('/api/create-checkout-session', { lookup_key: 'orato-starter' }),
        await b.person.post('/api/get-user', {}),
      ];
      const bRow = await rowOf(b.userId);
      const aRow = await rowOf(a.userId);
      for (const [index, answer] of answers.entries()) {
        expect([index, answer.statusCode]).toEqual([index, 200]);
        expect([index, keysOf(answer.json()).filter((key) => INTERNAL_KEYS.has(key))]).toEqual([
          index,
          [],
        ]);
        for (const secret of [APP_SECRET, '$argon2id$', aRow.passwordHash!, bRow.passwordHash!]) {
          expect([index, answer.body.includes(secret)]).toEqual([index, false]);
        }
      }
      // A's answers never name B, nor B's billing customer
      for (const answer of answers.filter((_, index) => index !== 4 && index !== 9)) {
        for (const bValue of [b.userId, b.email, bRow.customerId!]) {
          expect(answer.body.includes(bValue)).toBe(false);
        }
      }
    });
  });

  describe('T19 the client cannot price or settle its own work', () => {
    it('T19 no endpoint takes a credit amount from the client', async () => {
      const before = await snapshotAccounts(context.container, a.userId);
      // reading the credits history is fine: no route that changes anything names credits
      const changing = listRoutes(context).filter(
        (route) => route.method !== 'GET' && route.method !== 'HEAD',
      );
      // only staff adjust credits (the console, a 404 to anyone else; see admin-console.test.ts)
      expect(
        changing.filter((route) => /credit/i.test(route.url)).map((route) => route.url),
      ).toEqual(['/api/admin/users/:id/credits']);
      const own = await a.person.post(`/api/admin/users/${a.userId}/credits`, {
        amount: 500,
        reason: 'me',
      });
      expect([own.statusCode, own.json().code]).toEqual([404, 'NOT_FOUND']);
      for (const url of [
        '/api/deduct-credits',
        '/api/credits/deduct',
        '/api/update-credits',
        '/api/add-credits',
        '/api/credits',
      ]) {
        const response = await a.person.post(url, { email: a.email, amount: -500, credits: -500 });
        expect([url, response.statusCode, response.json().code]).toEqual([url, 404, 'NOT_FOUND']);
      }
      // the spec's own "credit update": update-user with credits (a deduction, or a negative one)
      for (const credits of [120, -500]) {
        const response = await a.person.post('/api/update-user', { email: a.email, credits });
        expect(response.statusCode).toBe(400);
      }
      expect(await snapshotAccounts(context.container, a.userId)).toEqual(before);
    });

    it.each([-5, 0.1, 1e9, 'NaN', 'sixty', null])(
      'T19 an avatar video is priced from its script, whatever duration the client names (%s)',
      async (duration) => {
        const start = await a.person.post('/api/ai-creator', {
          creatorName: 'Ava',
          script: SCRIPT,
          durationSeconds: duration,
          duration_seconds: duration,
          duration,
          credits: duration,
          cost: 1,
        });
        expect(start.statusCode).toBe(200);
        const [job] = await context.container.database.db
          .select()
          .from(generations)
          .where(eq(generations.id, start.json().operationId));
        expect(job?.holdCredits).toBe(avatarHoldCredits(SCRIPT));
        const [hold] = await context.container.database.db
          .select()
          .from(creditLedger)
          .where(eq(creditLedger.idempotencyKey, `hold:${job!.id}`));
        expect(hold).toMatchObject({ kind: 'hold', amount: avatarHoldCredits(SCRIPT) });
      },
    );

    it('T19 a script past the limit is refused, and the longest allowed never holds more than 60', async () => {
      const tooLong = await a.person.post('/api/ai-creator', {
        creatorName: 'Ava',
        script: 'word '.repeat(161).trim() + ' and',
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error).toBe('The script can be at most 800 characters');
      expect(avatarHoldCredits('word '.repeat(160).trim())).toBe(60);
    });

    it('T19 text-to-video holds 120 whatever the client says, and refuses with 402 and no hold when 120 are not there', async () => {
      const start = await a.person.post('/api/generate-veo-video', {
        prompt: 'A lighthouse in a storm',
        cost: 1,
        credits: 1,
      });
      const [hold] = await context.container.database.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.idempotencyKey, `hold:${start.json().operation_name}`));
      expect(hold).toMatchObject({ kind: 'hold', amount: CREDIT_COSTS.veoVideo });

      const poor = await user('ten-credits@example.com', 10);
      const refused = await poor.person.post('/api/generate-veo-video', {
        prompt: 'A lighthouse in a storm',
        cost: 1,
      });
      expect([refused.statusCode, refused.json()]).toEqual([
        402,
        {
          error: MESSAGES.server.notEnoughCredits(CREDIT_COSTS.veoVideo, 10),
          code: 'PAYMENT_REQUIRED',
        },
      ]);
      expect(await generationsOf(poor.userId)).toEqual([]);
      expect((await ledgerOf(poor.userId)).map((entry) => entry.kind)).toEqual(['grant']);
      expect(await ledger.balances(poor.userId)).toEqual({ available: 10, held: 0 });
    });
  });
});
