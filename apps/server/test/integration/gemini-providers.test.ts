import { MESSAGES, refusalReason } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { startWorkers } from '../../src/jobs/workers';
import { overloaded, rateLimited } from '../helpers/fake-gemini-server';
import { clipUntilDone, GEMINI_TEST_KEY, useGeminiApp } from '../helpers/gemini-app';
import { uploadAs } from '../helpers/multipart';
import { solidPng } from '../helpers/sample-images';
import { captureLogs, createLoggedTestApp } from '../reliability/support/log-capture';

const VEO_ON_THIS_KEY = 'veo-3.1-generate-001';

describe('Veo, Gemini images and Gemini scripts (local fake of the Gemini API)', () => {
  // the Veo path for a key that is served a Veo model (the Gemini API docs name none since the
  // previews were shut down on 2026-10-22, and the fake refuses those): this id stands for one
  const fixture = useGeminiApp({ VEO_MODEL: VEO_ON_THIS_KEY }, (fake) => {
    fake.state.models.push(VEO_ON_THIS_KEY);
  });
  const { signIn, creditsOf } = fixture;

  it('generates a Veo clip: submit with the negative prompt, poll a slow operation, copy the file, charge 120', async () => {
    const person = await signIn('veo@example.com', 200);
    const start = await person.post('/api/generate-veo-video', {
      prompt: 'A fox in the snow',
      negative_prompt: 'text',
    });
    expect(start.statusCode).toBe(200);
    const status = await clipUntilDone(person, start.json().operation_name);
    expect(status.url).toMatch(/^\/api\/media\/users\/.+\/veo3-videos\/.+\.mp4\?/);
    const submit = fixture.gemini.state.requests.find((request) =>
      request.path.endsWith(':predictLongRunning'),
    );
    expect(submit?.path).toBe(`/v1beta/models/${VEO_ON_THIS_KEY}:predictLongRunning`);
    expect(submit?.body).toEqual({
      instances: [{ prompt: 'A fox in the snow' }],
      parameters: {
        aspectRatio: '16:9',
        durationSeconds: 8,
        sampleCount: 1,
        negativePrompt: 'text',
      },
    });
    expect(await creditsOf(person)).toBe(80);
  });

  it('sends an uploaded start frame as instances[0].image, the stored bytes in base64', async () => {
    const person = await signIn('veo-frame@example.com', 120);
    const png = await solidPng({ r: 200, g: 80, b: 20 }, 64, 36);
    const [url] = await uploadAs(fixture.context.app, person.cookie!, [
      { filename: 'frame.png', contentType: 'image/png', data: png },
    ]);
    const start = await person.post('/api/generate-veo-video', {
      prompt: 'The kite takes off',
      start_image_url: url,
    });
    expect(start.statusCode).toBe(200);
    const status = await clipUntilDone(person, start.json().operation_name);
    expect(status.url).toBeDefined();
    const submit = fixture.gemini.state.requests.findLast((request) =>
      request.path.endsWith(':predictLongRunning'),
    );
    const stored = await fixture.context.app.inject({ method: 'GET', url: url! });
    expect((submit?.body as { instances: unknown[] }).instances).toEqual([
      {
        prompt: 'The kite takes off',
        image: { bytesBase64Encoded: stored.rawPayload.toString('base64'), mimeType: 'image/png' },
      },
    ]);
  });

  it('the fake refuses a start frame in a shape Veo does not take', async () => {
    const submit = (image: object) =>
      fetch(`${fixture.gemini.url}/v1beta/models/${VEO_ON_THIS_KEY}:predictLongRunning`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': GEMINI_TEST_KEY },
        body: JSON.stringify({ instances: [{ prompt: 'x', image }] }),
      });
    expect((await submit({ inlineData: { data: 'iVBORw==', mimeType: 'image/png' } })).status).toBe(
      400,
    );
    expect((await submit({ bytesBase64Encoded: 'iVBORw==', mimeType: 'image/gif' })).status).toBe(
      400,
    );
    expect((await submit({ bytesBase64Encoded: 'iVBORw==', mimeType: 'image/png' })).status).toBe(
      200,
    );
  });

  it('reports an operation error and releases the 120 credits', async () => {
    const person = await signIn('veo-error@example.com', 120);
    fixture.gemini.state.videoMode = 'error';
    const start = await person.post('/api/generate-veo-video', { prompt: 'Something impossible' });
    const status = await clipUntilDone(person, start.json().operation_name);
    fixture.gemini.state.videoMode = 'ok';
    expect(status).toMatchObject({
      state: 'FAILED',
      error: MESSAGES.providers.refused('The prompt could not be rendered'),
    });
    expect(await creditsOf(person)).toBe(120);
  });

  it('validates VEO prompts with the spec messages', async () => {
    const person = await signIn('veo-check@example.com', 0);
    expect((await person.post('/api/generate-veo-video', { prompt: '' })).json().error).toBe(
      MESSAGES.veo.promptRequired,
    );
    const long = await person.post('/api/generate-veo-video', {
      prompt: Array.from({ length: 751 }, () => 'word').join(' '),
    });
    expect(long.json().error).toBe(MESSAGES.veo.promptTooLong);
    expect((await person.post('/api/generate-veo-video', { prompt: 'a cat' })).statusCode).toBe(
      402,
    );
  });

  it('returns the image part of a Gemini image reply', async () => {
    const person = await signIn('gemini-image@example.com', 4);
    const response = await person.post('/api/google-nano-banana', { prompt: 'A blue square' });
    expect(response.statusCode).toBe(200);
    const image = await fixture.context.app.inject({
      method: 'GET',
      url: response.json().image_url,
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(await creditsOf(person)).toBe(2);
  });

  it("answers a text-only reply with the spec's unexpected-format message and returns the credits", async () => {
    const person = await signIn('gemini-text-only@example.com', 2);
    fixture.gemini.state.imageMode = 'text-only';
    const response = await person.post('/api/google-nano-banana', { prompt: 'Something refused' });
    fixture.gemini.state.imageMode = 'image';
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe(MESSAGES.nanoBanana.unexpectedFormat);
    expect(await creditsOf(person)).toBe(2);
  });

  it('writes scripts with the Gemini text model', async () => {
    const person = await signIn('gemini-script@example.com', 0);
    const response = await person.post('/api/script', { topic: 'habits' });
    expect(response.json()).toEqual({
      script: 'Gemini wrote this script. It has a hook, two points and a call to action.',
      language: 'en',
    });
  });

  it('drafts storyboard scenes with the Gemini text model, asked for JSON by a response schema', async () => {
    const person = await signIn('gemini-storyboard@example.com', 0);
    const response = await person.post('/api/storyboard/draft', { idea: 'habits' });
    expect(response.statusCode).toBe(200);
    const { scenes } = response.json();
    expect(scenes.map((scene: { line: string }) => scene.line)).toEqual([
      'Gemini opens the story.',
      'Then it shows the idea at work.',
      'And it closes with a call to act.',
    ]);
    expect(scenes[1].visual).toEqual({
      kind: 'shot',
      source: 'generate',
      prompt: 'hands sketching on paper',
    });
    const sent = fixture.gemini.state.requests.findLast((request) =>
      request.path.endsWith(':generateContent'),
    )?.body as { generationConfig: { responseMimeType: string; responseJsonSchema: object } };
    expect(sent.generationConfig.responseMimeType).toBe('application/json');
    expect(sent.generationConfig.responseJsonSchema).toHaveProperty('properties.scenes');
  });

  describe('issue 15: the failures a first real user would meet', () => {
    it('1. a Veo model code the Gemini API does not know fails as unavailable with credits back', async () => {
      const logs = captureLogs();
      const vertexOnly = await createLoggedTestApp(logs, {
        GEMINI_API_KEY: GEMINI_TEST_KEY,
        GEMINI_API_BASE: fixture.gemini.url,
        VEO_POLL_SECONDS: '1',
        VEO_MODEL: 'veo-3.1-fast-generate-001',
      });
      try {
        await startWorkers(vertexOnly.container);
        const person = await signIn('veo-404@example.com', 120, vertexOnly);
        const start = await person.post('/api/generate-veo-video', { prompt: 'A fox' });
        const status = await clipUntilDone(person, start.json().operation_name);
        expect(status).toMatchObject({
          state: 'FAILED',
          error: MESSAGES.providers.toolUnavailableCreditsBack,
        });
        expect((await person.post('/api/get-user', {})).json().credits).toBe(120);
        // the operator reads the provider's whole answer at error level
        const logged = logs
          .entries()
          .find((entry) => entry.level === 50 && JSON.stringify(entry).includes('NOT_FOUND'));
        expect(JSON.stringify(logged)).toContain(
          'models/veo-3.1-fast-generate-001 is not found for API version v1beta',
        );
      } finally {
        await vertexOnly.dispose();
      }
    }, 120_000);

    it('1. a Veo submit answered 503 is retried, not refused', async () => {
      const person = await signIn('veo-503@example.com', 120);
      fixture.gemini.failNext(2, overloaded(':predictLongRunning'));
      const start = await person.post('/api/generate-veo-video', { prompt: 'A heron' });
      const status = await clipUntilDone(person, start.json().operation_name);
      expect(status.url).toMatch(/\.mp4\?/);
      expect(await creditsOf(person)).toBe(0);
    }, 30_000);

    it('2. scripts on a thinking model end in JSON, not MAX_TOKENS; no temperature is sent', async () => {
      const person = await signIn('script-thinking@example.com', 0);
      const response = await person.post('/api/script', { topic: 'sleep' });
      expect(response.statusCode).toBe(200);
      const sent = fixture.gemini.state.requests.findLast((request) =>
        request.path.endsWith('gemini-3.8-flash:generateContent'),
      )?.body as { generationConfig: Record<string, unknown> };
      expect(sent.generationConfig.temperature).toBeUndefined();
      expect(sent.generationConfig.thinkingConfig).toEqual({ thinkingLevel: 'low' });
    });

    it('2. a blocked idea tells the user why instead of a generic failure', async () => {
      const person = await signIn('script-blocked@example.com', 0);
      fixture.gemini.state.textMode = 'blocked:PROHIBITED_CONTENT';
      const response = await person.post('/api/script', { topic: 'something' });
      fixture.gemini.state.textMode = 'script';
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(
        MESSAGES.providers.scriptRefused(refusalReason('PROHIBITED_CONTENT')),
      );
    });

    it('4. an image request rate-limited with Retry-After is retried after the wait and succeeds', async () => {
      const person = await signIn('image-429@example.com', 2);
      fixture.gemini.failNext(1, rateLimited('image:generateContent', 1));
      const before = Date.now();
      const response = await person.post('/api/google-nano-banana', { prompt: 'A red square' });
      expect(response.statusCode).toBe(200);
      expect(Date.now() - before).toBeGreaterThanOrEqual(1000);
      expect(await creditsOf(person)).toBe(0);
    });

    it('4. interim thought images are skipped: the final image is the result', async () => {
      const person = await signIn('image-thought@example.com', 2);
      fixture.gemini.state.imageMode = 'thought-first';
      const response = await person.post('/api/google-nano-banana', { prompt: 'A lamp' });
      fixture.gemini.state.imageMode = 'image';
      expect(response.statusCode).toBe(200);
      const image = await fixture.context.app.inject({
        method: 'GET',
        url: response.json().image_url,
      });
      expect(image.headers['content-type']).toBe('image/png');
    });

    it.each(['IMAGE_SAFETY', 'SAFETY', 'RECITATION', 'PROHIBITED_CONTENT'])(
      '4. an image candidate stopped for %s tells the user why and returns the credits',
      async (reason) => {
        const person = await signIn(`image-${reason.toLowerCase()}@example.com`, 2);
        fixture.gemini.state.imageMode = `finish:${reason}`;
        const response = await person.post('/api/google-nano-banana', { prompt: 'Something' });
        fixture.gemini.state.imageMode = 'image';
        expect(response.json().error).toBe(MESSAGES.providers.refused(refusalReason(reason)));
        expect(await creditsOf(person)).toBe(2);
      },
    );

    it('4. a Veo operation that returns the video inline as encodedVideo is stored', async () => {
      const person = await signIn('veo-encoded@example.com', 120);
      fixture.gemini.state.videoMode = 'encoded';
      const start = await person.post('/api/generate-veo-video', { prompt: 'A wave' });
      const status = await clipUntilDone(person, start.json().operation_name);
      fixture.gemini.state.videoMode = 'ok';
      expect(status.url).toMatch(/\.mp4\?/);
      const file = await fixture.context.app.inject({ method: 'GET', url: status.url });
      expect(file.headers['content-type']).toBe('video/mp4');
    });

    it("4. a filtered Veo operation gives the filter's reason and returns the credits", async () => {
      const person = await signIn('veo-filtered@example.com', 120);
      fixture.gemini.state.videoMode = 'filtered';
      const start = await person.post('/api/generate-veo-video', { prompt: 'A song' });
      const status = await clipUntilDone(person, start.json().operation_name);
      fixture.gemini.state.videoMode = 'ok';
      expect(status.state).toBe('FAILED');
      expect(status.error).toContain('We encountered an issue with the audio for your prompt');
      expect(await creditsOf(person)).toBe(120);
    });
  });
});
