import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  analyzePortrait,
  judgePortrait,
  type PortraitAnalysis,
} from '../../src/photo/face-analysis';
import type { DetectedFace } from '../../src/photo/face-model';
import type { MeshPoint } from '../../src/photo/photo-avatar.types';

const portraits = path.resolve(import.meta.dirname, '../../../../test-support/portraits');
const photo = (name: string) => readFile(path.join(portraits, name));

function landmarksOf(analysis: PortraitAnalysis) {
  if (!('landmarks' in analysis)) {
    throw new Error(`rejected: ${analysis.rejection}`);
  }
  return analysis.landmarks;
}

describe('analyzePortrait on real photos', () => {
  it('finds the one face of a portrait: 478 points inside the image, facing the camera', async () => {
    const landmarks = landmarksOf(await analyzePortrait(await photo('portrait.jpg')));
    expect(landmarks.imageWidth).toBe(640);
    expect(landmarks.imageHeight).toBe(800);
    expect(landmarks.mesh).toHaveLength(478);
    for (const [x, y] of landmarks.mesh) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(640);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(800);
    }
    expect(landmarks.box.width).toBeGreaterThan(256);
    expect(Math.abs(landmarks.rotation.yaw)).toBeLessThan(0.2);
    // MediaPipe order: 13/14 are the inner lips, below 1 (the nose tip), between the eyes (33, 263)
    const point = (index: number) => landmarks.mesh[index] ?? [NaN, NaN, NaN];
    const [noseTip, upperLip, leftEye, rightEye] = [1, 13, 33, 263].map(point) as [
      MeshPoint,
      MeshPoint,
      MeshPoint,
      MeshPoint,
    ];
    expect(upperLip[1]).toBeGreaterThan(noseTip[1]);
    expect(upperLip[0]).toBeGreaterThan(Math.min(leftEye[0], rightEye[0]));
    expect(upperLip[0]).toBeLessThan(Math.max(leftEye[0], rightEye[0]));
  }, 60_000);

  it.each([
    ['landscape.jpg', 'no-face', 0],
    ['group.jpg', 'many-faces', 2],
    ['tiny-face.jpg', 'face-too-small', 1],
    ['turned.jpg', 'face-turned', 1],
  ] as const)(
    'refuses %s: %s',
    async (name, rejection, faces) => {
      expect(await analyzePortrait(await photo(name))).toEqual({ rejection, faces });
    },
    60_000,
  );

  it('gives points in the stored pixels when it looks at a smaller copy of a large photo', async () => {
    const large = await sharp(await photo('portrait.jpg'))
      .resize(1600, 2000)
      .jpeg()
      .toBuffer();
    const landmarks = landmarksOf(await analyzePortrait(large));
    expect(landmarks.imageWidth).toBe(1600);
    expect(landmarks.box.width).toBeGreaterThan(600);
    expect(Math.max(...landmarks.mesh.map(([x]) => x))).toBeGreaterThan(800);
  }, 60_000);
});

const face = (over: Partial<DetectedFace> = {}): DetectedFace => ({
  score: 0.9,
  box: { x: 100, y: 100, width: 300, height: 300 },
  mesh: [[150, 200, -3]],
  rotation: { yaw: 0, pitch: 0, roll: 0 },
  ...over,
});
const image = { width: 800, height: 800, scale: 1 };

describe('judgePortrait', () => {
  it('ignores what the detector is unsure of', () => {
    expect(judgePortrait([face({ score: 0.34 })], image)).toEqual({
      rejection: 'no-face',
      faces: 0,
    });
    expect('landmarks' in judgePortrait([face(), face({ score: 0.4 })], image)).toBe(true);
  });

  it('measures the face in stored pixels', () => {
    const seenAtHalf = { ...image, scale: 0.5 };
    const small = face({ box: { x: 10, y: 10, width: 140, height: 140 } });
    expect(judgePortrait([small], seenAtHalf)).toMatchObject({
      landmarks: { box: { width: 280 } },
    });
    expect(judgePortrait([small], image)).toEqual({ rejection: 'face-too-small', faces: 1 });
  });

  it('refuses a face turned or tilted beyond the limits, and keeps one inside them', () => {
    const degrees = (value: number) => (value * Math.PI) / 180;
    const turned = (yaw: number, pitch: number) =>
      judgePortrait(
        [face({ rotation: { yaw: degrees(yaw), pitch: degrees(pitch), roll: 0 } })],
        image,
      );
    expect(turned(31, 0)).toEqual({ rejection: 'face-turned', faces: 1 });
    expect(turned(-31, 0)).toEqual({ rejection: 'face-turned', faces: 1 });
    expect(turned(0, 26)).toEqual({ rejection: 'face-turned', faces: 1 });
    expect('landmarks' in turned(25, -20)).toBe(true);
  });

  it('keeps points inside the image', () => {
    const outside = face({ mesh: [[-5, 900, 1]] });
    const result = judgePortrait([outside], image);
    expect(result).toMatchObject({ landmarks: { mesh: [[0, 800, 1]] } });
  });
});
