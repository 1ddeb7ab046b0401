import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callProvider } from '../../src/adapters/http/provider-call';
import { ProviderRefused, ProviderUnavailable } from '../../src/adapters/http/provider-errors';
import {
  CaptionsVideoGenerator,
  classifyCaptionsError,
} from '../../src/adapters/video-generator/captions.video-generator';
import { startFakeCaptions } from '../helpers/fake-captions-server';
import { makeSampleVideo } from '../helpers/sample-media';

const KEY = 'captions-contract-key';
const SCRIPT = 'Welcome to Orato. This is a short script for the avatar.';

/** The Captions adapter called directly against a fake speaking the AI Creator wire format. */
describe('Captions adapter against the fake AI Creator API', () => {
  let workDir: string;
  let fake: Awaited<ReturnType<typeof startFakeCaptions>>;
  let captions: CaptionsVideoGenerator;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-captions-contract-'));
    const videoPath = path.join(workDir, 'clip.mp4');
    await makeSampleVideo(videoPath, 1);
    fake = await startFakeCaptions({ apiKey: KEY, videoPath });
    captions = new CaptionsVideoGenerator({
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

  it('a creator Captions does not list is our request’s fault: unavailable, with the body kept for the log', async () => {
    const submit = captions.submit({ creatorName: 'Nobody', script: SCRIPT });
    await expect(submit).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(submit).rejects.toMatchObject({
      status: 400,
      body: JSON.stringify({ detail: 'Creator Nobody not found' }),
    });
  });

  it('a field of the wrong kind (a 422 list of field errors) is unavailable, not a refusal', async () => {
    // the wire as a wrong builder would reach it, read by the adapter's own classifier
    const call = callProvider({
      provider: 'captions',
      url: `${fake.url}/creator/submit`,
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ script: SCRIPT, creatorName: 'Kate', resolution: 'uhd' }),
      timeoutMs: 5000,
      classify: classifyCaptionsError,
    });
    await expect(call).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(call).rejects.toMatchObject({ status: 422 });
  });

  it('a script refused on content grounds is the user’s to change, in Captions’ words', async () => {
    fake.state.moderateScripts = true;
    try {
      const submit = captions.submit({ creatorName: 'Kate', script: SCRIPT });
      await expect(submit).rejects.toBeInstanceOf(ProviderRefused);
      await expect(submit).rejects.toMatchObject({
        reason: 'The script violates our content policy',
      });
    } finally {
      fake.state.moderateScripts = false;
    }
  });

  it('a listed creator and a fitting script are submitted', async () => {
    await expect(captions.submit({ creatorName: 'Alex', script: SCRIPT })).resolves.toMatch(/^op-/);
  });
});
