import { listAvatars, resolveVoice } from '@orato/media';
import { MESSAGES } from '@orato/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../test-support/fake-openai-server';
import { generations } from '../../src/db/schema';
import { startWorkers } from '../../src/jobs/workers';
import { SpeakingRateRepository } from '../../src/modules/speech/speaking-rate.repository';
import { signedInWithCredits, type AuthClient } from '../helpers/auth-client';
import { multipartBody } from '../helpers/multipart';
import { solidPng } from '../helpers/sample-images';
import { createTestApp } from '../helpers/test-container';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const KEY = 'sk-local-gpu';
const SCRIPT = 'Fresh bread every morning. Come early, the rye goes first.';
// an American woman of the embedded catalogue: TTS_VOICES below gives women af_heart
const PRESENTER = listAvatars().find(
  (avatar) =>
    avatar.gender === 'female' && resolveVoice(avatar.voiceId, avatar.gender).language === 'en-US',
)!;

async function waitForState(person: AuthClient, operationId: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await person.post('/api/poll-creator', { operationId })).json();
    if (['COMPLETE', 'FAILED'].includes(status.state) || Date.now() > deadline) {
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('scripts, images and avatar voices through an OpenAI-compatible server (API and worker)', () => {
  let context: TestApp;
  let fake: FakeOpenAi;
  let png: Buffer;

  beforeAll(async () => {
    png = await solidPng({ r: 200, g: 120, b: 30 }, 24, 24);
    fake = await startFakeOpenAi({ apiKey: KEY, png });
    context = await createTestApp('pglite', {
      OPENAI_BASE_URL: `${fake.url}/v1`,
      OPENAI_API_KEY: KEY,
      SCRIPT_PROVIDER: 'openai-compatible',
      SCRIPT_MODEL: 'llama3.2',
      IMAGE_PROVIDER: 'openai-compatible',
      IMAGE_MODEL: 'gpt-image-1',
      VOICE_PROVIDER: 'openai-compatible',
      TTS_MODEL: 'kokoro',
      TTS_VOICES: JSON.stringify({ female: 'af_heart', male: 'am_adam' }),
    });
    await startWorkers(context.container);
  }, 60_000);
  afterAll(async () => {
    await context?.dispose();
    await fake?.close();
  });

  const signIn = async (email: string, credits: number) =>
    (await signedInWithCredits(context.app, context.container, email, credits)).person;
  const creditsOf = async (person: AuthClient) =>
    (await person.post('/api/get-user', {})).json().credits as number;

  it('reports the engines in /api/health', async () => {
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().engines).toEqual({
      script: 'openai-compatible',
      image: 'openai-compatible',
      voice: 'openai-compatible',
    });
    const engines = await context.app.inject({ method: 'GET', url: '/api/engines' });
    expect(engines.json().engines).toMatchObject({
      'nano-banana': 'openai-compatible',
      // the avatar is still drawn and encoded here; only its voice comes from the server
      'ai-avatar': 'local',
    });
  });

  it('writes a script with the chat model', async () => {
    const person = await signIn('oa-script@example.com', 0);
    const response = await person.post('/api/script', { topic: 'a neighbourhood bakery' });
    expect(response.statusCode).toBe(200);
    expect(response.json().script).toContain('a neighbourhood bakery');
    expect(fake.calls('/v1/chat/completions').at(-1)!.body).toMatchObject({ model: 'llama3.2' });
  });

  it('drafts storyboard scenes with the chat model, asked for JSON by a strict schema', async () => {
    const person = await signIn('oa-storyboard@example.com', 0);
    const response = await person.post('/api/storyboard/draft', { idea: 'a neighbourhood bakery' });
    expect(response.statusCode).toBe(200);
    const { scenes } = response.json();
    expect(scenes.map((scene: { line: string }) => scene.line)).toEqual([
      'Here is a neighbourhood bakery.',
      'It is simple and useful.',
      'Try it today.',
    ]);
    expect(scenes.map((scene: { visual: { kind: string } }) => scene.visual.kind)).toEqual([
      'presenter',
      'shot',
      'presenter',
    ]);
    expect(scenes[1].visual).toEqual({
      kind: 'shot',
      source: 'generate',
      prompt: 'a close-up of hands at work',
    });
    const sent = fake.calls('/v1/chat/completions').at(-1)!.body as {
      response_format: { json_schema: { name: string; strict: boolean } };
    };
    expect(sent.response_format.json_schema).toMatchObject({
      name: 'storyboard_scenes',
      strict: true,
    });
  });

  it('generates an image from a prompt and edits an uploaded one, charging 2 each', async () => {
    const person = await signIn('oa-image@example.com', 10);
    const generated = await person.post('/api/google-nano-banana', { prompt: 'An orange tile' });
    expect(generated.statusCode).toBe(200);
    const image = await context.app.inject({ method: 'GET', url: generated.json().image_url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(png);

    const { payload, headers } = multipartBody({}, [
      { filename: 'a.png', contentType: 'image/png', data: await solidPng({ r: 9, g: 9, b: 9 }) },
    ]);
    const upload = await context.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, origin: 'http://localhost:3000', cookie: person.cookie! },
    });
    const [uploaded] = upload.json().uploaded_files as string[];
    const edited = await person.post('/api/google-nano-banana', {
      prompt: 'make it warmer',
      image_urls: [uploaded],
    });
    expect(edited.statusCode).toBe(200);
    const edit = fake.calls('/v1/images/edits').at(-1)!.body as {
      prompt: string;
      files: { name: string; type: string }[];
    };
    expect(edit.prompt).toBe('make it warmer');
    expect(edit.files).toEqual([expect.objectContaining({ name: 'image', type: 'image/png' })]);
    expect(await creditsOf(person)).toBe(6);
  });

  it('offers only the shapes the image model makes, and refuses another with a 400 before anything is held', async () => {
    const engines = (await context.app.inject({ method: 'GET', url: '/api/engines' })).json();
    // GPT image models make 1024x1024, 1536x1024 and 1024x1536: of our shapes, square only
    expect(engines.formats['nano-banana']).toEqual({ aspects: ['1:1'], resolutions: [] });
    expect(engines.formats['ai-avatar'].aspects).toEqual(['16:9', '9:16', '1:1']);
    const person = await signIn('oa-shape@example.com', 10);
    const before = fake.calls('/v1/images/generations').length;
    const refused = await person.post('/api/google-nano-banana', {
      prompt: 'A tall orange tile',
      aspect: '9:16',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'The image server cannot make 9:16 here; it makes 1:1. Nothing was charged.',
      code: 'BAD_REQUEST',
    });
    expect(await creditsOf(person)).toBe(10);
    expect(fake.calls('/v1/images/generations').length).toBe(before);
    const rows = await context.container.database.db.select().from(generations);
    expect(rows.filter((row) => row.input.prompt === 'A tall orange tile')).toEqual([]);
    const square = await person.post('/api/google-nano-banana', {
      prompt: 'A square tile',
      aspect: '1:1',
    });
    expect(square.statusCode).toBe(200);
    expect(square.json().format).toMatchObject({ aspect: '1:1', label: '1:1' });
    expect(fake.calls('/v1/images/generations').at(-1)!.body).toMatchObject({ size: '1024x1024' });
  });

  it('tells the user a moderation refusal in plain words and returns the credits', async () => {
    const person = await signIn('oa-refused@example.com', 2);
    const response = await person.post('/api/google-nano-banana', { prompt: 'forbidden thing' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().error).toBe(
      MESSAGES.providers.refused(
        'Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system',
      ),
    );
    expect(await creditsOf(person)).toBe(2);
  });

  it('renders an avatar video whose voice came from /v1/audio/speech, and measures that voice', async () => {
    const person = await signIn('oa-avatar@example.com', 60);
    const before = fake.calls('/v1/audio/speech').length;
    const start = await person.post('/api/ai-creator', {
      creatorName: PRESENTER.name,
      script: SCRIPT,
    });
    expect(start.statusCode).toBe(200);
    const status = await waitForState(person, start.json().operationId);
    expect(status).toMatchObject({ state: 'COMPLETE', progress: 100 });
    const spoken = fake
      .calls('/v1/audio/speech')
      .slice(before)
      .map((call) => call.body as { input: string; voice: string; model: string });
    expect(spoken).toContainEqual({
      model: 'kokoro',
      input: SCRIPT,
      voice: 'af_heart',
      response_format: 'wav',
    });
    // the fake's WAV for this script plus the engine's breath before and after
    const words = SCRIPT.split(' ');
    const expected =
      words.reduce(
        (sum, word) =>
          sum +
          Math.max(0.12, word.replace(/[^\p{L}\p{N}]/gu, '').length * 0.065) +
          (/[.!?,;:]$/.test(word) ? 0.28 : 0.06),
        0,
      ) + 0.8;
    expect(status.duration_seconds).toBeCloseTo(expected, 0);
    const video = await context.app.inject({ method: 'GET', url: status.url });
    expect(video.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    // the pace estimate for this voice is measured through the same neural voice
    const rates = new SpeakingRateRepository(context.container.database.db);
    await expect
      .poll(async () => (await rates.find('openai-compatible/af_heart/en-US'))?.rate, {
        timeout: 30_000,
      })
      .toBeDefined();
    // named by server and model, not by a timed sentence: a neural voice's takes vary in length
    expect((await rates.find('openai-compatible/af_heart/en-US'))?.engine).toBe(
      `openai-compatible ${fake.url} kokoro`,
    );
    expect(
      fake.calls('/v1/audio/speech').some((call) => (call.body as { input: string }).input === 'a'),
    ).toBe(true);
  }, 120_000);

  it('fails the video and returns the credits when the voice server refuses', async () => {
    const person = await signIn('oa-voice-down@example.com', 60);
    fake.state.failures.push({
      path: '/v1/audio/speech',
      status: 404,
      body: {
        error: {
          message: 'The model `kokoro` does not exist',
          type: 'invalid_request_error',
          param: null,
          code: 'model_not_found',
        },
      },
    });
    const start = await person.post('/api/ai-creator', {
      creatorName: PRESENTER.name,
      script: SCRIPT,
    });
    const status = await waitForState(person, start.json().operationId);
    expect(status.state).toBe('FAILED');
    expect(status.error).toBe(MESSAGES.providers.toolUnavailableCreditsBack);
    expect(await creditsOf(person)).toBe(60);
  }, 120_000);

  it('answers a chat refusal with its reason', async () => {
    const person = await signIn('oa-script-refused@example.com', 0);
    const response = await person.post('/api/script', { topic: 'something forbidden' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().error).toBe(
      MESSAGES.providers.scriptRefused("I'm sorry, I can't help with that request"),
    );
  });
});
