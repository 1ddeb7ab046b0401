import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRefused, ProviderUnavailable } from '../../src/adapters/http/provider-errors';
import { ResultDownloader } from '../../src/adapters/http/result-downloader';
import type { ObjectStorage } from '../../src/adapters/object-storage/object-storage';
import { HeyGenVideoGenerator } from '../../src/adapters/video-generator/heygen.video-generator';
import type { RemoteJobStatus } from '../../src/adapters/video-generator/video-generator';
import { loadConfig } from '../../src/config';
import { createProviderDoctor } from '../../src/doctor-probes';
import { startFakeHeyGen, type FakeHeyGen } from '../helpers/fake-heygen-server';
import { makeSampleVideo } from '../helpers/sample-media';

const KEY = 'heygen-contract-key';
const SCRIPT = 'Welcome to Orato. This is a short script for the avatar.';
const downloader = new ResultDownloader({ allowLoopbackHttp: true, maxBytes: 10_000_000 });

/** The HeyGen adapter called directly against a fake speaking HeyGen's v2 wire format. */
describe('HeyGen adapter against the fake v2 API', () => {
  let workDir: string;
  let fake: FakeHeyGen;
  let heygen: HeyGenVideoGenerator;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-heygen-contract-'));
    const videoPath = path.join(workDir, 'clip.mp4');
    await makeSampleVideo(videoPath, 1);
    fake = await startFakeHeyGen({ apiKey: KEY, videoPath });
    heygen = new HeyGenVideoGenerator({
      apiKey: KEY,
      baseUrl: fake.url,
      pollIntervalSeconds: 1,
      resultHosts: [],
    });
  }, 60_000);

  afterAll(async () => {
    await fake?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  async function pollUntilEnded(videoId: string): Promise<RemoteJobStatus[]> {
    const seen: RemoteJobStatus[] = [];
    for (let poll = 0; poll < 10; poll++) {
      const status = await heygen.poll(videoId);
      seen.push(status);
      if (status.state === 'COMPLETE' || status.state === 'FAILED') {
        return seen;
      }
    }
    throw new Error(`never ended: ${JSON.stringify(seen)}`);
  }

  it('lists the avatars as creators, their previews as pictures', async () => {
    const creators = await heygen.listCreators();
    expect(creators.map((creator) => creator.name)).toEqual([
      'Angela-inTshirt-20220820',
      'Tyler-incasualsuit-20220721',
    ]);
    expect(creators[0]!.imageUrl).toMatch(/Angela-inTshirt-20220820\.webp$/);
  });

  it('generates one scene with a voice of the avatar’s gender, polls it to completed and downloads it', async () => {
    const videoId = await heygen.submit({
      creatorName: 'Tyler-incasualsuit-20220721',
      script: SCRIPT,
    });
    expect(fake.state.generated.at(-1)).toEqual({
      video_inputs: [
        {
          character: {
            type: 'avatar',
            avatar_id: 'Tyler-incasualsuit-20220721',
            avatar_style: 'normal',
          },
          voice: { type: 'text', voice_id: '2d5b0e6cf36f460aa7fc47e3eee4ba54', input_text: SCRIPT },
        },
      ],
      dimension: { width: 1280, height: 720 },
    });
    const seen = await pollUntilEnded(videoId);
    expect(seen.map((status) => status.state)).toEqual(['QUEUED', 'PROCESSING', 'COMPLETE']);
    const target = path.join(workDir, 'heygen.mp4');
    await downloader.download((seen.at(-1) as { resultUrl: string }).resultUrl, target, {
      allowedHosts: heygen.resultHosts,
    });
    expect((await readFile(target)).length).toBeGreaterThan(100);
  });

  it('speaks a user’s own recording as an audio voice by link, which the API takes', async () => {
    const audioUrl = 'https://orato.example/api/media/users/u/uploads/take.wav?expires=1';
    const videoId = await heygen.submit({
      creatorName: 'Tyler-incasualsuit-20220721',
      script: '',
      recording: { wav: Buffer.from('RIFF'), url: audioUrl },
    });
    expect(fake.state.generated.at(-1)).toMatchObject({
      video_inputs: [{ voice: { type: 'audio', audio_url: audioUrl } }],
    });
    expect(
      Object.keys(
        (fake.state.generated.at(-1) as { video_inputs: [{ voice: object }] }).video_inputs[0]
          .voice,
      ),
    ).toEqual(['type', 'audio_url']);
    const seen = await pollUntilEnded(videoId);
    expect(seen.at(-1)!.state).toBe('COMPLETE');
  });

  it('the fake refuses an audio voice whose link is not one, as HeyGen does', async () => {
    const submit = heygen.submit({
      creatorName: 'Tyler-incasualsuit-20220721',
      script: '',
      recording: { wav: Buffer.from('RIFF'), url: 'file:///etc/passwd' },
    });
    await expect(submit).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('an avatar HeyGen does not list is our request’s fault: unavailable, the body kept for the log', async () => {
    const submit = heygen.submit({ creatorName: 'Nobody', script: SCRIPT });
    await expect(submit).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(submit).rejects.toMatchObject({ status: 400 });
    await expect(submit).rejects.toMatchObject({
      body: expect.stringContaining('avatar_not_found'),
    });
  });

  it('an exhausted quota is the operator’s to fix: unavailable, not a refusal', async () => {
    fake.state.quotaExhausted = true;
    try {
      const submit = heygen.submit({ creatorName: 'Angela-inTshirt-20220820', script: SCRIPT });
      await expect(submit).rejects.toBeInstanceOf(ProviderUnavailable);
      await expect(submit).rejects.toMatchObject({ status: 402 });
    } finally {
      fake.state.quotaExhausted = false;
    }
  });

  it('a script refused by moderation is the user’s to change, in HeyGen’s words', async () => {
    fake.state.moderate = true;
    try {
      const submit = heygen.submit({ creatorName: 'Angela-inTshirt-20220820', script: SCRIPT });
      await expect(submit).rejects.toBeInstanceOf(ProviderRefused);
      await expect(submit).rejects.toMatchObject({
        reason: 'The input text contains blocked words',
      });
    } finally {
      fake.state.moderate = false;
    }
  });

  it('a video that ends failed says why and returns the credits', async () => {
    fake.state.failVideos = true;
    try {
      const videoId = await heygen.submit({
        creatorName: 'Angela-inTshirt-20220820',
        script: SCRIPT,
      });
      expect((await pollUntilEnded(videoId)).at(-1)).toEqual({
        state: 'FAILED',
        error: 'HeyGen could not make this video: Video is too long. Your credits were returned.',
      });
    } finally {
      fake.state.failVideos = false;
    }
  });

  it('a 429 with Retry-After is waited out and the poll goes on', async () => {
    const videoId = await heygen.submit({
      creatorName: 'Angela-inTshirt-20220820',
      script: SCRIPT,
    });
    fake.state.rateLimitNext = 1;
    expect((await pollUntilEnded(videoId)).at(-1)).toMatchObject({ state: 'COMPLETE' });
  }, 20_000);

  it('the doctor row reads the avatar list only (no video is generated)', async () => {
    const generated = fake.state.generated.length;
    const config = loadConfig({
      HEYGEN_API_KEY: KEY,
      HEYGEN_API_BASE: fake.url,
      DATA_DIR: workDir,
    });
    const checks = await createProviderDoctor(config, {} as ObjectStorage).examine();
    expect(checks.find((check) => check.provider === 'heygen')).toMatchObject({
      status: 'ok',
      detail: 'key accepted; 2 avatars',
    });
    expect(fake.state.generated.length).toBe(generated);
    const wrong = loadConfig({
      HEYGEN_API_KEY: 'wrong',
      HEYGEN_API_BASE: fake.url,
      DATA_DIR: workDir,
    });
    const refused = await createProviderDoctor(wrong, {} as ObjectStorage).examine();
    expect(refused.find((check) => check.provider === 'heygen')?.status).toBe('fail');
  });
});
