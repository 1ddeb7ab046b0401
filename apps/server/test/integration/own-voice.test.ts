import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { encodeWav, locateFfmpeg, probeMedia, runBinary, synthesizeSpeech } from '@orato/media';
import { MESSAGES, ownVoiceCredits } from '@orato/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, generations, storyboards, uploads } from '../../src/db/schema';
import { startWorkers } from '../../src/jobs/workers';
import { signedInWithCredits, type AuthClient } from '../helpers/auth-client';
import { multipartBody } from '../helpers/multipart';
import { createTestApp } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const WORDS = 'Hello, this is my own voice. I recorded it for my presenter.';
const M = MESSAGES.ownVoice;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe.each(PRIMARY_TARGETS)('own voice on %s', (target) => {
  let context: TestApp;
  let dir: string;
  /** A person's take: Flite to a WAV, compressed to MP3 as an upload would come. */
  let mp3: Buffer;
  let takeSeconds: number;

  beforeAll(async () => {
    context = await createTestApp(target);
    await startWorkers(context.container);
    dir = await mkdtemp(path.join(tmpdir(), 'orato-own-voice-route-'));
    const spoken = await synthesizeSpeech({ text: WORDS, voiceId: 'en-us', gender: 'female' });
    await writeFile(path.join(dir, 'take.wav'), spoken.wav);
    await runBinary(locateFfmpeg().ffmpeg, [
      ...['-v', 'error', '-i', path.join(dir, 'take.wav'), '-b:a', '64k'],
      path.join(dir, 'take.mp3'),
    ]);
    mp3 = await readFile(path.join(dir, 'take.mp3'));
    takeSeconds = (await probeMedia(path.join(dir, 'take.wav'))).durationSeconds;
  }, 180_000);
  afterAll(async () => {
    await context?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const person = (email: string, credits = 0) =>
    signedInWithCredits(context.app, context.container, email, credits);
  // the upload route allows 10 a minute per client: each call comes from its own address
  let address = 0;
  const nextAddress = () => `10.43.${Math.floor(++address / 250)}.${address % 250}`;

  function upload(
    client: AuthClient,
    data: Buffer | undefined,
    fields: Record<string, string> = { consent: 'true' },
  ) {
    const { payload, headers } = multipartBody(
      fields,
      data ? [{ field: 'recording', filename: 'take.mp3', contentType: 'audio/mpeg', data }] : [],
    );
    return context.app.inject({
      method: 'POST',
      url: '/api/voice-recordings',
      remoteAddress: nextAddress(),
      payload,
      headers: { ...headers, origin: 'http://localhost:3000', cookie: client.cookie! },
    });
  }
  const uploadsOf = (userId: string) =>
    context.container.database.db.select().from(uploads).where(eq(uploads.userId, userId));
  const filesOf = (userId: string) =>
    filesUnder(path.join(context.dataDir, 'media', 'users', userId));

  it('refuses silence, a file that is not audio and a missing consent, storing nothing', async () => {
    const { person: client, userId } = await person(`refused-${target}@example.com`);
    const silence = encodeWav({ samples: new Int16Array(24000 * 2), sampleRate: 24000 });
    const cases: [Buffer | undefined, Record<string, string>, number, string][] = [
      [silence, { consent: 'true' }, 400, M.silent],
      [Buffer.from('%PDF-1.7 not a recording'), { consent: 'true' }, 415, M.undecodable],
      [mp3, { consent: 'false' }, 400, M.consentRequired],
      [undefined, { consent: 'true' }, 400, M.recordingRequired],
    ];
    for (const [data, fields, status, message] of cases) {
      const response = await upload(client, data, fields);
      expect([response.statusCode, response.json().error]).toEqual([status, message]);
    }
    expect(await uploadsOf(userId)).toEqual([]);
    expect(await filesOf(userId)).toEqual([]);
  }, 60_000);

  describe('a recording', () => {
    let owner: { person: AuthClient; userId: string };
    let recordingUrl: string;
    let seconds: number;

    beforeAll(async () => {
      owner = await person(`owner-${target}@example.com`, 100);
      const response = await upload(owner.person, mp3);
      expect(response.statusCode, response.body).toBe(200);
      ({ recording_url: recordingUrl, seconds } = response.json());
    }, 120_000);

    it('is stored as a −16 LUFS WAV upload of its owner, as long as the take', async () => {
      expect(Math.abs(seconds - takeSeconds)).toBeLessThan(0.1);
      const [row] = await uploadsOf(owner.userId);
      expect(row).toMatchObject({ contentType: 'audio/wav', width: null, usedAt: null });
      expect(row!.durationMs).toBe(Math.round(seconds * 1000));
      const stored = await buffer((await context.container.storage.getObject(row!.key)).body);
      expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
    });

    it('is quoted exactly: what is held is what the video costs', async () => {
      const quote = await owner.person.post('/api/ai-creator/own-voice/quote', {
        recording_url: recordingUrl,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json()).toMatchObject({
        credits: ownVoiceCredits(seconds),
        hold_credits: ownVoiceCredits(seconds),
        seconds: Math.ceil(seconds),
      });
    });

    it('cannot be used by anyone else, nor as an image', async () => {
      const other = await person(`other-${target}@example.com`, 100);
      const start = await other.person.post('/api/ai-creator/own-voice', {
        creatorName: 'Ava',
        recording_url: recordingUrl,
      });
      expect([start.statusCode, start.json().error]).toEqual([404, M.notFound]);
      const scene = { visual: { kind: 'presenter' }, recording_url: recordingUrl };
      const { thumbnails } = (await owner.person.get('/api/list-creators')).json();
      const creatorName = Object.keys(thumbnails)[0]!;
      const board = await other.person.post('/api/storyboard/quote', {
        creatorName,
        scenes: [scene],
      });
      expect([board.statusCode, board.json().error]).toEqual([404, M.notFound]);
      const shot = await owner.person.post('/api/storyboard/quote', {
        creatorName,
        scenes: [{ ...scene, visual: { kind: 'shot', source: 'generate', prompt: 'A desk' } }],
      });
      expect([shot.statusCode, shot.json().error]).toEqual([400, M.presenterSceneOnly]);
      const image = await owner.person.post('/api/google-nano-banana', {
        prompt: 'A blue square',
        image_urls: [recordingUrl],
      });
      expect(image.statusCode).toBe(403);
    });

    it('makes a drawn presenter speak it: as long as the take, captioned, charged as quoted', async () => {
      const { thumbnails } = (await owner.person.get('/api/list-creators')).json();
      const creatorName = Object.keys(thumbnails)[0]!;
      const start = await owner.person.post('/api/ai-creator/own-voice', {
        creatorName,
        recording_url: recordingUrl,
        words: WORDS,
      });
      expect(start.statusCode, start.body).toBe(200);
      const { operationId } = start.json();
      const deadline = Date.now() + 90_000;
      let status = (await owner.person.post('/api/poll-creator', { operationId })).json();
      while (!['COMPLETE', 'FAILED'].includes(status.state) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        status = (await owner.person.post('/api/poll-creator', { operationId })).json();
      }
      expect(status.state, JSON.stringify(status)).toBe('COMPLETE');
      const [row] = await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.id, operationId));
      expect(Math.abs(row!.durationSeconds! - takeSeconds)).toBeLessThan(0.1);
      expect(row!.chargedCredits).toBe(ownVoiceCredits(seconds));
      expect(row!.holdCredits).toBe(row!.chargedCredits);
      const captions = await buffer(
        (await context.container.storage.getObject(row!.captionsKey!)).body,
      );
      expect(captions.toString('utf8')).toContain('Hello, this is my own voice.');
      const [recording] = await uploadsOf(owner.userId);
      expect(recording!.usedAt).not.toBeNull();
    }, 120_000);

    it('makes a photo avatar speak it too, lips from the recording', async () => {
      const portrait = await readFile(
        path.resolve(import.meta.dirname, '../../../../test-support/portraits/portrait.jpg'),
      );
      const { payload, headers } = multipartBody(
        { name: 'Me', voice: 'en-us/female', language: 'en', consent: 'true' },
        [{ field: 'image', filename: 'me.jpg', contentType: 'image/jpeg', data: portrait }],
      );
      const created = await context.app.inject({
        method: 'POST',
        url: '/api/photo-avatars',
        remoteAddress: nextAddress(),
        payload,
        headers: { ...headers, origin: 'http://localhost:3000', cookie: owner.person.cookie! },
      });
      expect(created.statusCode, created.body).toBe(200);
      const start = await owner.person.post('/api/ai-creator/own-voice', {
        creatorName: created.json().avatar.creatorName,
        recording_url: recordingUrl,
      });
      expect(start.statusCode, start.body).toBe(200);
      const { operationId } = start.json();
      const deadline = Date.now() + 120_000;
      let status = (await owner.person.post('/api/poll-creator', { operationId })).json();
      while (!['COMPLETE', 'FAILED'].includes(status.state) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        status = (await owner.person.post('/api/poll-creator', { operationId })).json();
      }
      expect(status.state, JSON.stringify(status)).toBe('COMPLETE');
      const [row] = await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.id, operationId));
      expect(row!.feature).toBe('photo-avatar');
      expect(Math.abs(row!.durationSeconds! - takeSeconds)).toBeLessThan(0.1);
      expect(row!.chargedCredits).toBe(ownVoiceCredits(seconds));
    }, 180_000);

    it('speaks it in a storyboard presenter scene: quoted exactly, held as quoted, rendered', async () => {
      const { thumbnails } = (await owner.person.get('/api/list-creators')).json();
      const creatorName = Object.keys(thumbnails)[0]!;
      const credits = ownVoiceCredits(seconds);
      const board = {
        title: 'My own voice in a storyboard',
        creatorName,
        burnCaptions: true,
        scenes: [{ line: WORDS, visual: { kind: 'presenter' }, recording_url: recordingUrl }],
      };
      const quote = await owner.person.post('/api/storyboard/quote', board);
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json()).toMatchObject({
        credits,
        hold_credits: credits,
        seconds: Math.ceil(seconds),
        scenes: [{ credits, hold_credits: credits, seconds: Math.ceil(seconds), reused: false }],
      });
      const started = await owner.person.post('/api/storyboard', board);
      expect(started.statusCode, started.body).toBe(200);
      const { id } = started.json();
      const { db } = context.container.database;
      const parts = await db.select().from(generations).where(eq(generations.storyboardId, id));
      const [recording] = await uploadsOf(owner.userId);
      // the narration is the avatar tool's own-voice render: the recording, the words as captions
      expect(parts).toHaveLength(1);
      expect(parts[0]).toMatchObject({ feature: 'ai-avatar', holdCredits: credits });
      expect(parts[0]!.input).toMatchObject({ recordingKey: recording!.key, script: WORDS });
      const [hold] = await db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.reference, parts[0]!.id), eq(creditLedger.kind, 'hold')));
      expect(Math.abs(hold!.amount)).toBe(credits);

      const deadline = Date.now() + 150_000;
      let status = (await owner.person.get(`/api/storyboard/${id}`)).json();
      while (!['COMPLETE', 'FAILED'].includes(status.state) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        status = (await owner.person.get(`/api/storyboard/${id}`)).json();
      }
      expect(status.state, JSON.stringify(status)).toBe('COMPLETE');
      expect(status.credits_charged).toBe(credits);
      expect(Math.abs(status.duration_seconds - takeSeconds)).toBeLessThan(0.15);
      const [row] = await db.select().from(storyboards).where(eq(storyboards.id, id));
      const captions = await buffer((await context.container.storage.getObject(row!.vttKey!)).body);
      expect(captions.toString('utf8')).toContain('own voice');
    }, 180_000);

    it('goes with the account', async () => {
      expect((await owner.person.post('/api/delete-account', {})).statusCode).toBe(200);
      expect(await uploadsOf(owner.userId)).toEqual([]);
      expect(await filesOf(owner.userId)).toEqual([]);
    });
  });
});

describe('own voice with an engine that cannot speak a recording', () => {
  let context: TestApp;

  beforeAll(async () => {
    // a text-only engine (the test engine, like Captions' AI Creator API, takes a script only)
    context = await createTestApp('pglite', {}, { avatarGenerator: new TestAvatarGenerator() });
  }, 180_000);
  afterAll(async () => {
    await context?.dispose();
  });

  it('is refused before anything is held, in words that say so', async () => {
    const { person: client, userId } = await signedInWithCredits(
      context.app,
      context.container,
      'text-only@example.com',
      100,
    );
    const take = await synthesizeSpeech({ text: WORDS, voiceId: 'en-us', gender: 'male' });
    const { payload, headers } = multipartBody({ consent: 'true' }, [
      { field: 'recording', filename: 'take.wav', contentType: 'audio/wav', data: take.wav },
    ]);
    const uploaded = await context.app.inject({
      method: 'POST',
      url: '/api/voice-recordings',
      payload,
      headers: { ...headers, origin: 'http://localhost:3000', cookie: client.cookie! },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const start = await client.post('/api/ai-creator/own-voice', {
      creatorName: 'Ava',
      recording_url: uploaded.json().recording_url,
    });
    expect([start.statusCode, start.json().error]).toEqual([400, M.providerCannot('This engine')]);
    const made = await context.container.database.db
      .select()
      .from(generations)
      .where(eq(generations.userId, userId));
    expect(made).toEqual([]);
    expect((await client.post('/api/get-user', {})).json().credits).toBe(100);

    // a storyboard's presenter scene is refused the same way, quote and start alike
    const board = {
      creatorName: 'Ava',
      scenes: [
        { line: WORDS, visual: { kind: 'presenter' } },
        { visual: { kind: 'presenter' }, recording_url: uploaded.json().recording_url },
      ],
    };
    for (const url of ['/api/storyboard/quote', '/api/storyboard']) {
      const refused = await client.post(url, board);
      expect([refused.statusCode, refused.json().error]).toEqual([
        400,
        M.providerCannot('This engine'),
      ]);
    }
    const boards = await context.container.database.db
      .select()
      .from(storyboards)
      .where(eq(storyboards.userId, userId));
    expect(boards).toEqual([]);
    expect((await client.post('/api/get-user', {})).json().credits).toBe(100);
  }, 60_000);
});
