import { describe, expect, it } from 'vitest';
import { blinkTrack, mouthTrack } from '../src/lip-sync';

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

describe('mouthTrack', () => {
  it('keeps the mouth closed in silence', () => {
    const track = mouthTrack(new Int16Array(SAMPLE_RATE * 2), SAMPLE_RATE, FPS);
    expect(track).toHaveLength(50);
    expect(track.every((shape) => shape === 0)).toBe(true);
  });

  it('opens during a loud burst and closes around it', () => {
    const samples = tone(3, (time) => (time >= 1 && time < 2 ? 0.8 : 0));
    const track = mouthTrack(samples, SAMPLE_RATE, FPS);
    expect(track.slice(0, 25).every((shape) => shape === 0)).toBe(true);
    expect(track.slice(26, 49).every((shape) => shape > 0)).toBe(true);
    // the jaw may take a couple of frames to close after the burst
    expect(track.slice(53).every((shape) => shape === 0)).toBe(true);
  });

  it('takes loudness relative to the clip, so a quiet voice still opens the mouth', () => {
    const samples = tone(2, (time) => (time >= 0.5 && time < 1.5 ? 0.02 : 0));
    const track = mouthTrack(samples, SAMPLE_RATE, FPS);
    expect(Math.max(...track)).toBe(3);
  });

  it('uses every mouth shape for speech-like syllables', () => {
    // syllables at 4 Hz with a varying peak, and pauses between phrases
    const samples = tone(6, (time) => {
      const phrase = time % 2 < 1.6 ? 1 : 0;
      const syllable = Math.max(0, Math.sin(Math.PI * 4 * time)) ** 2;
      return phrase * syllable * (0.4 + 0.5 * Math.abs(Math.sin(time * 1.7)));
    });
    const track = mouthTrack(samples, SAMPLE_RATE, FPS);
    expect(new Set(track)).toEqual(new Set([0, 1, 2, 3]));
    // each shape stays at least two frames (80 ms), so the mouth never flickers
    const runStarts = track.flatMap((shape, frame) =>
      frame === 0 || shape !== track[frame - 1] ? [frame] : [],
    );
    runStarts
      .slice(1)
      .forEach((start, index) => expect(start - (runStarts[index] ?? 0)).toBeGreaterThanOrEqual(2));
  });

  it('reads 16-bit and float samples alike', () => {
    const floats = tone(1, () => 0.5);
    const ints = Int16Array.from(floats, (value) => Math.round(value * 32767));
    expect(mouthTrack(ints, SAMPLE_RATE, FPS)).toEqual(mouthTrack(floats, SAMPLE_RATE, FPS));
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
