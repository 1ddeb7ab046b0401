import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DATA_EXPORTS_PER_DAY } from '@orato/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../src/jobs/job-catalogue';
import { signedInWithCredits, type AuthClient } from '../helpers/auth-client';
import { readZip } from '../helpers/read-zip';
import { seedAccount } from '../helpers/seed-account';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-container';

describe('Download my data', () => {
  const time = manualClock(new Date());
  let t: TestApp;
  let alice: { person: AuthClient; userId: string };
  let bob: { person: AuthClient; userId: string };

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { clock: time.clock });
    alice = await signedInWithCredits(t.app, t.container, 'alice-export@example.com', 0);
    bob = await signedInWithCredits(t.app, t.container, 'bob-export@example.com', 0);
    await seedAccount(t.container, alice.userId, 'tag-a');
    await seedAccount(t.container, bob.userId, 'tag-b');
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const start = async (client: AuthClient) => {
    const response = await client.post('/api/account/exports');
    expect(response.statusCode).toBe(202);
    return response.json().export as { id: string; state: string; download_url: string | null };
  };
  /** The files stored under an export's folder (partial or whole), on the local disk store. */
  const exportFiles = async (id: string) => {
    const root = (t.container.config.storage as { root: string }).root;
    const names = await readdir(path.join(root, 'exports', id)).catch(() => [] as string[]);
    // the store keeps each file's type in a dot-file beside it
    return names.filter((name) => !name.startsWith('.'));
  };
  const latest = async (client: AuthClient) =>
    (await client.get('/api/account/exports')).json().export;
  const build = (exportId: string, attempt = 0) =>
    runJob('data-export.build', { exportId }, t.container.services as never, { attempt });
  /** Follows a download link to the ZIP's bytes, as the browser would. */
  const fetchZip = async (client: AuthClient, link: string) => {
    const redirect = await client.get(link.replace(/^https?:\/\/[^/]+/, ''));
    expect(redirect.statusCode).toBe(302);
    const file = await t.app.inject({
      method: 'GET',
      url: redirect.headers.location!.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  };

  it('builds one ZIP of every kind of data of the account, and nothing of anyone else', async () => {
    const started = await start(alice.person);
    expect(started.state).toBe('QUEUED');
    // one at a time: a second request answers the export being prepared
    expect((await start(alice.person)).id).toBe(started.id);

    expect(await build(started.id)).toEqual({ status: 'succeeded' });
    const ready = await latest(alice.person);
    expect(ready).toMatchObject({ id: started.id, state: 'READY', progress: 100 });
    expect(ready.expires_at - ready.completed_at).toBe(24 * 3600);

    const entries = await readZip(await fetchZip(alice.person, ready.download_url));
    const names = [...entries.keys()];
    const text = (name: string) => entries.get(name)!.toString('utf8');
    for (const name of [
      'README.txt',
      'account.json',
      'payments.csv',
      'credits.csv',
      'jobs.csv',
      'photo-avatars.json',
      'storyboard-drafts.json',
      'api-keys.csv',
      'webhooks.json',
    ]) {
      expect(names).toContain(name);
    }
    expect(JSON.parse(text('account.json'))).toMatchObject({ email: 'alice-export@example.com' });
    expect(text('payments.csv')).toContain('pay_tag-a');
    expect(text('credits.csv')).toContain('seed grant tag-a');
    expect(text('jobs.csv')).toContain('script tag-a');
    expect(text('jobs.csv')).toContain('prompt tag-a');
    expect(text('photo-avatars.json')).toContain('landmarks tag-a');
    expect(JSON.parse(text('storyboard-drafts.json'))).toMatchObject([
      { title: 'draft tag-a', draft: { scenes: [{ line: 'draft line tag-a' }] } },
    ]);
    expect(text('api-keys.csv')).toContain('ora_live_tag-a');
    expect(text('webhooks.json')).toContain('https://hooks.example.com/tag-a');
    expect(text('webhooks.json')).toContain('delivery tag-a');
    // media in folders by tool, named by title, with the stored bytes
    const media = (folder: string) => names.filter((name) => name.startsWith(`media/${folder}/`));
    expect(media('avatar-videos').some((name) => /title-tag-a-[0-9a-f]{8}\.mp4$/.test(name))).toBe(
      true,
    );
    expect(media('avatar-videos').some((name) => name.endsWith('-captions.vtt'))).toBe(true);
    expect(media('avatar-videos').some((name) => name.endsWith('-poster.jpg'))).toBe(true);
    expect(media('images')).toHaveLength(1);
    expect(media('uploads')).toHaveLength(1);
    expect(media('photo-avatars')).toHaveLength(2);
    const video = names.find((name) => name.endsWith('.mp4'))!;
    expect(text(video)).toBe('file tag-a video');
    // never a secret, never another user's row or file
    const everything = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).not.toContain('tag-b');
    expect(everything).not.toContain('hash-secret');
    expect(everything).not.toContain('sealed-secret');
  });

  it('e-mails the signed link when the ZIP is ready', async () => {
    const mail = (await t.container.services.mail.listOutbox()).find(
      (entry) => entry.to === 'alice-export@example.com' && /ready to download/.test(entry.subject),
    );
    expect(mail?.text).toMatch(
      /\/api\/account\/exports\/[0-9a-f-]{36}\/download\?expires=\d+&signature=[0-9a-f]{64}/,
    );
  });

  it('answers 404 to another user, to a changed signature and after 24 hours', async () => {
    const ready = await latest(alice.person);
    const path = ready.download_url.replace(/^https?:\/\/[^/]+/, '');
    expect((await bob.person.get(path)).statusCode).toBe(404);
    // its first hex digit changed (to another one: a signature may begin with 0)
    const changed = path.replace(/signature=(.)/, (_match: string, first: string) =>
      first === '0' ? 'signature=1' : 'signature=0',
    );
    expect((await alice.person.get(changed)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/exports/${ready.id}` })).statusCode,
    ).toBe(401);
    time.advanceSeconds(24 * 3600 + 1);
    expect((await alice.person.get(path)).statusCode).toBe(404);
    expect(await latest(alice.person)).toBeNull();
    // and the retention job removes the file and the row
    const removed = await t.container.services.retention.enforce();
    expect(removed['data-exports']).toBe(1);
    expect(await exportFiles(ready.id)).toEqual([]);
  });

  it('restarts an export whose worker died, and never offers the partial ZIP', async () => {
    const started = await start(bob.person);
    const storage = t.container.storage;
    const getObject = storage.getObject.bind(storage);
    // the worker "dies" halfway through a file: its upload fails, nothing is marked ready
    storage.getObject = async (key, range) =>
      key.endsWith('video.mp4')
        ? {
            size: 100,
            contentType: 'video/mp4',
            body: Readable.from(
              (async function* () {
                yield Buffer.from('half');
                throw new Error('worker died');
              })(),
            ),
          }
        : getObject(key, range);
    try {
      const crashed = await build(started.id, 0);
      expect(crashed.status).toBe('failed');
    } finally {
      storage.getObject = getObject;
    }
    const during = await latest(bob.person);
    expect(during).toMatchObject({ state: 'RUNNING', download_url: null });
    // the partial upload left no file behind, temporary or not
    expect(await exportFiles(started.id)).toEqual([]);
    expect(await build(started.id, 1)).toEqual({ status: 'succeeded' });
    const ready = await latest(bob.person);
    expect(ready.state).toBe('READY');
    const entries = await readZip(await fetchZip(bob.person, ready.download_url));
    expect([...entries.keys()].some((name) => name.endsWith('.mp4'))).toBe(true);
    expect(await exportFiles(started.id)).toHaveLength(1);
  });

  it('offers the same over /api/v1 by key: start, poll, download; 404 to another key', async () => {
    const dave = await signedInWithCredits(t.app, t.container, 'dave-export@example.com', 0);
    const { key } = await t.container.services.apiKeys.create(dave.userId, 'export script');
    const { key: aliceKey } = await t.container.services.apiKeys.create(alice.userId, 'hers');
    const as = (bearer: string, method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` } });
    const started = await as(key, 'POST', '/api/v1/exports');
    expect(started.statusCode).toBe(202);
    const { id } = started.json().export as { id: string };
    expect((await as(key, 'POST', '/api/v1/exports')).json().export.id).toBe(id);
    await build(id);
    const polled = (await as(key, 'GET', `/api/v1/exports/${id}`)).json().export;
    expect(polled).toMatchObject({
      state: 'READY',
      download_url: expect.stringMatching(new RegExp(`/api/v1/exports/${id}/download$`)),
    });
    const download = await as(key, 'GET', `/api/v1/exports/${id}/download`);
    expect(download.statusCode).toBe(302);
    const zip = await t.app.inject({
      method: 'GET',
      url: download.headers.location!.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect([...(await readZip(zip.rawPayload)).keys()]).toContain('account.json');
    expect((await as(aliceKey, 'GET', `/api/v1/exports/${id}`)).statusCode).toBe(404);
    expect((await as(aliceKey, 'GET', `/api/v1/exports/${id}/download`)).statusCode).toBe(404);
    expect((await as(key, 'GET', '/api/v1/exports/not-an-id')).statusCode).toBe(404);
  });

  it(`starts at most ${DATA_EXPORTS_PER_DAY} a day`, async () => {
    const carol = await signedInWithCredits(t.app, t.container, 'carol-export@example.com', 0);
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i += 1) {
      const started = await start(carol.person);
      await build(started.id);
    }
    expect((await carol.person.post('/api/account/exports')).statusCode).toBe(429);
  });
});
