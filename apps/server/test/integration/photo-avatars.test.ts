import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { avatarChargeCredits, MESSAGES, type PhotoAvatar } from '@orato/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InlineGenerator,
  PhotoAvatarVideoRequest,
  RenderedMedia,
} from '../../src/adapters/video-generator/video-generator';
import { generations, libraryItems, photoAvatars } from '../../src/db/schema';
import { startWorkers } from '../../src/jobs/workers';
import { signedInWithCredits, type AuthClient } from '../helpers/auth-client';
import { multipartBody } from '../helpers/multipart';
import { makeSampleVideo } from '../helpers/sample-media';
import { createTestApp } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const portraits = path.resolve(import.meta.dirname, '../../../../test-support/portraits');
const SCRIPT = 'Hello! This is my own face, speaking a short script for the test.';
const M = MESSAGES.photoAvatar;

/** The photo avatar engine for pipeline tests: keeps what it was asked, makes a short real MP4. */
class TestPhotoGenerator implements InlineGenerator<PhotoAvatarVideoRequest> {
  readonly kind = 'inline';
  readonly provider = 'local';
  requests: PhotoAvatarVideoRequest[] = [];

  async render(request: PhotoAvatarVideoRequest, workDir: string): Promise<RenderedMedia> {
    this.requests.push(request);
    const mediaPath = path.join(workDir, 'video.mp4');
    await makeSampleVideo(mediaPath, 2.4);
    return { mediaPath, contentType: 'video/mp4' };
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe.each(PRIMARY_TARGETS)('photo avatars on %s', (target) => {
  let context: TestApp;
  const engine = new TestPhotoGenerator();
  const photo = (name: string) => readFile(path.join(portraits, name));

  beforeAll(async () => {
    context = await createTestApp(target, {}, { photoAvatarGenerator: engine });
    await startWorkers(context.container);
  }, 60_000);
  afterAll(async () => {
    await context?.dispose();
  });

  const person = (email: string, credits = 0) =>
    signedInWithCredits(context.app, context.container, email, credits);

  // the create route allows 10 a minute per client: each call comes from its own address
  let address = 0;
  const nextAddress = () => `10.24.${Math.floor(++address / 250)}.${address % 250}`;

  function create(
    client: AuthClient,
    image: Buffer | undefined,
    fields: Record<string, string> = {},
    filename = 'me.jpg',
  ) {
    const { payload, headers } = multipartBody(
      { name: 'Me', voice: 'en-us/female', language: 'en', consent: 'true', ...fields },
      image ? [{ field: 'image', filename, contentType: 'image/jpeg', data: image }] : [],
    );
    return context.app.inject({
      method: 'POST',
      url: '/api/photo-avatars',
      remoteAddress: nextAddress(),
      payload,
      headers: { ...headers, origin: 'http://localhost:3000', cookie: client.cookie! },
    });
  }
  const remove = (client: AuthClient, id: string) =>
    context.app.inject({
      method: 'DELETE',
      url: `/api/photo-avatars/${id}`,
      headers: { origin: 'http://localhost:3000', cookie: client.cookie! },
    });
  const rowsOf = (userId: string) =>
    context.container.database.db
      .select()
      .from(photoAvatars)
      .where(eq(photoAvatars.userId, userId));
  const filesOf = (userId: string) =>
    filesUnder(path.join(context.dataDir, 'media', 'users', userId));

  it('offers the offline engine voices, a woman and a man for each', async () => {
    const { person: client } = await person('voices@example.com');
    const { voices } = (await client.get('/api/photo-avatars/voices')).json();
    expect(voices).toContainEqual({
      id: 'en-us/female',
      label: expect.stringContaining('English'),
      language: 'en-US',
    });
    expect(voices).toContainEqual(expect.objectContaining({ id: 'fr-fr/male' }));
  });

  it('names each offline voice once, by what it sounds like, and lets it be heard first', async () => {
    const { person: client } = await person('voice-names@example.com');
    const { voices } = (await client.get('/api/photo-avatars/voices')).json() as {
      voices: Array<{ id: string; label: string }>;
    };
    const labels = voices.map((voice) => voice.label);
    // the English accents share Flite's three voices: listed once each, by their real accent
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((label) => label.startsWith('English'))).toEqual([
      'English (US), woman',
      'English (US), man',
      'English (Scotland), man',
    ]);

    for (const id of ['en-gb/male', 'fr-fr/female']) {
      const preview = await client.get(
        `/api/photo-avatars/voice-preview?voice=${encodeURIComponent(id)}`,
      );
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('audio/wav');
      expect(preview.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(preview.rawPayload.length).toBeGreaterThan(10_000);
    }
    const unknown = await client.get('/api/photo-avatars/voice-preview?voice=nobody%2Ffemale');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(M.voiceUnknown);
    const signedOut = await context.app.inject({
      method: 'GET',
      url: '/api/photo-avatars/voice-preview?voice=en-us%2Ffemale',
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it.each([
    ['landscape.jpg', M.noFace],
    ['group.jpg', M.manyFaces],
    ['tiny-face.jpg', M.faceTooSmall],
    ['turned.jpg', M.faceTurned],
  ])(
    'refuses %s with its message and stores nothing',
    async (name, message) => {
      const { person: client, userId } = await person(`refused-${name}@example.com`);
      const response = await create(client, await photo(name));
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: message, code: 'BAD_REQUEST' },
      ]);
      expect(await rowsOf(userId)).toEqual([]);
      expect(await filesOf(userId)).toEqual([]);
    },
    60_000,
  );

  it('applies the upload checks and needs consent, a name and a known voice', async () => {
    const { person: client, userId } = await person('checks@example.com');
    const portrait = await photo('portrait.jpg');
    const notImage = await create(client, Buffer.from('<html>not an image</html>'), {}, 'a.jpg');
    expect([notImage.statusCode, notImage.json().error]).toEqual([
      415,
      'a.jpg is not a PNG, JPEG or WebP image',
    ]);
    const huge = await create(client, Buffer.alloc(11 * 1024 * 1024, 1));
    expect([huge.statusCode, huge.json().error]).toEqual([413, MESSAGES.server.imageTooLarge]);
    const noConsent = await create(client, portrait, { consent: 'false' });
    expect([noConsent.statusCode, noConsent.json().error]).toEqual([400, M.consentRequired]);
    const noName = await create(client, portrait, { name: '  ' });
    expect([noName.statusCode, noName.json().error]).toEqual([400, M.nameRequired]);
    const badVoice = await create(client, portrait, { voice: 'nobody/female' });
    expect([badVoice.statusCode, badVoice.json().error]).toEqual([400, M.voiceUnknown]);
    const noImage = await create(client, undefined);
    expect([noImage.statusCode, noImage.json().error]).toEqual([400, M.imageRequired]);
    const json = await context.app.inject({
      method: 'POST',
      url: '/api/photo-avatars',
      remoteAddress: nextAddress(),
      payload: { name: 'Me' },
      headers: { origin: 'http://localhost:3000', cookie: client.cookie! },
    });
    expect(json.statusCode).toBe(415);
    expect(await rowsOf(userId)).toEqual([]);
    expect(await filesOf(userId)).toEqual([]);
  }, 60_000);

  describe('a good portrait', () => {
    let owner: { person: AuthClient; userId: string };
    let other: { person: AuthClient; userId: string };
    let avatar: PhotoAvatar;

    beforeAll(async () => {
      owner = await person('owner@example.com', 100);
      other = await person('other@example.com', 100);
      const response = await create(owner.person, await photo('portrait.jpg'), { name: 'Eileen' });
      expect(response.statusCode, response.body).toBe(200);
      avatar = response.json().avatar;
    }, 60_000);

    it('is stored with its 478 landmarks, inside the stored image', async () => {
      expect(avatar).toMatchObject({
        name: 'Eileen',
        voice: 'en-us/female',
        language: 'en',
        creatorName: `photo:${avatar.id}`,
      });
      const [row] = await rowsOf(owner.userId);
      const landmarks = row!.landmarks as {
        imageWidth: number;
        imageHeight: number;
        mesh: [number, number, number][];
      };
      expect([landmarks.imageWidth, landmarks.imageHeight]).toEqual([640, 800]);
      expect(landmarks.mesh).toHaveLength(478);
      for (const [x, y] of landmarks.mesh) {
        expect(x >= 0 && x <= 640 && y >= 0 && y <= 800).toBe(true);
      }
      expect(await context.container.storage.statObject(row!.imageKey)).toMatchObject({
        contentType: 'image/jpeg',
      });
      expect(await context.container.storage.statObject(row!.thumbnailKey)).toBeDefined();
      const thumbnail = await context.app.inject({ method: 'GET', url: avatar.thumbnailUrl });
      expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([
        200,
        'image/jpeg',
      ]);
    });

    it('is listed for its owner only', async () => {
      const own = (await owner.person.get('/api/photo-avatars')).json();
      expect(own.avatars.map((each: PhotoAvatar) => each.id)).toEqual([avatar.id]);
      expect((await other.person.get('/api/photo-avatars')).json()).toEqual({ avatars: [] });
    });

    it('cannot be used or deleted by anyone else', async () => {
      const video = await other.person.post('/api/ai-creator', {
        creatorName: avatar.creatorName,
        script: SCRIPT,
      });
      expect([video.statusCode, video.json().error]).toEqual([404, M.notFound]);
      const quote = await other.person.post('/api/ai-creator/quote', {
        creatorName: avatar.creatorName,
        script: SCRIPT,
      });
      expect(quote.statusCode).toBe(404);
      const deleted = await remove(other.person, avatar.id);
      expect([deleted.statusCode, deleted.json().error]).toEqual([404, M.notFound]);
      expect((await remove(other.person, 'not-a-uuid')).statusCode).toBe(404);
      expect(await rowsOf(owner.userId)).toHaveLength(1);
      const theirs = await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.userId, other.userId));
      expect(theirs).toEqual([]);
    });

    it('makes a video through the pipeline: charged per second, in the avatar videos', async () => {
      const start = await owner.person.post('/api/ai-creator', {
        creatorName: avatar.creatorName,
        script: SCRIPT,
        topic: 'My face',
      });
      expect(start.statusCode, start.body).toBe(200);
      const { operationId } = start.json();
      const deadline = Date.now() + 30_000;
      let status = (await owner.person.post('/api/poll-creator', { operationId })).json();
      while (!['COMPLETE', 'FAILED'].includes(status.state) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = (await owner.person.post('/api/poll-creator', { operationId })).json();
      }
      expect(status.state, JSON.stringify(status)).toBe('COMPLETE');
      const request = engine.requests.at(-1)!;
      expect(request).toMatchObject({ script: SCRIPT, voice: 'en-us/female', language: 'en' });
      expect(request.landmarks.mesh).toHaveLength(478);
      expect(request.portrait.contentType).toBe('image/jpeg');
      expect(request.portrait.data.length).toBeGreaterThan(10_000);
      expect(request.portraitUrl).toMatch(/\/api\/media\/users\/.+\/photo-avatars\/.+\?expires=/);
      const [row] = await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.id, operationId));
      expect(row!.feature).toBe('photo-avatar');
      expect(row!.chargedCredits).toBe(avatarChargeCredits(2.4));
      const [item] = await context.container.database.db
        .select()
        .from(libraryItems)
        .where(eq(libraryItems.generationId, operationId));
      expect([item!.feature, item!.avatar]).toEqual(['ai-avatar', 'Eileen']);
      const videos = (await owner.person.post('/api/get-videos', { feature: 'ai-avatar' })).json();
      expect(JSON.stringify(videos)).toContain('Eileen');
    }, 60_000);

    it('is deleted by its owner with its files and landmarks', async () => {
      const second = await create(owner.person, await photo('portrait.jpg'), { name: 'Two' });
      const { id } = second.json().avatar;
      const row = (await rowsOf(owner.userId)).find((each) => each.id === id)!;
      const deleted = await remove(owner.person, id);
      expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: M.deleted }]);
      expect((await rowsOf(owner.userId)).map((each) => each.id)).toEqual([avatar.id]);
      for (const key of [row.imageKey, row.thumbnailKey]) {
        expect(await context.container.storage.statObject(key)).toBeUndefined();
      }
      expect((await remove(owner.person, id)).statusCode).toBe(404);
    }, 60_000);

    it('goes with the account, files and all', async () => {
      expect((await owner.person.post('/api/delete-account', {})).statusCode).toBe(200);
      expect(await rowsOf(owner.userId)).toEqual([]);
      expect(await filesOf(owner.userId)).toEqual([]);
    });
  });
});

describe('a photo avatar video by the offline renderer', () => {
  let context: TestApp;

  beforeAll(async () => {
    context = await createTestApp('pglite');
    await startWorkers(context.container);
  }, 60_000);
  afterAll(async () => {
    await context?.dispose();
  });

  it('completes, is charged by the second and lands in the avatar videos', async () => {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      'real-render@example.com',
      100,
    );
    const { payload, headers } = multipartBody(
      { name: 'Eileen', voice: 'en-us/female', language: 'en-US', consent: 'true' },
      [
        {
          field: 'image',
          filename: 'me.jpg',
          contentType: 'image/jpeg',
          data: await readFile(path.join(portraits, 'portrait.jpg')),
        },
      ],
    );
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/photo-avatars',
      payload,
      headers: { ...headers, origin: 'http://localhost:3000', cookie: person.cookie! },
    });
    expect(created.statusCode, created.body).toBe(200);
    const start = await person.post('/api/ai-creator', {
      creatorName: created.json().avatar.creatorName,
      script: 'Hello there.',
    });
    expect(start.statusCode, start.body).toBe(200);
    const { operationId } = start.json();
    const deadline = Date.now() + 240_000;
    let status = (await person.post('/api/poll-creator', { operationId })).json();
    while (!['COMPLETE', 'FAILED'].includes(status.state) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await person.post('/api/poll-creator', { operationId })).json();
    }
    expect(status.state, JSON.stringify(status)).toBe('COMPLETE');
    const [row] = await context.container.database.db
      .select()
      .from(generations)
      .where(eq(generations.id, operationId));
    expect(row!.durationSeconds).toBeGreaterThan(0.5);
    expect(row!.chargedCredits).toBe(avatarChargeCredits(row!.durationSeconds!));
    const [item] = await context.container.database.db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.userId, userId));
    expect(item!.feature).toBe('ai-avatar');
  }, 300_000);
});
