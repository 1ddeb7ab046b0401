import type { MouthShape } from './avatar-types';
import { createRandom } from './random';

/** Below this (about -50 dBFS) a frame is silence whatever the clip's loudness. */
const SILENCE_RMS = 0.003;
/** Fractions of the clip's loud level at which the mouth opens one step further. */
const OPEN_STEPS = [0.15, 0.42, 0.78] as const;
const MIN_HOLD_SECONDS = 0.08;

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

/**
 * One mouth shape per video frame from the voice's loudness: levels are relative to the clip's
 * own loud level, so a quiet voice still opens the mouth, and silence always shuts it.
 */
export function mouthTrack(
  samples: Int16Array | Float32Array,
  sampleRate: number,
  fps: number,
): MouthShape[] {
  const levels = windowRms(samples, sampleRate / fps);
  const voiced = levels.filter((level) => level >= SILENCE_RMS).sort((a, b) => a - b);
  const loud = voiced[Math.floor(voiced.length * 0.9)];
  if (loud === undefined) {
    return levels.map(() => 0);
  }
  let smoothed = 0;
  const shapes = levels.map((level) => {
    const relative = level < SILENCE_RMS ? 0 : level / loud;
    // opens at once, closes over a couple of frames, as a jaw does
    smoothed = relative >= smoothed ? relative : smoothed * 0.35 + relative * 0.65;
    return mouthShapeFor(smoothed);
  });
  return holdShapes(shapes, Math.max(1, Math.round(MIN_HOLD_SECONDS * fps)));
}

/** Keeps each shape on screen for at least `minFrames`, as animators do: less jitter, fewer frames. */
function holdShapes(shapes: MouthShape[], minFrames: number): MouthShape[] {
  let current = shapes[0] ?? 0;
  let age = 0;
  return shapes.map((shape) => {
    if (shape !== current && age >= minFrames) {
      current = shape;
      age = 0;
    }
    age += 1;
    return current;
  });
}

function mouthShapeFor(level: number): MouthShape {
  if (level < OPEN_STEPS[0]) {
    return 0;
  }
  if (level < OPEN_STEPS[1]) {
    return 1;
  }
  return level < OPEN_STEPS[2] ? 2 : 3;
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
