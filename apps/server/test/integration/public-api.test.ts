import { setTimeout as sleep } from 'node:timers/promises';
import { API_KEY_PATTERN, API_KEYS_MAX, API_MESSAGES, CREDIT_COSTS } from '@orato/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, generations } from '../../src/db/schema';
import type { AuthClient } from '../helpers/auth-client';
import { multipartBody } from '../helpers/multipart';
import { solidPng } from '../helpers/sample-images';
import { startWorkers } from '../../src/jobs/workers';
import { signedInWithCredits } from '../helpers/auth-client';
import { createTestApp } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { useWorkerApp } from '../helpers/worker-app';

describe.each(PRIMARY_TARGETS)('the public API with keys on %s', (target) => {
  const context = useWorkerApp(target);
  const { signIn } = context;

  async function makeKey(person: AuthClient, name = 'ci') {
    const response = await person.post('/api/account/api-keys', { name });
    expect(response.statusCode).toBe(201);
    return response.json().key as { id: string; key: string; prefix: string };
  }

  const withKey = (
    key: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}`, ...headers },
      ...(payload && { payload }),
    });

  const balanceOf = async (key: string) =>
    (await withKey(key, 'GET', '/api/v1/credits')).json().balance as number;

  async function pollUntilDone(key: string, id: string) {
    for (let tries = 0; tries < 300; tries += 1) {
      const response = await withKey(key, 'GET', `/api/v1/jobs/${id}`);
      expect(response.statusCode).toBe(200);
      const { job } = response.json();
      if (job.state === 'COMPLETE' || job.state === 'FAILED') {
        return job;
      }
      await sleep(100);
    }
    throw new Error('the job never ended');
  }

  it('makes a key shown once, lists it by prefix only, and stores only its hash', async () => {
    const { person, userId } = await signIn('keys-owner@example.com');
    const created = await makeKey(person, 'My script');
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created.prefix).toBe(`${created.key.slice(0, 13)}…`);
    const listed = (await person.get('/api/account/api-keys')).json();
    expect(listed.max).toBe(API_KEYS_MAX);
    expect(listed.keys).toEqual([
      expect.objectContaining({ id: created.id, name: 'My script', last_used_at: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const rows = await context.container.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId));
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(9));
  });

  it('a key creates an image job and polls it to COMPLETE; last use is recorded', async () => {
    const { person } = await signIn('api-image@example.com', 20);
    const { key } = await makeKey(person);
    const response = await withKey(key, 'POST', '/api/v1/images', { prompt: 'a red circle' });
    expect(response.statusCode, response.body).toBe(202);
    const { job } = response.json();
    expect(job).toMatchObject({
      feature: 'nano-banana',
      state: 'QUEUED',
      credits: { held: CREDIT_COSTS.image, charged: null },
      result: null,
    });
    const done = await pollUntilDone(key, job.id);
    expect(done.state, done.error).toBe('COMPLETE');
    expect(done.result.url).toMatch(/\/api\/media\//);
    expect(done.credits.charged).toBe(CREDIT_COSTS.image);
    expect(done.progress).toBe(100);
    const image = await context.app.inject({
      method: 'GET',
      url:
        new URL(done.result.url, 'http://localhost').pathname +
        new URL(done.result.url, 'http://localhost').search,
    });
    expect(image.statusCode).toBe(200);
    expect(await balanceOf(key)).toBe(20 - CREDIT_COSTS.image);
    const [listed] = (await person.get('/api/account/api-keys')).json().keys;
    expect(listed.last_used_at).toEqual(expect.any(Number));
    const library = await withKey(key, 'GET', '/api/v1/library?feature=nano-banana');
    expect(library.json().items).toEqual([expect.objectContaining({ feature: 'nano-banana' })]);
    expect(library.json().next_cursor).toBeNull();
  });

  it('a key makes a vertical avatar video and a 4:5 image in their own shapes; a bad format is a 400 with nothing held', async () => {
    const { person, userId } = await signIn('api-formats@example.com', 60);
    const { key } = await makeKey(person);
    const [avatar] = (await withKey(key, 'GET', '/api/v1/avatars')).json().avatars;
    const video = {
      avatar: avatar.name,
      script: 'Tall and clear.',
      format: { aspect: '9:16', resolution: '720p' },
      caption_style: 'word',
    };
    for (const format of [{ aspect: '4:3' }, { aspect: '9:16', resolution: '4k' }]) {
      const refused = await withKey(key, 'POST', '/api/v1/avatar-videos', { ...video, format });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.code).toBeDefined();
    }
    const image = await withKey(key, 'POST', '/api/v1/images', { prompt: 'a pear', aspect: '5:4' });
    expect(image.statusCode).toBe(400);
    expect(await balanceOf(key)).toBe(60);
    expect(
      await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.userId, userId)),
    ).toEqual([]);

    const started = await withKey(key, 'POST', '/api/v1/avatar-videos', video);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().job.format).toMatchObject({ aspect: '9:16', resolution: '720p' });
    const done = await pollUntilDone(key, started.json().job.id);
    expect(done.state, done.error).toBe('COMPLETE');
    // a spoken video names its language; an image has none
    expect(done.language).toBe('en');
    expect(done.format).toEqual({
      aspect: '9:16',
      resolution: '720p',
      width: 720,
      height: 1280,
      caption_style: 'word',
      label: '9:16 · 720p',
    });
    const portrait = await withKey(key, 'POST', '/api/v1/images', {
      prompt: 'a pear',
      aspect: '4:5',
    });
    const madeImage = await pollUntilDone(key, portrait.json().job.id);
    expect(madeImage.language).toBeNull();
    expect(madeImage.format).toMatchObject({
      aspect: '4:5',
      width: 1024,
      height: 1280,
      label: '4:5',
    });
    const library = (await withKey(key, 'GET', '/api/v1/library?feature=ai-avatar')).json();
    expect(library.items[0].format).toMatchObject({
      width: 720,
      height: 1280,
      label: '9:16 · 720p',
    });
  });

  it('uploads an image with a key and makes an image from it', async () => {
    const { person } = await signIn('api-upload@example.com', 10);
    const { key } = await makeKey(person);
    const { payload, headers } = multipartBody({}, [
      { filename: 'a.png', contentType: 'image/png', data: await solidPng({ r: 9, g: 90, b: 9 }) },
    ]);
    const uploaded = await context.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload,
      headers: { ...headers, authorization: `Bearer ${key}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [url] = uploaded.json().uploaded_files;
    const started = await withKey(key, 'POST', '/api/v1/images', {
      prompt: 'make it brighter',
      image_urls: [url],
    });
    expect(started.statusCode, started.body).toBe(202);
    expect((await pollUntilDone(key, started.json().job.id)).state).toBe('COMPLETE');
  });

  it('a revoked, unknown or malformed key gets a 401 in the public error shape', async () => {
    const { person } = await signIn('api-revoked@example.com', 10);
    const { id, key } = await makeKey(person);
    expect((await withKey(key, 'GET', '/api/v1/credits')).statusCode).toBe(200);
    expect((await person.post(`/api/account/api-keys/${id}/revoke`)).statusCode).toBe(200);
    for (const bad of [key, `ora_live_${'A'.repeat(43)}`, 'nonsense']) {
      const response = await withKey(bad, 'GET', '/api/v1/credits');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: API_MESSAGES.keyInvalid },
      });
    }
    // a bad key is never rescued by the cookie sent beside it
    const both = await withKey(key, 'GET', '/api/v1/credits', undefined, {
      cookie: person.cookie!,
    });
    expect(both.statusCode).toBe(401);
    expect((await person.get('/api/account/api-keys')).json().keys).toEqual([]);
  });

  it('a key cannot reach billing, the account, key management or the web app routes', async () => {
    const { person } = await signIn('api-scope@example.com', 10);
    const { key } = await makeKey(person);
    const attempts: [string, string, object?][] = [
      ['POST', '/api/account/api-keys', { name: 'more' }],
      ['GET', '/api/account/api-keys'],
      ['POST', '/api/delete-account', {}],
      ['POST', '/api/create-checkout-session', { plan: 'pro' }],
      ['POST', '/api/get-user', {}],
      ['POST', '/api/google-nano-banana', { prompt: 'x' }],
      ['GET', '/api/credits/history'],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await withKey(key, method as 'GET' | 'POST', url, payload, {
        cookie: person.cookie!,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toBe(API_MESSAGES.keyScope);
    }
    expect((await person.get('/api/account/api-keys')).json().keys).toHaveLength(1);
  });

  it('needs no CSRF proof with a bearer key, but still does with a cookie', async () => {
    const { person } = await signIn('api-csrf@example.com', 10);
    const { key } = await makeKey(person);
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const byKey = await withKey(key, 'POST', '/api/v1/scripts', { topic: 'tea' }, crossSite);
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json().script).toEqual(expect.any(String));
    const byCookie = await context.app.inject({
      method: 'POST',
      url: '/api/v1/scripts',
      payload: { topic: 'tea' },
      headers: { cookie: person.cookie!, ...crossSite },
    });
    expect(byCookie.statusCode).toBe(403);
    expect(byCookie.json().error.code).toBe('FORBIDDEN');
    const sameSite = await person.post('/api/v1/scripts', { topic: 'tea' });
    expect(sameSite.statusCode).toBe(200);
  });

  it('at most the limit of live keys per account', async () => {
    const { person } = await signIn('api-many@example.com');
    for (let n = 0; n < API_KEYS_MAX; n += 1) {
      await makeKey(person, `key ${n}`);
    }
    const refused = await person.post('/api/account/api-keys', { name: 'one more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(API_MESSAGES.keyLimit(API_KEYS_MAX));
  });

  describe('Idempotency-Key (T22)', () => {
    it('T22 the same key and body answer the same job, with one hold', async () => {
      const { person, userId } = await signIn('idem-same@example.com', 20);
      const { key } = await makeKey(person);
      const headers = { 'idempotency-key': 'order-1' };
      const first = await withKey(key, 'POST', '/api/v1/images', { prompt: 'a cat' }, headers);
      const again = await withKey(key, 'POST', '/api/v1/images', { prompt: 'a cat' }, headers);
      expect(first.statusCode).toBe(202);
      expect(again.statusCode).toBe(202);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().job.id).toBe(first.json().job.id);
      const rows = await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.userId, userId));
      expect(rows).toHaveLength(1);
      await pollUntilDone(key, first.json().job.id);
      expect(await balanceOf(key)).toBe(20 - CREDIT_COSTS.image);
    });

    it('T22 the same key with another body is refused with 409 and starts nothing', async () => {
      const { person, userId } = await signIn('idem-diff@example.com', 20);
      const { key } = await makeKey(person);
      const headers = { 'idempotency-key': 'order-2' };
      expect(
        (await withKey(key, 'POST', '/api/v1/images', { prompt: 'a dog' }, headers)).statusCode,
      ).toBe(202);
      const other = await withKey(key, 'POST', '/api/v1/images', { prompt: 'a fox' }, headers);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({
        error: { code: 'CONFLICT', message: API_MESSAGES.idempotencyKeyReused },
      });
      const rows = await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.userId, userId));
      expect(rows).toHaveLength(1);
    });

    it('T22 ten concurrent duplicates make one job and one hold', async () => {
      const { person, userId } = await signIn('idem-race@example.com', 20);
      const { key } = await makeKey(person);
      const headers = { 'idempotency-key': 'race-1' };
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          withKey(key, 'POST', '/api/v1/images', { prompt: 'a race' }, headers),
        ),
      );
      const ids = new Set<string>();
      for (const response of responses) {
        if (response.statusCode === 202) {
          ids.add(response.json().job.id);
        } else {
          expect(response.statusCode).toBe(409);
          expect(response.json().error.message).toBe(API_MESSAGES.idempotencyKeyInProgress);
        }
      }
      expect(ids.size).toBe(1);
      const rows = await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.userId, userId));
      expect(rows).toHaveLength(1);
      await pollUntilDone(key, [...ids][0]!);
      expect(await balanceOf(key)).toBe(20 - CREDIT_COSTS.image);
    });

    it('a refused create gives its key back, and a bad key is a 400', async () => {
      const { person } = await signIn('idem-refused@example.com', 0);
      const { key } = await makeKey(person);
      const headers = { 'idempotency-key': 'poor-1' };
      const poor = await withKey(key, 'POST', '/api/v1/images', { prompt: 'x' }, headers);
      expect(poor.statusCode).toBe(402);
      const user = await context.container.services.sessions.resolve(person.cookie!.split('=')[1]!);
      await context.container.services.credits.grant(user!.id, 5, `grant-${user!.id}`, 'test');
      const paid = await withKey(key, 'POST', '/api/v1/images', { prompt: 'x' }, headers);
      expect(paid.statusCode, paid.body).toBe(202);
      const bad = await withKey(
        key,
        'POST',
        '/api/v1/images',
        { prompt: 'x' },
        {
          'idempotency-key': 'x'.repeat(256),
        },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(API_MESSAGES.idempotencyKeyInvalid);
    });
  });

  it('deletes a library item by id, and only its owner can', async () => {
    const { person } = await signIn('api-delete@example.com', 10);
    const { person: other } = await signIn('api-delete-other@example.com');
    const { key } = await makeKey(person);
    const { key: otherKey } = await makeKey(other);
    const started = await withKey(key, 'POST', '/api/v1/images', { prompt: 'to delete' });
    await pollUntilDone(key, started.json().job.id);
    const [item] = (await withKey(key, 'GET', '/api/v1/library?feature=nano-banana')).json().items;
    expect((await withKey(otherKey, 'DELETE', `/api/v1/library/${item.id}`)).statusCode).toBe(404);
    expect(
      (await withKey(otherKey, 'GET', `/api/v1/jobs/${started.json().job.id}`)).statusCode,
    ).toBe(404);
    const deleted = await withKey(key, 'DELETE', `/api/v1/library/${item.id}`);
    expect(deleted.json()).toEqual({ deleted: true, id: item.id });
    expect((await withKey(key, 'GET', '/api/v1/library?feature=nano-banana')).json().items).toEqual(
      [],
    );
  });
});

describe('the public API on a host of its own', () => {
  const API_ORIGIN = 'https://api.orato.test';
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp('pglite', { PUBLIC_API_URL: `${API_ORIGIN}/api` });
    await startWorkers(context.container);
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('answers every link absolute, from the public API origin, and each one answers', async () => {
    const { person } = await signedInWithCredits(
      context.app,
      context.container,
      'api-links@example.com',
      20,
    );
    const created = await person.post('/api/account/api-keys', { name: 'links' });
    const { key } = created.json().key as { key: string };
    const authorization = `Bearer ${key}`;
    const get = (url: string) =>
      context.app.inject({ method: 'GET', url, headers: { authorization } });
    /** A link of ours, fetched by its path on this app as a program would: signed, no key. */
    const expectAnswers = async (link: string | null) => {
      expect(link).toMatch(new RegExp(`^${API_ORIGIN}/api/`));
      const response = await context.app.inject({
        method: 'GET',
        url: link!.slice(API_ORIGIN.length),
      });
      expect(response.statusCode, link!).toBe(200);
    };

    const { payload, headers } = multipartBody({}, [
      { filename: 'a.png', contentType: 'image/png', data: await solidPng({ r: 9, g: 9, b: 90 }) },
    ]);
    const uploaded = await context.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload,
      headers: { ...headers, authorization },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [upload] = uploaded.json().uploaded_files as string[];
    expect(upload).toMatch(new RegExp(`^${API_ORIGIN}/api/media/`));

    // an absolute upload link is taken back as an input
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { authorization },
      payload: { prompt: 'make it brighter', image_urls: [upload] },
    });
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().job.id as string;
    await context.container.services.generations.waitForEnd(id, 60_000);
    const { job } = (await get(`/api/v1/jobs/${id}`)).json();
    expect(job.state, job.error).toBe('COMPLETE');
    await expectAnswers(job.result.url);
    if (job.result.thumbnail_url !== null) {
      await expectAnswers(job.result.thumbnail_url);
    }

    const [item] = (await get('/api/v1/library?feature=nano-banana')).json().items;
    await expectAnswers(item.url);

    const [avatar] = (await get('/api/v1/avatars')).json().avatars;
    await expectAnswers(avatar.image_url);
  });
});
