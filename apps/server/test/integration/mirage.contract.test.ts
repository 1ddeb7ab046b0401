import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeWav, listAvatars } from '@orato/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderBusy,
  ProviderRefused,
  ProviderUnavailable,
} from '../../src/adapters/http/provider-errors';
import { ResultDownloader } from '../../src/adapters/http/result-downloader';
import type { ObjectStorage } from '../../src/adapters/object-storage/object-storage';
import {
  classifyMirageError,
  MirageVideoGenerator,
  wavSeconds,
} from '../../src/adapters/video-generator/mirage.video-generator';
import {
  GenerationRefused,
  type RemoteJobStatus,
} from '../../src/adapters/video-generator/video-generator';
import { loadConfig } from '../../src/config';
import { createProviderDoctor } from '../../src/doctor-probes';
import { createAvatarGenerator } from '../../src/engines';
import { startFakeCaptions } from '../helpers/fake-captions-server';
import {
  FAKE_MIRAGE_VOICE,
  silentWav,
  startFakeMirage,
  type FakeMirage,
} from '../helpers/fake-mirage-server';
import { makeSampleVideo } from '../helpers/sample-media';

const KEY = 'mirage-contract-key';
const SCRIPT = 'Welcome to Orato. This is a short script for the avatar.';
const downloader = new ResultDownloader({ allowLoopbackHttp: true, maxBytes: 10_000_000 });

/** The Mirage adapter called directly against a fake speaking the Mirage Video API's wire format. */
describe('Mirage adapter against the fake Mirage Video API', () => {
  let workDir: string;
  let fake: FakeMirage;
  let mirage: MirageVideoGenerator;
  const presenter = listAvatars()[0]!;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-mirage-contract-'));
    const videoPath = path.join(workDir, 'clip.mp4');
    await makeSampleVideo(videoPath, 1);
    fake = await startFakeMirage({ apiKey: KEY, videoPath });
    mirage = new MirageVideoGenerator({
      apiKey: KEY,
      baseUrl: fake.url,
      voiceId: FAKE_MIRAGE_VOICE,
      pollIntervalSeconds: 1,
      resultHosts: [],
      thumbnailBaseUrl: '/api/creators',
    });
  }, 60_000);

  afterAll(async () => {
    await fake?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  async function pollUntilEnded(videoId: string): Promise<RemoteJobStatus[]> {
    const seen: RemoteJobStatus[] = [];
    for (let poll = 0; poll < 10; poll++) {
      const status = await mirage.poll(videoId);
      seen.push(status);
      if (status.state === 'COMPLETE' || status.state === 'FAILED') {
        return seen;
      }
    }
    throw new Error(`never ended: ${JSON.stringify(seen)}`);
  }

  it('offers our presenters, each with the portrait it is sent as', async () => {
    const creators = await mirage.listCreators();
    expect(creators[0]).toEqual({
      name: presenter.name,
      imageUrl: `/api/creators/${presenter.id}/thumbnail.png`,
      thumbnailId: presenter.id,
    });
    const png = await mirage.creatorThumbnail(presenter.id);
    expect(png?.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('speaks the script, sends portrait and audio as multipart, polls to COMPLETE and downloads', async () => {
    const videoId = await mirage.submit({ creatorName: presenter.name, script: SCRIPT });
    expect(fake.state.speeches.at(-1)).toEqual({ text: SCRIPT, model: 'mirage-audio-1' });
    expect(fake.state.submissions.at(-1)).toEqual({
      fields: {
        audio_reference: { filename: 'speech.wav', type: 'audio/wav', bytes: expect.any(Number) },
        image_reference: {
          filename: 'presenter.png',
          type: 'image/png',
          bytes: expect.any(Number),
        },
        model: 'mirage-video-1-latest',
      },
    });
    const seen = await pollUntilEnded(videoId);
    expect(seen.map((status) => status.state)).toEqual(['PROCESSING', 'COMPLETE']);
    const resultUrl = (seen.at(-1) as { resultUrl: string }).resultUrl;
    expect(resultUrl).toBe(`${fake.url}/v1/videos/${videoId}/content`);
    const target = path.join(workDir, 'mirage.mp4');
    await downloader.download(resultUrl, target, {
      allowedHosts: mirage.resultHosts,
      headers: mirage.downloadHeaders(),
    });
    expect((await readFile(target)).length).toBeGreaterThan(100);
  });

  it('sends a user’s own recording as the audio, with no speech of its own', async () => {
    const speeches = fake.state.speeches.length;
    const wav = encodeWav({ samples: new Int16Array(24000), sampleRate: 24000 });
    await mirage.submit({
      creatorName: presenter.name,
      script: '',
      recording: { wav, url: 'https://orato.example/take.wav' },
    });
    expect(fake.state.speeches.length).toBe(speeches);
    expect(fake.state.submissions.at(-1)).toMatchObject({
      fields: {
        audio_reference: { filename: 'speech.wav', type: 'audio/wav', bytes: wav.length },
      },
    });
  });

  it('a script that speaks longer than the seconds paid for is refused before any video', async () => {
    const submissions = fake.state.submissions.length;
    const submit = mirage.submit({ creatorName: presenter.name, script: SCRIPT, maxSeconds: 2 });
    await expect(submit).rejects.toBeInstanceOf(GenerationRefused);
    expect(fake.state.submissions.length).toBe(submissions);
  });

  it('a wrong key is the operator’s: unavailable, 401 kept for the log', async () => {
    const wrong = new MirageVideoGenerator({
      apiKey: 'wrong',
      baseUrl: fake.url,
      voiceId: FAKE_MIRAGE_VOICE,
      pollIntervalSeconds: 1,
      resultHosts: [],
      thumbnailBaseUrl: '/api/creators',
    });
    const submit = wrong.submit({ creatorName: presenter.name, script: SCRIPT });
    await expect(submit).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(submit).rejects.toMatchObject({ status: 401 });
  });

  it('FastAPI’s 422 `detail` array (a field we sent wrong) is ours: unavailable, never the user’s', async () => {
    fake.state.invalidNext = 1;
    const submit = mirage.submit({ creatorName: presenter.name, script: SCRIPT });
    await expect(submit).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(submit).rejects.toMatchObject({
      status: 422,
      body: expect.stringContaining('literal_error'),
    });
    const body = JSON.stringify({
      detail: [
        {
          loc: ['body', 'model'],
          msg: "Input should be 'mirage-video-1-latest'",
          type: 'literal_error',
        },
      ],
    });
    expect(classifyMirageError(422, body)).toEqual({ fault: 'operator' });
    expect(classifyMirageError(401, '{"detail":"Invalid API key"}')).toBeUndefined();
    expect(classifyMirageError(429, '{}')).toBeUndefined();
  });

  it('an image refused for its content reads as a refusal, in Mirage’s words', async () => {
    fake.state.refuseContent = true;
    try {
      const submit = mirage.submit({ creatorName: presenter.name, script: SCRIPT });
      await expect(submit).rejects.toBeInstanceOf(ProviderRefused);
      await expect(submit).rejects.toMatchObject({
        reason: 'The image violates our content policy',
      });
    } finally {
      fake.state.refuseContent = false;
    }
  });

  it('a video that ends FAILED says why and returns the credits', async () => {
    fake.state.failVideos = true;
    try {
      const videoId = await mirage.submit({ creatorName: presenter.name, script: SCRIPT });
      expect((await pollUntilEnded(videoId)).at(-1)).toEqual({
        state: 'FAILED',
        error:
          'Mirage could not make this video: No face was found in the image. Your credits were returned.',
      });
    } finally {
      fake.state.failVideos = false;
    }
  });

  it('a 429 with Retry-After is waited out on submit; a rate-limited poll waits for the next', async () => {
    fake.state.rateLimitNext = 1;
    const videoId = await mirage.submit({ creatorName: presenter.name, script: SCRIPT });
    fake.state.rateLimitNext = 1;
    await expect(mirage.poll(videoId)).rejects.toBeInstanceOf(ProviderBusy);
    expect((await pollUntilEnded(videoId)).at(-1)).toMatchObject({ state: 'COMPLETE' });
  }, 20_000);

  it('reads a WAV’s length from its header', () => {
    expect(wavSeconds(silentWav(1.5))).toBeCloseTo(1.5, 3);
    expect(wavSeconds(Buffer.from('ID3 not a wav'))).toBeUndefined();
  });

  it('CAPTIONS_API picks the backend; the doctor row says which API the key reaches, free reads only', async () => {
    const creatorFake = await startFakeCaptions({
      apiKey: 'creator-key',
      videoPath: path.join(workDir, 'clip.mp4'),
    });
    try {
      const mirageEnv = {
        CAPTIONS_API_KEY: KEY,
        CAPTIONS_API: 'mirage',
        CAPTIONS_API_BASE: creatorFake.url,
        MIRAGE_API_BASE: fake.url,
        MIRAGE_VOICE_ID: FAKE_MIRAGE_VOICE,
        DATA_DIR: workDir,
      };
      expect(() => loadConfig({ ...mirageEnv, MIRAGE_VOICE_ID: '' })).toThrow(/MIRAGE_VOICE_ID/);
      const config = loadConfig(mirageEnv);
      expect(createAvatarGenerator(config, { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' }).provider).toBe(
        'mirage',
      );
      const before = {
        submissions: fake.state.submissions.length,
        speeches: fake.state.speeches.length,
      };
      const doctor = async (env: Record<string, string>) =>
        (await createProviderDoctor(loadConfig(env), {} as ObjectStorage).examine()).find(
          (check) => check.provider === 'captions',
        );
      expect(await doctor(mirageEnv)).toMatchObject({
        status: 'ok',
        detail: 'key reaches the Mirage Video API (CAPTIONS_API=mirage)',
      });
      // a Mirage key configured as an AI Creator key: the row names the setting that works
      expect(await doctor({ ...mirageEnv, CAPTIONS_API: 'creator' })).toMatchObject({
        status: 'fail',
        detail: 'key reaches the Mirage Video API only',
        fix: expect.stringContaining('CAPTIONS_API=mirage'),
      });
      expect(await doctor({ ...mirageEnv, CAPTIONS_API_KEY: 'creator-key' })).toMatchObject({
        status: 'fail',
        detail: 'key reaches AI Creator only',
        fix: expect.stringContaining('CAPTIONS_API=creator'),
      });
      const refused = await doctor({ ...mirageEnv, CAPTIONS_API_KEY: 'nobody' });
      expect(refused).toMatchObject({ status: 'fail' });
      expect(refused!.detail).toContain('401');
      expect(fake.state.submissions.length).toBe(before.submissions);
      expect(fake.state.speeches.length).toBe(before.speeches);
      expect(creatorFake.state.submits).toBe(0);
    } finally {
      await creatorFake.close();
    }
  });
});
