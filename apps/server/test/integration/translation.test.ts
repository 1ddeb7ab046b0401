import { text } from 'node:stream/consumers';
import { avatarChargeCredits, CREDIT_COSTS, MESSAGES } from '@orato/shared';
import { parseWebVtt } from '@orato/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../test-support/fake-openai-server';
import { apertiumRoute, locateApertium } from '../../src/adapters/translator/apertium.translator';
import { OpenAiCompatibleTranslator } from '../../src/adapters/script-writer/openai-compatible.translator';
import type { Creator } from '../../src/adapters/video-generator/video-generator';
import { generations, libraryItems, storyboardScenes, storyboards } from '../../src/db/schema';
import { startWorkers } from '../../src/jobs/workers';
import { CreditLedgerRepository } from '../../src/modules/credits/credit-ledger.repository';
import { signedInWithCredits, type AuthClient } from '../helpers/auth-client';
import { solidPng } from '../helpers/sample-images';
import { createTestApp, type TestApp } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';
import { TestStoryboardComposer } from '../helpers/test-storyboard-composer';

const M = MESSAGES.translation;
const ENGLISH = 'Welcome to our bakery. We open every morning. Try the fresh bread today.';

async function finished(person: AuthClient, operationId: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await person.post('/api/poll-creator', { operationId })).json();
    if (['COMPLETE', 'FAILED'].includes(status.state) || Date.now() > deadline) {
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The caller's Library rows of avatar videos, as the web app reads them. */
async function libraryVideos(person: AuthClient) {
  const list = await person.post('/api/get-videos', { feature: 'ai-avatar' });
  return list.json().videos['ai-avatar'] as {
    id: string;
    language?: string;
    versions?: { id: string; language: string; video_url: string }[];
  }[];
}

async function makeVideo(person: AuthClient, creatorName: string) {
  const start = await person.post('/api/ai-creator', {
    creatorName,
    script: ENGLISH,
    topic: 'Bakery',
  });
  expect(start.statusCode).toBe(200);
  expect((await finished(person, start.json().operationId)).state).toBe('COMPLETE');
  const [video] = await libraryVideos(person);
  return video!.id;
}

const apertium = locateApertium();

describe.skipIf(!apertium || !apertiumRoute(apertium.modes, 'en', 'es'))(
  // CI installs apertium and apertium-eng-spa (.ci/run); elsewhere the offline path cannot run
  'an English video in Spanish, offline by Apertium, with the offline avatar engine (skipped: apertium with apertium-eng-spa is not installed)',
  () => {
    let context: TestApp;

    beforeAll(async () => {
      context = await createTestApp('pglite', { SCRIPT_PROVIDER: 'local' });
      await startWorkers(context.container);
    }, 180_000);
    afterAll(async () => {
      await context?.dispose();
    });

    it('translates, lets the user edit, renders with a Spanish voice and charges exactly', async () => {
      const { person, userId } = await signedInWithCredits(
        context.app,
        context.container,
        'traduce@example.com',
        200,
      );
      const originalId = await makeVideo(person, 'Emily');
      const options = (await person.get(`/api/library/videos/${originalId}/translations`)).json();
      expect(options).toMatchObject({ from: 'en', translator: 'apertium' });
      expect(options.languages).toContainEqual({ code: 'es', name: 'Spanish', available: true });
      // a language with a voice but no installed pair says what would open it
      const portuguese = options.languages.find((each: { code: string }) => each.code === 'pt');
      if (!apertiumRoute(apertium!.modes, 'en', 'pt')) {
        expect(portuguese).toEqual({
          code: 'pt',
          name: 'Portuguese',
          available: false,
          enable: M.installHint('apertium-es-pt', 'pt'),
        });
      }

      const ledger = new CreditLedgerRepository(context.container.database.db);
      const before = await ledger.balances(userId);
      const draft = await person.post(`/api/library/videos/${originalId}/translations/draft`, {
        language: 'es',
      });
      expect(draft.statusCode).toBe(200);
      const { scenes, presenter, presenters } = draft.json();
      expect(scenes).toHaveLength(1);
      expect(scenes[0]).toMatch(/panadería/i);
      // Emily speaks English only: a Spanish speaker is picked
      expect(presenter).toBeNull();
      expect(presenters).toEqual(expect.arrayContaining(['Lucía', 'Javier']));
      expect(await ledger.balances(userId)).toEqual(before);

      const edited = `${scenes[0]} ¡Hasta mañana!`;
      const body = { language: 'es', scenes: [edited], creatorName: 'Lucía' };
      const unpicked = await person.post(`/api/library/videos/${originalId}/translations`, {
        ...body,
        creatorName: undefined,
      });
      expect(unpicked.json()).toMatchObject({ code: 'BAD_REQUEST', error: M.pickPresenter('es') });
      const english = await person.post(`/api/library/videos/${originalId}/translations`, {
        ...body,
        creatorName: 'Emily',
      });
      expect(english.json().error).toBe(M.presenterWrongLanguage('es'));
      expect(await ledger.balances(userId)).toEqual(before);

      const quote = (
        await person.post(`/api/library/videos/${originalId}/translations/quote`, body)
      ).json();
      const start = await person.post(`/api/library/videos/${originalId}/translations`, body);
      expect(start.statusCode).toBe(200);
      const status = await finished(person, start.json().operationId);
      expect(status.state).toBe('COMPLETE');
      expect(status.credits_charged).toBe(avatarChargeCredits(status.duration_seconds));
      expect(status.credits_charged).toBeLessThanOrEqual(quote.hold_credits);
      expect(await ledger.balances(userId)).toEqual({
        available: before.available - status.credits_charged,
        held: 0,
      });

      const [row] = await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.id, start.json().operationId));
      expect(row!.input).toMatchObject({ creatorName: 'Lucía', script: edited, language: 'es' });
      // the captions are the edited translation, word for word, and the video lasts its speech
      const vtt = await text((await context.container.storage.getObject(row!.captionsKey!)).body);
      const cues = parseWebVtt(vtt);
      expect(
        cues
          .map((cue) => cue.text)
          .join(' ')
          .replace(/\s+/g, ' '),
      ).toBe(edited);
      expect(cues.at(-1)!.end).toBeGreaterThan(status.duration_seconds - 1);
      expect(cues.at(-1)!.end).toBeLessThanOrEqual(status.duration_seconds + 0.05);
      // the Spanish voice speaks it: Lucía's voice is eSpeak's Spanish
      const creators = await context.container.services.avatarVideo.listCreators();
      expect(creators.find((creator) => creator.name === 'Lucía')!.voice!.language).toMatch(/^es/);

      const [listed] = await libraryVideos(person);
      expect(listed).toMatchObject({ id: originalId, language: 'en' });
      expect(listed!.versions).toEqual([
        expect.objectContaining({ id: expect.any(String), language: 'es' }),
      ]);
      const [version] = await context.container.database.db
        .select()
        .from(libraryItems)
        .where(eq(libraryItems.generationId, row!.id));
      expect(version).toMatchObject({ language: 'es', originalId });
    }, 240_000);
  },
);

/** Presenters who speak English and Spanish, rendering quickly (the engine is not what is tested). */
class BilingualTestGenerator extends TestAvatarGenerator {
  override async listCreators(): Promise<Creator[]> {
    return [
      {
        name: 'Ava',
        imageUrl: '/api/creators/ava/thumbnail.png',
        language: 'en',
        voice: { key: 'en-us/female', language: 'en-US' },
      },
      {
        name: 'Sofía',
        imageUrl: '/api/creators/sofia/thumbnail.png',
        language: 'es',
        voice: { key: 'es/female', language: 'es-ES' },
      },
    ];
  }
}

/** A storyboard's status once it is COMPLETE or FAILED (or after five minutes, whatever it is). */
async function boardDone(person: AuthClient, id: string) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const status = (await person.get(`/api/storyboard/${id}`)).json();
    if (['COMPLETE', 'FAILED'].includes(status.state) || Date.now() > deadline) {
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(PRIMARY_TARGETS)('translating by the configured writer on %s', (target) => {
  let context: TestApp;
  let openai: FakeOpenAi;

  beforeAll(async () => {
    openai = await startFakeOpenAi({
      apiKey: 'o-key',
      png: await solidPng({ r: 1, g: 2, b: 3 }, 8, 8),
    });
    context = await createTestApp(
      target,
      {},
      {
        avatarGenerator: new BilingualTestGenerator(),
        storyboardComposer: new TestStoryboardComposer(),
        translator: new OpenAiCompatibleTranslator({
          baseUrl: openai.url,
          apiKey: 'o-key',
          model: 'gpt-5-mini',
        }),
      },
    );
    await startWorkers(context.container);
  }, 180_000);
  afterAll(async () => {
    await context?.dispose();
    await openai?.close();
  });

  it('drafts through the writer and renders the edit as a Spanish version of the original', async () => {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      'writer@example.com',
      100,
    );
    const originalId = await makeVideo(person, 'Ava');
    const options = (await person.get(`/api/library/videos/${originalId}/translations`)).json();
    expect(options).toEqual({
      from: 'en',
      translator: 'openai-compatible',
      languages: [{ code: 'es', name: 'Spanish', available: true }],
    });
    const draft = (
      await person.post(`/api/library/videos/${originalId}/translations/draft`, {
        language: 'es',
      })
    ).json();
    expect(draft).toEqual({
      from: 'en',
      language: 'es',
      scenes: [`(Spanish) ${ENGLISH}`],
      presenter: null,
      presenters: ['Sofía'],
    });
    const request = openai.calls('/v1/chat/completions').at(-1)!;
    expect(request.body).toMatchObject({
      response_format: { json_schema: { name: 'translations' } },
    });
    const ledger = new CreditLedgerRepository(context.container.database.db);
    const before = await ledger.balances(userId);
    const start = await person.post(`/api/library/videos/${originalId}/translations`, {
      language: 'es',
      scenes: ['Bienvenidos a nuestra panadería.'],
      creatorName: 'Sofía',
    });
    const status = await finished(person, start.json().operationId);
    expect(status.state).toBe('COMPLETE');
    expect(await ledger.balances(userId)).toEqual({
      available: before.available - status.credits_charged,
      held: 0,
    });
    const videos = await libraryVideos(person);
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({
      id: originalId,
      language: 'en',
      versions: [expect.objectContaining({ language: 'es' })],
    });

    // a share of the video shares its languages: the page switches between them by link
    const made = (
      await person.post('/api/shares', { library_item_id: originalId, expires_in_days: null })
    ).json().share as { url: string };
    const path = new URL(made.url).pathname;
    const visit = (url: string) => context.app.inject({ method: 'GET', url });
    const english = await visit(path);
    expect(english.body).toMatch(/<nav class="langs"[^>]*>.*English.*Spanish.*<\/nav>/s);
    expect(english.body).toMatch(/hreflang="en" aria-current="true"/);
    const spanish = await visit(`${path}?lang=es`);
    expect(spanish.body).toMatch(/hreflang="es" aria-current="true"/);
    expect(spanish.body).toContain(`${path}/media?lang=es`);
    const [version] = await context.container.database.db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.generationId, start.json().operationId));
    // the embed player switches too, staying inside its frame
    const embed = await visit(`${path}/embed?lang=es`);
    expect(embed.body).toMatch(/hreflang="es" aria-current="true"/);
    expect(embed.body).toContain(`${path}/embed?lang=en`);
    expect(embed.body).toContain(`${path}/media?lang=es`);
    const spanishMedia = await visit(`${path}/media?lang=es`);
    expect(spanishMedia.headers.location).toContain(version!.mediaKey);
    const originalMedia = await visit(`${path}/media?lang=xx`);
    expect(originalMedia.headers.location).not.toContain(version!.mediaKey);
  });

  it('/api/v1 translates by key: drafted and rendered at once, or the caller’s own scenes', async () => {
    const { person } = await signedInWithCredits(
      context.app,
      context.container,
      'api-translate@example.com',
      100,
    );
    const originalId = await makeVideo(person, 'Ava');
    const { key } = (await person.post('/api/account/api-keys', { name: 'ci' })).json().key;
    const call = (url: string, payload: object, idempotency: string) =>
      context.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${key}`, 'idempotency-key': idempotency },
        payload,
      });
    const started = await call(
      `/api/v1/library/${originalId}/translations`,
      { language: 'es', avatar: 'Sofía' },
      'translate-1',
    );
    expect(started.statusCode).toBe(202);
    // the job names its language by key too, as its webhooks do
    expect(started.json().job.language).toBe('es');
    const status = await finished(person, started.json().job.id);
    expect(status.state).toBe('COMPLETE');
    const [row] = await context.container.database.db
      .select()
      .from(generations)
      .where(eq(generations.id, started.json().job.id));
    expect(row!.input).toMatchObject({ script: `(Spanish) ${ENGLISH}`, language: 'es' });
    const missing = await call(
      '/api/v1/library/00000000-0000-4000-8000-000000000000/translations',
      { language: 'es', scenes: ['Hola.'], avatar: 'Sofía' },
      'translate-2',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('translates a storyboard scene by scene, reusing its shot: only the narration is charged', async () => {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      'storyboard-translate@example.com',
      400,
    );
    const lines = ['Welcome to the bakery.', 'Here is the oven at dawn.', 'Come and taste it.'];
    const made = await person.post('/api/storyboard', {
      title: 'Bakery tour',
      creatorName: 'Ava',
      scenes: [
        { line: lines[0], visual: { kind: 'presenter' } },
        { line: lines[1], visual: { kind: 'shot', source: 'generate', prompt: 'a bread oven' } },
        { line: lines[2], visual: { kind: 'presenter' } },
      ],
    });
    expect(made.statusCode).toBe(200);
    expect((await boardDone(person, made.json().id)).state).toBe('COMPLETE');
    const [original] = await libraryVideos(person);
    const url = `/api/library/videos/${original!.id}/translations`;
    const draft = (await person.post(`${url}/draft`, { language: 'es' })).json();
    expect(draft).toMatchObject({
      from: 'en',
      scenes: lines.map((line) => `(Spanish) ${line}`),
      presenter: null,
      presenters: ['Sofía'],
    });
    const body = {
      language: 'es',
      scenes: ['Bienvenidos a la panadería.', 'Aquí está el horno al alba.', 'Venid a probarlo.'],
      creatorName: 'Sofía',
    };
    const quote = (await person.post(`${url}/quote`, body)).json();
    const ledger = new CreditLedgerRepository(context.container.database.db);
    const before = await ledger.balances(userId);
    const clipsBefore = await context.container.database.db
      .select()
      .from(generations)
      .where(eq(generations.feature, 'veo3-videos'));
    const started = await person.post(url, body);
    expect(started.statusCode).toBe(200);
    const status = await boardDone(person, started.json().operationId);
    expect(status.state).toBe('COMPLETE');
    // three narrations (3 credits each with this engine); the oven shot is the original's file
    expect(status.credits_charged).toBe(9);
    expect(quote.hold_credits).toBeLessThan(CREDIT_COSTS.veoVideo);
    const clipsAfter = await context.container.database.db
      .select()
      .from(generations)
      .where(eq(generations.feature, 'veo3-videos'));
    expect(clipsAfter).toHaveLength(clipsBefore.length);
    expect(await ledger.balances(userId)).toEqual({
      available: before.available - 9,
      held: 0,
    });
    const [listed] = await libraryVideos(person);
    expect(listed).toMatchObject({
      id: original!.id,
      language: 'en',
      versions: [expect.objectContaining({ language: 'es' })],
    });
  }, 600_000);

  it('translates a storyboard whose scenes reused earlier clips: their files are shown again, only narration is charged', async () => {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      'storyboard-reuse-translate@example.com',
      400,
    );
    const board = {
      title: 'Mill tour',
      creatorName: 'Ava',
      scenes: [
        { line: 'Welcome to the mill.', visual: { kind: 'presenter' } },
        {
          line: 'Here is the wheel turning.',
          visual: { kind: 'shot', source: 'generate', prompt: 'a mill wheel' },
        },
        {
          line: 'And here the flour.',
          visual: { kind: 'still', source: 'generate', prompt: 'flour sacks' },
        },
      ],
    };
    const first = await person.post('/api/storyboard', board);
    expect((await boardDone(person, first.json().id)).state).toBe('COMPLETE');
    // the same storyboard again: every scene reuses the first one's clip, and has no file of its own
    const again = await person.post('/api/storyboard', board);
    const reused = await boardDone(person, again.json().id);
    expect([reused.state, reused.credits_charged]).toEqual(['COMPLETE', 0]);
    const { db } = context.container.database;
    const [row] = await db.select().from(storyboards).where(eq(storyboards.id, again.json().id));
    const scenes = await db
      .select()
      .from(storyboardScenes)
      .where(eq(storyboardScenes.storyboardId, row!.id));
    expect(scenes.map((scene) => [scene.visualId, scene.reusedClipKey !== null])).toEqual([
      [null, true],
      [null, true],
      [null, true],
    ]);
    const [item] = await db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.mediaKey, row!.mediaKey!));
    const made = async () =>
      (await db.select().from(generations).where(eq(generations.userId, userId))).filter(
        (part) => part.feature !== 'ai-avatar',
      ).length;
    const visualsBefore = await made();
    const url = `/api/library/videos/${item!.id}/translations`;
    const body = {
      language: 'es',
      scenes: ['Bienvenidos al molino.', 'Aquí gira la rueda.', 'Y aquí la harina.'],
      creatorName: 'Sofía',
    };
    const quote = (await person.post(`${url}/quote`, body)).json();
    // three narrations, nothing for the shot and the still: far under one clip's price
    expect(quote.hold_credits).toBeLessThan(CREDIT_COSTS.veoVideo);
    const ledger = new CreditLedgerRepository(db);
    const before = await ledger.balances(userId);
    const started = await person.post(url, body);
    expect(started.statusCode, started.body).toBe(200);
    const status = await boardDone(person, started.json().operationId);
    expect(status.state).toBe('COMPLETE');
    expect(status.credits_charged).toBe(9);
    expect(await made()).toBe(visualsBefore);
    expect(await ledger.balances(userId)).toEqual({ available: before.available - 9, held: 0 });
  }, 600_000);

  it('refuses bad input with nothing held: a language, an item not yours or not finished, an empty script', async () => {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      'refused@example.com',
      100,
    );
    const originalId = await makeVideo(person, 'Ava');
    const ledger = new CreditLedgerRepository(context.container.database.db);
    const before = await ledger.balances(userId);
    const countRows = async () =>
      (await context.container.database.db.select().from(generations)).length;
    const rowsBefore = await countRows();
    const url = `/api/library/videos/${originalId}/translations`;

    const japanese = await person.post(url, { language: 'ja', scenes: ['こんにちは'] });
    expect(japanese.json()).toEqual({ code: 'BAD_REQUEST', error: M.unsupportedLanguage('ja') });
    const same = await person.post(`${url}/draft`, { language: 'en' });
    expect(same.json().error).toBe(M.sameLanguage);
    const empty = await person.post(url, { language: 'es', scenes: ['   '] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(M.emptyScene(1));
    const tooMany = await person.post(url, { language: 'es', scenes: ['Uno.', 'Dos.'] });
    expect(tooMany.json().error).toBe(M.sceneCount(1));

    const { person: stranger } = await signedInWithCredits(
      context.app,
      context.container,
      'stranger@example.com',
      100,
    );
    for (const attempt of [
      stranger.post(url, { language: 'es', scenes: ['Hola.'], creatorName: 'Sofía' }),
      stranger.post(`${url}/draft`, { language: 'es' }),
      stranger.get(url),
      person.post('/api/library/videos/not-an-id/translations/draft', { language: 'es' }),
    ]) {
      expect((await attempt).statusCode).toBe(404);
    }
    // a video still rendering has no Library item yet: its job's id is not one
    const engine = context.container.services.avatarVideo;
    const running = await engine.start(userId, { creatorName: 'Ava', script: ENGLISH });
    const notFinished = await person.post(
      `/api/library/videos/${running.operationId}/translations/draft`,
      { language: 'es' },
    );
    expect(notFinished.statusCode).toBe(404);
    await finished(person, running.operationId);
    expect((await countRows()) - rowsBefore).toBe(1);
    const after = await ledger.balances(userId);
    expect(after.held).toBe(0);
    expect(before.available - after.available).toBeLessThanOrEqual(3);
  });
});
