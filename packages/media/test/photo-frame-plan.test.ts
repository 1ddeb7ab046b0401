import { describe, expect, it } from 'vitest';
import { buildPhotoAvatarVideoArgs } from '../src/ffmpeg/ffmpeg-args';
import type { VisemeTiming } from '../src/speech/phonemes';
import { placePortrait } from '../src/photo/photo-face.geometry';
import { planPhotoFrames } from '../src/photo/photo-frame.plan';
import { buildWarpRig, jawWeight, ZONE } from '../src/photo/photo-warp.rig';
import { syntheticLandmarks } from './photo-face.fixture';

const FPS = 25;
const SAMPLE_RATE = 16000;

/** One second of silence, one of a loud open vowel, one of silence. */
function speechInput() {
  const samples = new Int16Array(SAMPLE_RATE * 3);
  for (let index = SAMPLE_RATE; index < SAMPLE_RATE * 2; index += 1) {
    samples[index] = Math.round(12000 * Math.sin((2 * Math.PI * 220 * index) / SAMPLE_RATE));
  }
  const visemes: VisemeTiming[] = [
    { viseme: 'open', start: 1, end: 2, isPause: false } as VisemeTiming,
  ];
  return { visemes, words: [], samples, sampleRate: SAMPLE_RATE, fps: FPS, seed: 7 };
}

describe('planPhotoFrames', () => {
  const frames = planPhotoFrames(speechInput());

  it('opens the jaw only while the voice sounds, easing in and out', () => {
    expect(frames).toHaveLength(75);
    expect(Math.max(...frames.slice(0, 25).map((frame) => frame.jaw))).toBe(0);
    expect(Math.min(...frames.slice(30, 48).map((frame) => frame.jaw))).toBeGreaterThan(0.8);
    expect(frames[25]!.jaw).toBeLessThan(frames[27]!.jaw);
    expect(frames.at(-1)!.jaw).toBeLessThan(0.01);
  });

  it('keeps the head motion small: about a degree of roll and a few pixels of drift', () => {
    for (const frame of frames) {
      expect(Math.abs(frame.roll)).toBeLessThan((1.5 * Math.PI) / 180);
      expect(Math.hypot(frame.shiftX, frame.shiftY)).toBeLessThan(6);
    }
  });

  it('is the same on every render of the same speech', () => {
    expect(planPhotoFrames(speechInput())).toEqual(frames);
  });
});

describe('buildWarpRig', () => {
  const landmarks = syntheticLandmarks();
  const placement = placePortrait(landmarks.imageWidth, landmarks.imageHeight, 1280, 720);
  const rig = buildWarpRig(landmarks, placement, 1280, 720);

  it('keeps the warp inside the portrait, on even pixels for 4:2:0 chroma', () => {
    expect([rig.x0, rig.y0, rig.x1, rig.y1].every((value) => value % 2 === 0)).toBe(true);
    expect(rig.x0).toBeGreaterThanOrEqual(placement.x);
    expect(rig.x1).toBeLessThanOrEqual(placement.x + placement.width);
  });

  it('leaves the region’s corners (background) still and moves the middle of the face', () => {
    const width = rig.x1 - rig.x0;
    expect(rig.head[0]).toBe(0);
    expect(rig.head[width - 1]).toBe(0);
    const mouthIndex =
      (Math.round(rig.face.mouth.y) - rig.y0) * width + (Math.round(rig.face.mouth.x) - rig.x0);
    expect(rig.head[mouthIndex]).toBeCloseTo(1);
    expect(rig.zone[mouthIndex]).toBe(ZONE.mouth);
  });

  it('drops the chin with the jaw but not the lip corners or the upper lip', () => {
    expect(jawWeight(rig.face, 0, rig.face.chinDepth * 0.9)).toBeCloseTo(1);
    expect(jawWeight(rig.face, rig.face.mouthHalfWidth, 1)).toBeLessThan(0.01);
    expect(jawWeight(rig.face, 0, -2)).toBe(0);
  });
});

describe('buildPhotoAvatarVideoArgs', () => {
  it('reads raw I420 frames from stdin and encodes them with the speech like the drawn avatars', () => {
    const args = buildPhotoAvatarVideoArgs({
      width: 1280,
      height: 720,
      fps: 25,
      audioPath: '/work/speech.wav',
      outputPath: '/work/video.mp4',
    });
    expect(args.join(' ')).toContain(
      '-f rawvideo -pix_fmt yuv420p -s 1280x720 -framerate 25 -i pipe:0 -i /work/speech.wav',
    );
    expect(args.join(' ')).toContain('-map 0:v:0 -map 1:a:0');
    expect(args).toEqual(expect.arrayContaining(['libx264', 'aac', '+faststart', '-shortest']));
    expect(args.at(-1)).toBe('/work/video.mp4');
  });
});
