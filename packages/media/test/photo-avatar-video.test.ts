import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpeechTooLong } from '../src/avatar-video';
import { locateFfmpeg } from '../src/ffmpeg-binaries';
import { windowRms } from '../src/lip-sync';
import { placePortrait } from '../src/photo/photo-face.geometry';
import { renderPhotoAvatarVideo, type PhotoAvatarVideo } from '../src/photo/photo-avatar-video';
import { probeMedia } from '../src/probe';
import { runBinary } from '../src/process';
import { FACE, syntheticLandmarks, syntheticPortrait } from './photo-face.fixture';

const SCRIPT = 'Hello, this is my own photo speaking. Watch my mouth open and close as I talk.';
const [WIDTH, HEIGHT, FPS] = [1280, 720, 25];

const tempDirs = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith('orato-photo-render-'));

/** The video's luma planes, one per frame. */
async function decodeLuma(videoPath: string, dir: string): Promise<Uint8Array[]> {
  const rawPath = path.join(dir, 'luma.raw');
  const binaries = locateFfmpeg();
  await runBinary(binaries.ffmpeg, [
    ...['-v', 'error', '-i', videoPath, '-f', 'rawvideo', '-pix_fmt', 'gray', '-y', rawPath],
  ]);
  const raw = await readFile(rawPath);
  const size = WIDTH * HEIGHT;
  return Array.from({ length: raw.length / size }, (_, index) =>
    raw.subarray(index * size, (index + 1) * size),
  );
}

/** The speech's loudness per video frame, from the video's own audio track. */
async function audioEnvelope(videoPath: string, dir: string): Promise<number[]> {
  const rawPath = path.join(dir, 'audio.raw');
  await runBinary(locateFfmpeg().ffmpeg, [
    ...['-v', 'error', '-i', videoPath, '-f', 's16le', '-ac', '1', '-ar', '16000', '-y', rawPath],
  ]);
  const raw = await readFile(rawPath);
  const samples = new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
  return windowRms(samples, 16000 / FPS);
}

/** Mean absolute difference of a box between two luma planes. */
function boxDifference(
  a: Uint8Array,
  b: Uint8Array,
  box: { x: number; y: number; width: number; height: number },
): number {
  let sum = 0;
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) {
      sum += Math.abs(a[y * WIDTH + x]! - b[y * WIDTH + x]!);
    }
  }
  return sum / (box.width * box.height);
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length);
  const mean = (values: readonly number[]) => values.slice(0, n).reduce((a, b) => a + b, 0) / n;
  const [mx, my] = [mean(xs), mean(ys)];
  let [sxy, sxx, syy] = [0, 0, 0];
  for (let index = 0; index < n; index += 1) {
    const [dx, dy] = [xs[index]! - mx, ys[index]! - my];
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

describe('renderPhotoAvatarVideo', () => {
  let dir: string;
  let video: PhotoAvatarVideo;
  let frames: Uint8Array[];
  const progress: number[] = [];
  let tempDirsBefore: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'orato-photo-test-'));
    const portraitPath = path.join(dir, 'portrait.jpg');
    await writeFile(portraitPath, await syntheticPortrait());
    tempDirsBefore = tempDirs();
    video = await renderPhotoAvatarVideo({
      portraitPath,
      landmarks: syntheticLandmarks(),
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
    const placement = placePortrait(FACE.width, FACE.height, WIDTH, HEIGHT);
    const mouth = {
      x: Math.round(placement.x + (FACE.mouth.x - FACE.mouth.halfWidth * 1.4) * placement.scale),
      y: Math.round(placement.y + (FACE.mouth.y - 25) * placement.scale),
      width: Math.round(FACE.mouth.halfWidth * 2.8 * placement.scale),
      height: Math.round(70 * placement.scale),
    };
    const rest = frames[0]!;
    const changes = frames.map((frame) => boxDifference(frame, rest, mouth));
    const envelope = await audioEnvelope(video.mediaPath, dir);
    const r = pearson(changes, envelope);
    expect(r).toBeGreaterThan(0.5);
    expect(Math.max(...changes)).toBeGreaterThan(8);
  });

  it('keeps the background still: corners outside the person do not change', () => {
    const placement = placePortrait(FACE.width, FACE.height, WIDTH, HEIGHT);
    const corners = [
      { x: 0, y: 0, width: 120, height: 120 },
      { x: WIDTH - 120, y: 0, width: 120, height: 120 },
      // inside the portrait, on the wall beside the head
      { x: placement.x + 8, y: 8, width: 80, height: 160 },
      { x: placement.x + placement.width - 88, y: 8, width: 80, height: 160 },
    ];
    const first = frames[0]!;
    for (const corner of corners) {
      const worst = Math.max(...frames.map((frame) => boxDifference(frame, first, corner)));
      expect(worst).toBeLessThan(1);
    }
  });

  it('moves the head: the forehead and hair shift between frames', () => {
    const placement = placePortrait(FACE.width, FACE.height, WIDTH, HEIGHT);
    const hairline = {
      x: Math.round(placement.x + (FACE.center.x - FACE.radii.x - 40) * placement.scale),
      y: Math.round(placement.y + (FACE.center.y - FACE.radii.y - 60) * placement.scale),
      width: Math.round((FACE.radii.x * 2 + 80) * placement.scale),
      height: 60,
    };
    const first = frames[0]!;
    const worst = Math.max(...frames.map((frame) => boxDifference(frame, first, hairline)));
    expect(worst).toBeGreaterThan(2);
  });

  it('refuses a script that runs longer than the paid-for seconds, leaving nothing behind', async () => {
    const portraitPath = path.join(dir, 'portrait.jpg');
    const outputPath = path.join(dir, 'refused', 'talk.mp4');
    await expect(
      renderPhotoAvatarVideo({
        portraitPath,
        landmarks: syntheticLandmarks(),
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
