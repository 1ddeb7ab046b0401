import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { didError, startFakeDid, type FakeDid } from '../../../../test-support/fake-did-server';
import {
  ProviderBusy,
  ProviderRefused,
  ProviderUnavailable,
} from '../../src/adapters/http/provider-errors';
import { ResultDownloader } from '../../src/adapters/http/result-downloader';
import {
  DEFAULT_DID_VOICES,
  DidVideoGenerator,
  type DidConfig,
} from '../../src/adapters/video-generator/did.video-generator';
import type {
  PhotoAvatarVideoRequest,
  RemoteJobStatus,
} from '../../src/adapters/video-generator/video-generator';

const KEY = 'dGVzdEBvcmF0by5leGFtcGxl:fake-secret';
const VIDEO = Buffer.from('not really an mp4, but the bytes D-ID would serve');
// tests fetch from the fake over plain HTTP on loopback; hosts are still checked
const downloader = new ResultDownloader({ allowLoopbackHttp: true, maxBytes: 1_000_000 });

const request = (overrides: Partial<PhotoAvatarVideoRequest> = {}): PhotoAvatarVideoRequest => ({
  script: 'Hello from my own photo.',
  portrait: { data: Buffer.from('jpeg'), contentType: 'image/jpeg' },
  portraitUrl: 'https://orato.example/api/media/signed/portrait.jpg',
  landmarks: {
    imageWidth: 512,
    imageHeight: 512,
    box: { x: 0, y: 0, width: 1, height: 1 },
    mesh: [],
    rotation: { yaw: 0, pitch: 0, roll: 0 },
  },
  voice: 'en-us/male',
  language: 'en',
  maxSeconds: 30,
  ...overrides,
});

describe("D-ID adapter against a fake speaking D-ID's Talks API", () => {
  let fake: FakeDid;
  let workDir: string;
  const generator = (overrides: Partial<DidConfig> = {}) =>
    new DidVideoGenerator({
      apiKey: KEY,
      baseUrl: fake.url,
      voiceProvider: 'microsoft',
      voices: DEFAULT_DID_VOICES,
      pollIntervalSeconds: 10,
      resultHosts: ['d-id-talks-prod.s3.us-west-2.amazonaws.com', '*.d-id.com'],
      ...overrides,
    });
  const pollUntilSettled = async (did: DidVideoGenerator, id: string) => {
    const seen: RemoteJobStatus[] = [];
    for (let poll = 0; poll < 5; poll += 1) {
      const status = await did.poll(id);
      seen.push(status);
      if (status.state === 'COMPLETE' || status.state === 'FAILED') {
        break;
      }
    }
    return seen;
  };

  beforeAll(async () => {
    fake = await startFakeDid({ apiKey: KEY, video: VIDEO });
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-did-'));
  });
  afterAll(async () => {
    await fake?.close();
    await rm(workDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    fake.state.failures.length = 0;
    fake.state.requests.length = 0;
    fake.state.outcome = { status: 'done' };
  });

  it('creates a talk from the portrait link and script, polls it to done and downloads the result', async () => {
    const did = generator();
    const id = await did.submit(request());
    const create = fake.state.requests.find((entry) => entry.method === 'POST')!;
    expect(create.path).toBe('/talks');
    expect(create.headers.authorization).toBe(`Basic ${KEY}`);
    expect(create.body).toEqual({
      source_url: 'https://orato.example/api/media/signed/portrait.jpg',
      script: {
        type: 'text',
        input: 'Hello from my own photo.',
        provider: { type: 'microsoft', voice_id: 'en-US-GuyNeural' },
      },
      config: { result_format: 'mp4' },
    });
    const seen = await pollUntilSettled(did, id);
    expect(seen.map((status) => status.state)).toEqual(['QUEUED', 'PROCESSING', 'COMPLETE']);
    const done = seen.at(-1)!;
    if (done.state !== 'COMPLETE' || !('resultUrl' in done)) {
      throw new Error('expected a result URL');
    }
    const destination = path.join(workDir, 'talk.mp4');
    await downloader.download(done.resultUrl, destination, { allowedHosts: did.resultHosts });
    expect(await readFile(destination)).toEqual(VIDEO);
  });

  it('speaks a user’s own recording as an audio script by link, which the API takes', async () => {
    const did = generator();
    const recording = {
      wav: Buffer.from('RIFF'),
      url: 'https://orato.example/api/media/users/u/uploads/take.wav?expires=1',
    };
    const id = await did.submit(request({ script: '', recording }));
    expect(fake.state.requests.at(-1)!.body).toEqual({
      source_url: 'https://orato.example/api/media/signed/portrait.jpg',
      script: { type: 'audio', audio_url: recording.url },
      config: { result_format: 'mp4' },
    });
    const seen = await pollUntilSettled(did, id);
    expect(seen.at(-1)!.state).toBe('COMPLETE');
  });

  it('the fake refuses an audio script without a link, or with text fields, as D-ID does', async () => {
    const did = generator();
    const recording = { wav: Buffer.from('RIFF'), url: 'not a link' };
    await expect(did.submit(request({ recording }))).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.state.requests.at(-1)!.body).toMatchObject({ script: { type: 'audio' } });
  });

  it('picks the voice by language and timbre, and refuses nothing the real API would take', async () => {
    const did = generator();
    await did.submit(request({ voice: 'de', language: 'de' }));
    const body = fake.state.requests.at(-1)!.body as { script: { provider: { voice_id: string } } };
    expect(body.script.provider.voice_id).toBe('de-DE-KatjaNeural');
  });

  it('reports a rejected talk in words for the user', async () => {
    fake.state.outcome = {
      status: 'rejected',
      error: didError('CelebrityRecognizedError', 'Celebrity recognized'),
    };
    const did = generator();
    const seen = await pollUntilSettled(did, await did.submit(request()));
    expect(seen.at(-1)).toEqual({
      state: 'FAILED',
      error: 'D-ID does not animate photos of public figures. Your credits were returned.',
    });
  });

  it('reports a talk that fails on the face as the user’s photo, not an outage', async () => {
    fake.state.outcome = { status: 'error', error: didError('FaceError', 'No face detected') };
    const did = generator();
    const seen = await pollUntilSettled(did, await did.submit(request()));
    const last = seen.at(-1);
    expect(last?.state).toBe('FAILED');
    expect(last && 'error' in last && last.error).toMatch(/could not find a face/);
  });

  it('treats a bad key (401) as the operator’s problem, without retrying', async () => {
    const did = generator({ apiKey: 'wrong:key' });
    await expect(did.submit(request())).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.state.requests).toHaveLength(1);
  });

  it('treats a voice D-ID does not know (400 ValidationError) as the operator’s problem', async () => {
    const did = generator({ voices: { default: 'xx-XX-NobodyNeural' } });
    await expect(did.submit(request())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('passes a refusal of the photo (400 FaceError) to the user', async () => {
    fake.state.failures.push({
      method: 'POST',
      path: '/talks',
      status: 400,
      body: didError('FaceError', 'Face not detected in image'),
    });
    const did = generator();
    const refusal = await did.submit(request()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProviderRefused);
    expect((refusal as ProviderRefused).reason).toMatch(/could not find a face/);
  });

  it('retries a busy create (429, 503) and gets the talk', async () => {
    fake.state.failures.push(
      {
        method: 'POST',
        path: '/talks',
        status: 429,
        body: didError('TooManyRequestsError', 'Too Many Requests'),
        headers: { 'retry-after': '0' },
      },
      { method: 'POST', path: '/talks', status: 503, body: didError('UnknownError', 'busy') },
    );
    const did = generator();
    await expect(did.submit(request())).resolves.toMatch(/^tlk_/);
    expect(fake.state.requests.filter((entry) => entry.method === 'POST')).toHaveLength(3);
  });

  it('leaves a busy poll to the next scheduled poll (one attempt)', async () => {
    const did = generator();
    const id = await did.submit(request());
    fake.state.failures.push({
      method: 'GET',
      path: '/talks/',
      status: 429,
      body: didError('TooManyRequestsError', 'Too Many Requests'),
    });
    await expect(did.poll(id)).rejects.toBeInstanceOf(ProviderBusy);
    await expect(did.poll(id)).resolves.toEqual({ state: 'QUEUED', progress: 0 });
  });

  it('does not retry a create whose answer was lost: it may have started a billed talk', async () => {
    fake.state.failures.push({ method: 'POST', path: '/talks', status: 0, reset: true });
    const did = generator();
    await expect(did.submit(request())).rejects.toBeInstanceOf(ProviderBusy);
    expect(fake.state.requests.filter((entry) => entry.method === 'POST')).toHaveLength(1);
  });

  it('refuses a result URL on a host D-ID does not serve from', async () => {
    const did = generator();
    await expect(
      downloader.download('https://evil.example/talk.mp4', path.join(workDir, 'x.mp4'), {
        allowedHosts: did.resultHosts,
      }),
    ).rejects.toThrow();
  });

  it('checks the key for the doctor with a cheap call', async () => {
    await expect(generator().checkKey()).resolves.toBeUndefined();
    await expect(generator({ apiKey: 'wrong:key' }).checkKey()).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });
});
