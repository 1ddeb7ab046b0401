import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  quotaExhausted,
  rateLimited,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../../../test-support/fake-openai-server';
import { listOpenAiModels } from '../../src/adapters/http/openai-api';
import {
  ProviderBusy,
  ProviderRefused,
  ProviderUnavailable,
} from '../../src/adapters/http/provider-errors';
import { ResultDownloader } from '../../src/adapters/http/result-downloader';
import { ResultRefused } from '../../src/adapters/http/result-fetcher';
import { OpenAiCompatibleImageGenerator } from '../../src/adapters/image-generator/openai-compatible.image-generator';
import { OpenAiCompatibleScriptWriter } from '../../src/adapters/script-writer/openai-compatible.script-writer';
import { GenerationRefused } from '../../src/adapters/video-generator/video-generator';
import { OpenAiCompatibleSpeechVoice } from '../../src/adapters/voice/openai-compatible.speech-voice';
import { solidPng } from '../helpers/sample-images';

const KEY = 'sk-test-orato';
// production rules: only the configured server's own origin may be plain HTTP on loopback
const downloader = new ResultDownloader({ allowLoopbackHttp: false, maxBytes: 10_000_000 });

describe('OpenAI-compatible adapters against a fake speaking the OpenAI wire format', () => {
  let fake: FakeOpenAi;
  let png: Buffer;
  let workDir: string;
  const endpoint = () => ({ baseUrl: fake.url, apiKey: KEY });
  const writer = (model = 'gpt-5-mini') =>
    new OpenAiCompatibleScriptWriter({ ...endpoint(), model });
  const voice = (model = 'tts-1') => new OpenAiCompatibleSpeechVoice({ ...endpoint(), model });
  const images = (model = 'gpt-image-1', responseFormat?: 'b64_json' | 'url') =>
    new OpenAiCompatibleImageGenerator(
      { ...endpoint(), model, size: '1024x1024', responseFormat },
      downloader,
    );
  const render = (
    generator: OpenAiCompatibleImageGenerator,
    prompt: string,
    inputs: Buffer[] = [],
  ) =>
    generator.render(
      { prompt, inputs: inputs.map((data) => ({ data, contentType: 'image/png' })) },
      workDir,
    );

  beforeAll(async () => {
    png = await solidPng({ r: 30, g: 160, b: 90 }, 16, 16);
    fake = await startFakeOpenAi({ apiKey: KEY, png });
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-openai-'));
  });
  afterAll(async () => {
    await fake?.close();
    await rm(workDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    Object.assign(fake.state, {
      structuredOutput: true,
      chatMode: 'script',
      imageUrlBase: undefined,
      imageUrlByDefault: false,
      speechAsMp3: false,
      failures: [],
      requests: [],
    });
  });

  describe('chat completions (script writer)', () => {
    it('asks for a strict JSON schema with a system prompt and reads the script', async () => {
      const script = await writer().writeScript('a bakery opening', 0);
      expect(script).toContain('a bakery opening');
      const [call] = fake.calls('/v1/chat/completions');
      expect(call!.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(call!.body).toMatchObject({
        model: 'gpt-5-mini',
        messages: [
          { role: 'system' },
          { role: 'user', content: expect.stringContaining('Idea: a bakery opening') },
        ],
        response_format: { type: 'json_schema', json_schema: { strict: true } },
      });
    });

    it('asks again without response_format when the server refuses it, and stays with plain text', async () => {
      fake.state.structuredOutput = false;
      const plain = writer('llama3.2');
      expect(await plain.writeScript('tea', 0)).toContain('tea');
      expect(await plain.writeScript('coffee', 1)).toContain('coffee');
      const calls = fake.calls('/v1/chat/completions');
      expect(calls.map((call) => 'response_format' in (call.body as object))).toEqual([
        true,
        false,
        false,
      ]);
    });

    it('takes prose as the script when a model ignores the JSON instruction', async () => {
      fake.state.chatMode = 'prose';
      fake.state.structuredOutput = false;
      expect(await writer().writeScript('bikes', 0)).toMatch(
        /^Here is something worth a minute: bikes\./,
      );
    });

    it('turns a refusal into the user’s reason and a length stop into the operator’s problem', async () => {
      await expect(writer().writeScript('something forbidden', 0)).rejects.toMatchObject({
        constructor: ProviderRefused,
        reason: "I'm sorry, I can't help with that request",
      });
      fake.state.chatMode = 'length';
      await expect(writer().writeScript('x', 0)).rejects.toBeInstanceOf(ProviderUnavailable);
      fake.state.chatMode = 'content_filter';
      await expect(writer().writeScript('x', 0)).rejects.toBeInstanceOf(ProviderRefused);
    });

    it('refuses an unknown model (404 model_not_found) and a bad key (401) without retrying', async () => {
      await expect(writer('gpt-nonexistent').writeScript('x', 0)).rejects.toMatchObject({
        constructor: ProviderUnavailable,
        status: 404,
        body: expect.stringContaining('model_not_found'),
      });
      const badKey = new OpenAiCompatibleScriptWriter({
        baseUrl: fake.url,
        apiKey: 'sk-wrong',
        model: 'gpt-5-mini',
      });
      await expect(badKey.writeScript('x', 0)).rejects.toMatchObject({ status: 401 });
      expect(fake.calls('/v1/chat/completions')).toHaveLength(2);
    });

    it('retries 429 and 5xx answers and resets, but not a spent quota', async () => {
      fake.state.failures.push(
        {
          path: '/v1/chat/completions',
          status: 429,
          body: rateLimited,
          headers: { 'retry-after': '0' },
        },
        { path: '/v1/chat/completions', status: 503 },
        { path: '/v1/chat/completions', status: 0, reset: true },
      );
      expect(await writer().writeScript('retries', 0)).toContain('retries');
      expect(fake.calls('/v1/chat/completions')).toHaveLength(4);
      fake.state.failures.push({ path: '/v1/chat/completions', status: 429, body: quotaExhausted });
      await expect(writer().writeScript('x', 0)).rejects.toBeInstanceOf(ProviderUnavailable);
      expect(fake.calls('/v1/chat/completions')).toHaveLength(5);
    });

    it('gives up with ProviderBusy when the server stays overloaded', async () => {
      for (let attempt = 0; attempt < 4; attempt++) {
        fake.state.failures.push({
          path: '/v1/chat/completions',
          status: 429,
          body: rateLimited,
          headers: { 'retry-after': '0' },
        });
      }
      await expect(writer().writeScript('x', 0)).rejects.toBeInstanceOf(ProviderBusy);
    }, 20_000);
  });

  describe('audio/speech (voice)', () => {
    it('asks for WAV in the named voice and answers the WAV bytes', async () => {
      const wav = await voice().speak('Hello there, friend.', 'nova');
      expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
      expect(wav.readUInt32LE(24)).toBe(24_000);
      // more than half a second of 16-bit samples after the 44-byte header
      expect((wav.length - 44) / 2 / 24_000).toBeGreaterThan(0.5);
      expect(fake.calls('/v1/audio/speech')[0]!.body).toEqual({
        model: 'tts-1',
        input: 'Hello there, friend.',
        voice: 'nova',
        response_format: 'wav',
      });
    });

    it('refuses an unknown voice (400) and model (404), and a server that answers MP3', async () => {
      await expect(voice().speak('Hi', 'nobody')).rejects.toMatchObject({ status: 400 });
      await expect(voice('tts-9').speak('Hi', 'nova')).rejects.toMatchObject({ status: 404 });
      fake.state.speechAsMp3 = true;
      await expect(voice().speak('Hi', 'nova')).rejects.toThrow(/not a WAV file/);
    });
  });

  describe('images generations and edits', () => {
    it('generates from a prompt alone, reading b64_json; GPT image models get no response_format', async () => {
      const result = await render(images(), 'a green square');
      expect(result.contentType).toBe('image/png');
      expect(await readFile(result.mediaPath)).toEqual(png);
      expect(fake.calls('/v1/images/generations')[0]!.body).toEqual({
        model: 'gpt-image-1',
        prompt: 'a green square',
        n: 1,
        size: '1024x1024',
      });
    });

    it('edits with one image as `image` and several as `image[]`, multipart', async () => {
      await render(images(), 'make it warmer', [png]);
      await render(images(), 'combine them', [png, png]);
      const [one, two] = fake
        .calls('/v1/images/edits')
        .map((call) => call.body as { files: { name: string; type: string }[]; model: string });
      expect(one!.model).toBe('gpt-image-1');
      expect(one!.files.map((file) => file.name)).toEqual(['image']);
      expect(two!.files.map((file) => file.name)).toEqual(['image[]', 'image[]']);
      expect(two!.files[0]!.type).toBe('image/png');
    });

    it('fetches a `url` answer from the configured server itself, even on loopback over HTTP', async () => {
      const result = await render(images('dall-e-2', 'url'), 'a lamp');
      expect(await readFile(result.mediaPath)).toEqual(png);
      expect(fake.calls('/v1/images/generations')[0]!.body).toMatchObject({
        response_format: 'url',
      });
    });

    it('refuses a `url` that points anywhere else at a private address', async () => {
      fake.state.imageUrlByDefault = true;
      fake.state.imageUrlBase = fake.url.replace('127.0.0.1', '127.0.0.2');
      await expect(render(images('stable-diffusion'), 'a lamp')).rejects.toBeInstanceOf(
        ResultRefused,
      );
    });

    it('reads a moderation block as a refusal, and a refused parameter as the operator’s problem', async () => {
      await expect(render(images(), 'something forbidden')).rejects.toMatchObject({
        constructor: ProviderRefused,
        reason: expect.stringContaining('safety system'),
      });
      await expect(render(images('gpt-image-1', 'url'), 'a lamp')).rejects.toMatchObject({
        constructor: ProviderUnavailable,
        status: 400,
      });
      await expect(render(images('imagen-x'), 'a lamp')).rejects.toMatchObject({ status: 404 });
    });

    it('answers the unexpected-format message when the data is not a picture', async () => {
      const notPng = await startFakeOpenAi({ png: Buffer.from('not an image') });
      try {
        const generator = new OpenAiCompatibleImageGenerator(
          { baseUrl: notPng.url, model: 'gpt-image-1', size: 'auto' },
          downloader,
        );
        await expect(render(generator, 'x')).rejects.toBeInstanceOf(GenerationRefused);
        // no key configured: none is sent
        expect(notPng.calls('/v1/images/generations')[0]!.headers.authorization).toBeUndefined();
      } finally {
        await notPng.close();
      }
    });
  });

  it('lists models with GET /v1/models (what the doctor calls)', async () => {
    expect(await listOpenAiModels(endpoint())).toContain('tts-1');
    await expect(listOpenAiModels({ baseUrl: fake.url })).rejects.toMatchObject({ status: 401 });
  });
});
