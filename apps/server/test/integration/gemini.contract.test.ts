import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callGemini } from '../../src/adapters/http/gemini-api';
import { ProviderUnavailable } from '../../src/adapters/http/provider-errors';
import {
  buildImageRequestBody,
  GeminiImageGenerator,
} from '../../src/adapters/image-generator/gemini.image-generator';
import type { FakeGemini } from '../helpers/gemini-app';
import { startFakeGemini } from '../helpers/fake-gemini-server';
import { makeSampleVideo } from '../helpers/sample-media';
import { solidPng } from '../helpers/sample-images';

const KEY = 'gemini-contract-key';

/** The Gemini adapters called directly against a fake speaking the Gemini API's wire format. */
describe('Gemini adapters against the fake Gemini API', () => {
  let workDir: string;
  let fake: FakeGemini;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-gemini-contract-'));
    const videoPath = path.join(workDir, 'clip.mp4');
    await makeSampleVideo(videoPath, 1);
    fake = await startFakeGemini({
      apiKey: KEY,
      videoPath,
      png: await solidPng({ r: 200, g: 40, b: 40 }, 16, 16),
    });
  }, 60_000);

  afterAll(async () => {
    await fake?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  describe('images', () => {
    it('the cheaper gemini-3.1-flash-lite-image makes an image from the request the default gets', async () => {
      const generator = new GeminiImageGenerator({
        apiKey: KEY,
        baseUrl: fake.url,
        model: 'gemini-3.1-flash-lite-image',
      });
      const media = await generator.render({ prompt: 'a red kite', inputs: [] }, workDir);
      expect(media.contentType).toBe('image/png');
      expect((await readFile(media.mediaPath)).subarray(1, 4).toString()).toBe('PNG');
      const sent = fake.state.requests.findLast((request) =>
        request.path.endsWith('gemini-3.1-flash-lite-image:generateContent'),
      );
      expect(sent?.body).toEqual(buildImageRequestBody({ prompt: 'a red kite', inputs: [] }));
    });

    it('the fake refuses 2K from Flash Lite Image, as the API does (1K only)', async () => {
      const body = buildImageRequestBody({ prompt: 'a red kite', inputs: [] });
      body.generationConfig.imageConfig.imageSize = '2K';
      const call = callGemini(
        { apiKey: KEY, baseUrl: fake.url },
        {
          provider: 'gemini',
          path: '/v1beta/models/gemini-3.1-flash-lite-image:generateContent',
          method: 'POST',
          body,
          timeoutMs: 5000,
        },
      );
      await expect(call).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(call).rejects.toMatchObject({ status: 400 });
    });
  });
});
