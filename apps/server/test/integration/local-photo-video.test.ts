import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { locateFfmpeg, type FaceLandmarks } from '@orato/media';
import { MESSAGES } from '@orato/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPhotoVideoGenerator } from '../../src/adapters/video-generator/local-photo.video-generator';
import {
  GenerationRefused,
  type PhotoAvatarVideoRequest,
} from '../../src/adapters/video-generator/video-generator';

const PORTRAITS = path.resolve(import.meta.dirname, '../../../../test-support/portraits');

describe('LocalPhotoVideoGenerator', () => {
  let workDir: string;
  const generator = new LocalPhotoVideoGenerator({ binaries: locateFfmpeg(), captions: true });
  const request = (overrides: Partial<PhotoAvatarVideoRequest> = {}): PhotoAvatarVideoRequest => ({
    script: 'Hello, this is my photo.',
    portrait: {
      data: readFileSync(path.join(PORTRAITS, 'portrait.jpg')),
      contentType: 'image/jpeg',
    },
    portraitUrl: 'https://orato.example/signed/portrait.jpg',
    landmarks: JSON.parse(
      readFileSync(path.join(PORTRAITS, 'portrait.landmarks.json'), 'utf8'),
    ) as FaceLandmarks,
    voice: 'en-us/female',
    language: 'en',
    maxSeconds: 20,
    ...overrides,
  });

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-local-photo-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('renders the portrait speaking, with poster and captions, reporting its stages', async () => {
    const stages: string[] = [];
    const media = await generator.render(request(), workDir, async (_fraction, stage) => {
      stages.push(stage ?? '');
    });
    expect(media.contentType).toBe('video/mp4');
    expect(existsSync(media.mediaPath)).toBe(true);
    expect(existsSync(media.posterPath!)).toBe(true);
    expect(existsSync(media.captionsPath!)).toBe(true);
    expect(media.durationSeconds).toBeGreaterThan(1);
    expect(stages).toContain('rendering');
  }, 120_000);

  it('refuses a script longer than the seconds held, in the avatar videos’ words', async () => {
    const refusal = await generator
      .render(request({ maxSeconds: 1 }), workDir, async () => undefined)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GenerationRefused);
    const spoken = Array.from({ length: 10 }, (_, seconds) =>
      MESSAGES.avatar.spokenOverHold(seconds + 1, 1),
    );
    expect(spoken).toContain((refusal as GenerationRefused).userMessage);
  }, 60_000);
});
