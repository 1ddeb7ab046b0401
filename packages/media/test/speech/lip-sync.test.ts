import { describe, expect, it } from 'vitest';
import { planAvatarFrames } from '../../src/avatar/avatar-motion';
import { blinkTrack } from '../../src/speech/lip-sync';

const SAMPLE_RATE = 22050;
const FPS = 25;

function tone(seconds: number, amplitude: (time: number) => number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let index = 0; index < samples.length; index += 1) {
    const time = index / SAMPLE_RATE;
    samples[index] = amplitude(time) * Math.sin(2 * Math.PI * 220 * time);
  }
  return samples;
}

describe('mouths from loudness and visemes', () => {
  const plan = (samples: Int16Array | Float32Array) =>
    planAvatarFrames({
      visemes: [{ viseme: 'open', start: 0, end: samples.length / SAMPLE_RATE, isPause: false }],
      words: [],
      samples,
      sampleRate: SAMPLE_RATE,
      fps: FPS,
      seed: 1,
    }).frames.map((frame) => frame.mouth.open);

  it('keeps the mouth closed in silence, even on an open vowel', () => {
    const track = plan(new Int16Array(SAMPLE_RATE * 2));
    expect(track).toHaveLength(50);
    expect(track.every((open) => open === 0)).toBe(true);
  });

  it('takes loudness relative to the clip, so a quiet voice still opens the mouth wide', () => {
    const track = plan(tone(2, (time) => (time >= 0.5 && time < 1.5 ? 0.02 : 0)));
    expect(Math.max(...track)).toBe(3);
    expect(track.slice(0, 12).every((open) => open === 0)).toBe(true);
  });

  it('reads 16-bit and float samples alike', () => {
    const floats = tone(1, () => 0.5);
    const ints = Int16Array.from(floats, (value) => Math.round(value * 32767));
    expect(plan(ints)).toEqual(plan(floats));
  });
});

describe('blinkTrack', () => {
  it('closes the eyes for about three frames every two to six seconds', () => {
    const frames = 60 * FPS;
    const track = blinkTrack(frames, FPS, 42);
    const starts = track.flatMap((closed, frame) => (closed && !track[frame - 1] ? [frame] : []));
    expect(starts.length).toBeGreaterThanOrEqual(10);
    expect(starts.length).toBeLessThanOrEqual(30);
    starts.slice(1).forEach((start, index) => {
      const gapSeconds = (start - (starts[index] ?? 0)) / FPS;
      expect(gapSeconds).toBeGreaterThanOrEqual(2);
      expect(gapSeconds).toBeLessThanOrEqual(6);
    });
    expect(track.filter(Boolean).length).toBe(starts.length * 3);
  });

  it('is the same for the same seed and differs between seeds', () => {
    expect(blinkTrack(500, FPS, 7)).toEqual(blinkTrack(500, FPS, 7));
    expect(blinkTrack(500, FPS, 7)).not.toEqual(blinkTrack(500, FPS, 8));
  });
});
