import { MESSAGES } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_MODEL } from '../../src/config';
import { startWorkers } from '../../src/jobs/workers';
import { overloaded, rateLimited } from '../helpers/fake-gemini-server';
import { clipUntilDone, GEMINI_TEST_KEY, useGeminiApp } from '../helpers/gemini-app';
import { uploadAs } from '../helpers/multipart';
import { solidPng } from '../helpers/sample-images';
import { captureLogs, createLoggedTestApp } from '../reliability/support/log-capture';

describe('VEO clips by Gemini Omni Flash, the default video model (local fake of the Interactions API)', () => {
  const fixture = useGeminiApp({ VEO_ASPECT_RATIO: '9:16', VEO_DURATION_SECONDS: '6' }, (fake) => {
    fake.state.pollsBeforeDone = 2;
  });
  const { signIn, creditsOf } = fixture;

  it('creates a background interaction in the documented shape, polls it, downloads the uri with the key and charges the 6 s held (90), not the 8 s delivered', async () => {
    const person = await signIn('omni@example.com', 200);
    const start = await person.post('/api/generate-veo-video', {
      prompt: 'A heron lands on a pier at dawn',
      negative_prompt: 'text overlays',
    });
    const status = await clipUntilDone(person, start.json().operation_name);
    expect(status.url).toMatch(/^\/api\/media\/users\/.+\/veo3-videos\/.+\.mp4\?/);
    expect(await creditsOf(person)).toBe(110);

    const submit = fixture.gemini.state.requests.find(
      (request) => request.path === '/v1beta/interactions',
    );
    expect(submit?.body).toEqual({
      model: DEFAULT_VIDEO_MODEL,
      input: 'A heron lands on a pier at dawn\n\nAvoid: text overlays',
      background: true,
      store: true,
      response_format: {
        type: 'video',
        aspect_ratio: '9:16',
        duration: '6s',
        resolution: '720p',
        delivery: 'uri',
      },
    });
    // queued, in progress, completed: each answer read by id, never a new create
    const polls = fixture.gemini.state.requests.filter(
      (request) => request.method === 'GET' && request.path.startsWith('/v1beta/interactions/'),
    );
    expect(polls.length).toBeGreaterThanOrEqual(3);
    expect(new Set(polls.map((request) => request.path)).size).toBe(1);
    expect(
      fixture.gemini.state.requests.some((request) => request.path.endsWith(':download')),
    ).toBe(true);
    const file = await fixture.context.app.inject({ method: 'GET', url: status.url });
    expect(file.headers['content-type']).toBe('video/mp4');
  });

  it('a chosen 10 s clip holds 150 and, delivered at 8 s, is charged 120 with the rest returned', async () => {
    const person = await signIn('omni-10s@example.com', 200);
    const start = await person.post('/api/generate-veo-video', {
      prompt: 'A kite over the dunes',
      duration_seconds: 10,
    });
    expect(start.statusCode).toBe(200);
    expect(await creditsOf(person)).toBe(50);
    const status = await clipUntilDone(person, start.json().operation_name);
    expect(status.url).toMatch(/\.mp4\?/);
    const submit = fixture.gemini.state.requests.findLast(
      (request) => request.path === '/v1beta/interactions',
    );
    expect(
      (submit?.body as { response_format: { duration: string } }).response_format.duration,
    ).toBe('10s');
    // the fake's clip is 8 s: the charge follows the delivered length, never the hold
    expect(await creditsOf(person)).toBe(80);
  });

  it('tells the tool page the lengths the model makes, its configured default first', async () => {
    const person = await signIn('omni-lengths@example.com', 0);
    const lengths = await person.get('/api/veo/clip-lengths');
    expect(lengths.statusCode).toBe(200);
    expect(lengths.json()).toEqual({
      default_seconds: 6,
      allowed_seconds: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    });
  });

  it('a chosen length the model does not make is refused before anything is held', async () => {
    const person = await signIn('omni-20s@example.com', 200);
    const tooLong = await person.post('/api/generate-veo-video', {
      prompt: 'A kite',
      duration_seconds: 20,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await creditsOf(person)).toBe(200);
  });

  it('sends a start frame as content: the prompt as text, then the stored image inline', async () => {
    const person = await signIn('omni-frame@example.com', 120);
    const png = await solidPng({ r: 30, g: 160, b: 90 }, 48, 27);
    const [url] = await uploadAs(fixture.context.app, person.cookie!, [
      { filename: 'frame.png', contentType: 'image/png', data: png },
    ]);
    const start = await person.post('/api/generate-veo-video', {
      prompt: 'The field sways in the wind',
      start_image_url: url,
    });
    const status = await clipUntilDone(person, start.json().operation_name);
    expect(status.url).toBeDefined();
    const submit = fixture.gemini.state.requests.findLast(
      (request) => request.path === '/v1beta/interactions',
    );
    const stored = await fixture.context.app.inject({ method: 'GET', url: url! });
    expect((submit?.body as { input: unknown }).input).toEqual([
      { type: 'text', text: 'The field sways in the wind' },
      { type: 'image', data: stored.rawPayload.toString('base64'), mime_type: 'image/png' },
    ]);
  });

  it('stores a video that comes back inline as base64 data', async () => {
    const person = await signIn('omni-inline@example.com', 120);
    fixture.gemini.state.omniMode = 'inline';
    try {
      const start = await person.post('/api/generate-veo-video', { prompt: 'A wave breaks' });
      const status = await clipUntilDone(person, start.json().operation_name);
      expect(status.url).toMatch(/\.mp4\?/);
      expect(await creditsOf(person)).toBe(30);
    } finally {
      fixture.gemini.state.omniMode = 'uri';
    }
  });

  it.each([
    ['declined', 'I can’t make a video of that, as it shows graphic violence'],
    ['failed', 'The prompt was blocked because it may depict a real public figure'],
  ] as const)(
    'a %s interaction tells the user why in its own words and returns the credits',
    async (mode, reason) => {
      const person = await signIn(`omni-${mode}@example.com`, 120);
      fixture.gemini.state.omniMode = mode;
      try {
        const start = await person.post('/api/generate-veo-video', { prompt: 'A battle' });
        const status = await clipUntilDone(person, start.json().operation_name);
        expect(status.state).toBe('FAILED');
        expect(status.error).toContain(reason);
        expect(await creditsOf(person)).toBe(120);
      } finally {
        fixture.gemini.state.omniMode = 'uri';
      }
    },
  );

  it('waits out a 429 with retryDelay on the create and a 503 on a poll, then delivers', async () => {
    const person = await signIn('omni-busy@example.com', 120);
    const before = fixture.gemini.state.requests.length;
    fixture.gemini.failNext(1, rateLimited('/v1beta/interactions', 1));
    fixture.gemini.failNext(1, overloaded('/v1beta/interactions/'));
    const start = await person.post('/api/generate-veo-video', { prompt: 'A kite' });
    const status = await clipUntilDone(person, start.json().operation_name);
    expect(status.url).toMatch(/\.mp4\?/);
    expect(await creditsOf(person)).toBe(30);
    const creates = fixture.gemini.state.requests
      .slice(before)
      .filter((request) => request.method === 'POST' && request.path === '/v1beta/interactions');
    // the rate-limited create reached the fake, was answered 429, and was sent once more
    expect(creates).toHaveLength(2);
  }, 30_000);

  it.each([
    [
      'an unknown model id',
      { VIDEO_MODEL: 'gemini-omni-9-flash' },
      'models/gemini-omni-9-flash is not found',
    ],
    ['a bad key', { GEMINI_API_KEY: 'wrong-key' }, 'API key not valid'],
  ])(
    '%s fails as "temporarily unavailable" with credits back, the full answer logged',
    async (_case, env, logged) => {
      const logs = captureLogs();
      const broken = await createLoggedTestApp(logs, {
        GEMINI_API_KEY: GEMINI_TEST_KEY,
        GEMINI_API_BASE: fixture.gemini.url,
        VEO_POLL_SECONDS: '1',
        ...env,
      });
      try {
        await startWorkers(broken.container);
        const person = await signIn('omni-broken@example.com', 120, broken);
        const start = await person.post('/api/generate-veo-video', { prompt: 'A fox' });
        const status = await clipUntilDone(person, start.json().operation_name);
        expect(status).toMatchObject({
          state: 'FAILED',
          error: MESSAGES.providers.toolUnavailableCreditsBack,
        });
        expect(await creditsOf(person)).toBe(120);
        const entry = logs
          .entries()
          .find(
            (candidate) => candidate.level === 50 && JSON.stringify(candidate).includes(logged),
          );
        expect(entry).toBeDefined();
      } finally {
        await broken.dispose();
      }
    },
    120_000,
  );
});
