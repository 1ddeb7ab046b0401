import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { locateFfmpeg } from '../src/ffmpeg/ffmpeg-binaries';
import { windowRms } from '../src/speech/lip-sync';
import { runBinary } from '../src/ffmpeg/process';
import { placePortrait } from '../src/photo/photo-face.geometry';
import type { FaceLandmarks } from '../src/photo/photo-avatar.types';

const [WIDTH, HEIGHT, FPS] = [1280, 720, 25];

/** The video's luma planes, one per frame. */
export async function decodeLuma(videoPath: string, dir: string): Promise<Uint8Array[]> {
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
export async function audioEnvelope(videoPath: string, dir: string): Promise<number[]> {
  const rawPath = path.join(dir, 'audio.raw');
  await runBinary(locateFfmpeg().ffmpeg, [
    ...['-v', 'error', '-i', videoPath, '-f', 's16le', '-ac', '1', '-ar', '16000', '-y', rawPath],
  ]);
  const raw = await readFile(rawPath);
  const samples = new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
  return windowRms(samples, 16000 / FPS);
}

/** Mean absolute difference of a box between two luma planes. */
export function boxDifference(
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

/** Moving average over `reach` frames either side. */
export function smooth(values: readonly number[], reach: number): number[] {
  return values.map((_, index) => {
    const window = values.slice(Math.max(0, index - reach), index + reach + 1);
    return window.reduce((a, b) => a + b, 0) / window.length;
  });
}

export function pearson(xs: readonly number[], ys: readonly number[]): number {
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

/** The photo avatar's mouth in the video: the lips from corner to corner, from the upper lip down to where the dropped jaw reaches. */
export function mouthBox(landmarks: FaceLandmarks) {
  const placement = placePortrait(landmarks.imageWidth, landmarks.imageHeight, WIDTH, HEIGHT);
  const at = (index: number) => {
    const [x, y] = landmarks.mesh[index]!;
    return { x: placement.x + x * placement.scale, y: placement.y + y * placement.scale };
  };
  const [left, right, top, bottom] = [at(61), at(291), at(0), at(17)];
  return {
    x: Math.round(left.x - 6),
    y: Math.round(top.y - 6),
    width: Math.round(right.x - left.x + 12),
    height: Math.round(bottom.y - top.y + 30),
  };
}
