import { createRandom } from '../core/random';

/** Root-mean-square level (0–1) of consecutive windows of `windowSize` samples (may be fractional). */
export function windowRms(samples: ArrayLike<number>, windowSize: number): number[] {
  const scale = samples instanceof Int16Array ? 1 / 32768 : 1;
  const count = Math.ceil(samples.length / windowSize);
  const levels: number[] = [];
  for (let window = 0; window < count; window += 1) {
    const start = Math.round(window * windowSize);
    const end = Math.min(samples.length, Math.round((window + 1) * windowSize));
    let sum = 0;
    for (let index = start; index < end; index += 1) {
      const value = (samples[index] ?? 0) * scale;
      sum += value * value;
    }
    levels.push(end > start ? Math.sqrt(sum / (end - start)) : 0);
  }
  return levels;
}

/** Eyes closed (true) for about 120 ms every 2–6 s, the same for the same seed. */
export function blinkTrack(frameCount: number, fps: number, seed: number): boolean[] {
  const random = createRandom(seed);
  const closed = Array.from({ length: frameCount }, () => false);
  const blinkFrames = Math.max(1, Math.round(fps * 0.12));
  let seconds = 1 + random() * 2;
  for (;;) {
    const first = Math.round(seconds * fps);
    if (first >= frameCount) {
      return closed;
    }
    closed.fill(true, first, Math.min(frameCount, first + blinkFrames));
    seconds += 2 + random() * 4;
  }
}
