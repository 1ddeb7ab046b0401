import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callGemini } from '../../src/adapters/http/gemini-api';
import { ProviderUnavailable } from '../../src/adapters/http/provider-errors';
import { ResultDownloader } from '../../src/adapters/http/result-downloader';
import { OmniVideoGenerator } from '../../src/adapters/video-generator/omni.video-generator';
import type { RemoteJobStatus } from '../../src/adapters/video-generator/video-generator';
import {
  buildImageRequestBody,
  GeminiImageGenerator,
} from '../../src/adapters/image-generator/gemini.image-generator';
import type { FakeGemini } from '../helpers/gemini-app';
import { startFakeGemini, type OmniMode } from '../helpers/fake-gemini-server';
import { makeSampleVideo } from '../helpers/sample-media';
import { solidPng } from '../helpers/sample-images';

const KEY = 'gemini-contract-key';
const downloader = new ResultDownloader({ allowLoopbackHttp: true, maxBytes: 10_000_000 });

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

  describe('Omni results', () => {
    const omni = () =>
      new OmniVideoGenerator({
        apiKey: KEY,
        baseUrl: fake.url,
        model: 'gemini-omni-1.1-flash',
        aspectRatio: '16:9',
        durationSeconds: 8,
        pollIntervalSeconds: 1,
      });

    async function pollUntilEnded(generator: OmniVideoGenerator, id: string) {
      const seen: RemoteJobStatus[] = [];
      for (let poll = 0; poll < 10; poll++) {
        const status = await generator.poll(id);
        seen.push(status);
        if (status.state === 'COMPLETE' || status.state === 'FAILED') {
          return seen;
        }
      }
      throw new Error(`never ended: ${JSON.stringify(seen)}`);
    }

    it.each([
      ['file', 'the bare files/<id> name'],
      ['file-url', 'the resource URL'],
    ] as [OmniMode, string][])(
      'a result named as a Files API resource (%s: %s) is fetched from :download once ACTIVE',
      async (mode) => {
        fake.state.omniMode = mode;
        fake.state.filePollsBeforeActive = 2;
        try {
          const generator = omni();
          const before = fake.state.requests.length;
          const id = await generator.submit({ prompt: 'A kite', negativePrompt: '' });
          const seen = await pollUntilEnded(generator, id);
          const done = seen.at(-1)!;
          // the interaction was done before the file was: the job went on waiting for ACTIVE
          expect(seen.filter((status) => status.state === 'PROCESSING').length).toBeGreaterThan(0);
          expect(done).toMatchObject({ state: 'COMPLETE' });
          const url = (done as { resultUrl: string }).resultUrl;
          expect(url).toMatch(/\/v1beta\/files\/omni\d+:download\?alt=media$/);
          const target = path.join(workDir, `omni-${mode}.mp4`);
          await downloader.download(url, target, {
            headers: generator.downloadHeaders(),
            allowedHosts: generator.resultHosts,
          });
          expect((await readFile(target)).length).toBeGreaterThan(100);
          const gets = fake.state.requests
            .slice(before)
            .filter((request) => /^\/v1beta\/files\/omni\d+$/.test(request.path));
          expect(gets.length).toBe(3);
        } finally {
          fake.state.omniMode = 'uri';
        }
      },
    );

    it('the fake refuses the bytes of a file that is still PROCESSING', async () => {
      fake.state.omniMode = 'file';
      fake.state.filePollsBeforeActive = 5;
      try {
        const generator = omni();
        const id = await generator.submit({ prompt: 'A kite', negativePrompt: '' });
        await generator.poll(id);
        await generator.poll(id);
        const early = await fetch(
          `${fake.url}/v1beta/files/omni${id.replace(/\D/g, '')}:download?alt=media`,
          {
            headers: generator.downloadHeaders(),
          },
        );
        expect(early.status).toBe(400);
      } finally {
        fake.state.omniMode = 'uri';
        fake.state.filePollsBeforeActive = 2;
      }
    });

    it('a link to the bytes themselves is fetched as it is, with no files.get', async () => {
      const generator = omni();
      const before = fake.state.requests.length;
      const id = await generator.submit({ prompt: 'A kite', negativePrompt: '' });
      const done = (await pollUntilEnded(generator, id)).at(-1)!;
      expect((done as { resultUrl: string }).resultUrl).toMatch(/:download\?alt=media$/);
      expect(
        fake.state.requests
          .slice(before)
          .some((request) => /^\/v1beta\/files\/[^:]+$/.test(request.path)),
      ).toBe(false);
    });
  });
});
