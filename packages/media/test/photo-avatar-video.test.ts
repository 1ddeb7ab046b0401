import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpeechTooLong } from '../src/avatar/avatar-video';
import { locateFfmpeg } from '../src/ffmpeg/ffmpeg-binaries';
import { placePortrait } from '../src/photo/photo-face.geometry';
import { renderPhotoAvatarVideo, type PhotoAvatarVideo } from '../src/photo/photo-avatar-video';
import { probeMedia } from '../src/ffmpeg/probe';
import type { FaceLandmarks } from '../src/photo/photo-avatar.types';
import { syntheticLandmarks, syntheticPortrait } from './photo-face.fixture';
import {
  audioEnvelope,
  boxDifference,
  decodeLuma,
  mouthBox,
  pearson,
  smooth,
} from './video-measure.fixture';

const PORTRAIT = path.resolve(import.meta.dirname, '../../../test-support/portraits/portrait.jpg');
/** analyzePortrait's landmarks of the test portrait, stored as the upload stores them. */
const LANDMARKS = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../test-support/portraits/portrait.landmarks.json'),
    'utf8',
  ),
) as FaceLandmarks;

const SCRIPT = 'Hello, this is my own photo speaking. Watch my mouth open and close as I talk.';
const [WIDTH, HEIGHT, FPS] = [1280, 720, 25];

const tempDirs = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith('orato-photo-render-'));

describe('renderPhotoAvatarVideo', () => {
  let dir: string;
  let video: PhotoAvatarVideo;
  let frames: Uint8Array[];
  const progress: number[] = [];
  let tempDirsBefore: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'orato-photo-test-'));
    tempDirsBefore = tempDirs();
    video = await renderPhotoAvatarVideo({
      portraitPath: PORTRAIT,
      landmarks: LANDMARKS,
      script: SCRIPT,
      voice: 'en-us/female',
      language: 'en',
      captions: true,
      outputPath: path.join(dir, 'out', 'talk.mp4'),
      onProgress: (fraction) => progress.push(fraction),
    });
    frames = await decodeLuma(video.mediaPath, dir);
  }, 180_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a 1280×720 25 fps H.264/AAC video with its poster and captions beside it', async () => {
    const probe = await probeMedia(video.mediaPath, locateFfmpeg());
    expect(probe.durationSeconds).toBeGreaterThan(3);
    expect(video.durationSeconds).toBeCloseTo(probe.durationSeconds, 1);
    expect(frames.length).toBeGreaterThan(FPS * 3);
    expect(video.posterPath).toBe(path.join(dir, 'out', 'talk.poster.jpg'));
    expect(existsSync(video.posterPath)).toBe(true);
    expect(await readFile(video.captionsPath, 'utf8')).toMatch(/^WEBVTT/);
    expect(video.captionsBurnedIn).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(tempDirs()).toEqual(tempDirsBefore);
  });

  it('moves the mouth with the voice: the mouth box changes as the speech gets loud', async () => {
    const mouth = mouthBox(LANDMARKS);
    const rest = frames[0]!;
    const changes = frames.map((frame) => boxDifference(frame, rest, mouth));
    // the jaw eases in and out over a few frames (it cannot jump), so the loudness is compared
    // over the same span
    const envelope = smooth(await audioEnvelope(video.mediaPath, dir), 2);
    const r = pearson(changes, envelope);
    console.info(`mouth box change vs speech loudness: r = ${r.toFixed(2)}`);
    expect(r).toBeGreaterThan(0.5);
    expect(Math.max(...changes)).toBeGreaterThan(8);
  });

  it('keeps the background still: corners outside the person do not change', () => {
    const placement = placePortrait(LANDMARKS.imageWidth, LANDMARKS.imageHeight, WIDTH, HEIGHT);
    const corners = [
      // the blurred backdrop either side of the portrait
      { x: 0, y: 0, width: 120, height: 120 },
      { x: WIDTH - 120, y: 0, width: 120, height: 120 },
      // inside the portrait: the suit below the head and the model rocket beside it
      { x: placement.x + 8, y: 420, width: 80, height: 140 },
      { x: placement.x + placement.width - 90, y: 100, width: 80, height: 300 },
    ];
    const first = frames[0]!;
    for (const corner of corners) {
      const worst = Math.max(...frames.map((frame) => boxDifference(frame, first, corner)));
      expect(worst).toBeLessThan(1);
    }
  });

  it('moves the head: the forehead and hair shift between frames', () => {
    const placement = placePortrait(LANDMARKS.imageWidth, LANDMARKS.imageHeight, WIDTH, HEIGHT);
    const { box } = LANDMARKS;
    const hairline = {
      x: Math.round(placement.x + box.x * placement.scale),
      y: Math.round(placement.y + box.y * placement.scale),
      width: Math.round(box.width * placement.scale),
      height: 40,
    };
    const first = frames[0]!;
    const worst = Math.max(...frames.map((frame) => boxDifference(frame, first, hairline)));
    expect(worst).toBeGreaterThan(2);
  });

  it('needs no more of the mesh than the lips, eyes, jaw and outline: a drawn face renders too', async () => {
    const portraitPath = path.join(dir, 'drawn.jpg');
    await writeFile(portraitPath, await syntheticPortrait());
    const drawn = await renderPhotoAvatarVideo({
      portraitPath,
      landmarks: syntheticLandmarks(),
      script: 'Hi.',
      voice: 'en-us',
      language: 'en',
      captions: false,
      outputPath: path.join(dir, 'drawn', 'talk.mp4'),
    });
    expect(drawn.durationSeconds).toBeGreaterThan(0.5);
  });

  it('refuses a script that runs longer than the paid-for seconds, leaving nothing behind', async () => {
    const portraitPath = PORTRAIT;
    const outputPath = path.join(dir, 'refused', 'talk.mp4');
    await expect(
      renderPhotoAvatarVideo({
        portraitPath,
        landmarks: LANDMARKS,
        script: SCRIPT,
        voice: 'en-us',
        language: 'en',
        captions: false,
        maxSeconds: 2,
        outputPath,
      }),
    ).rejects.toBeInstanceOf(SpeechTooLong);
    expect(existsSync(path.dirname(outputPath))).toBe(false);
  });
});
