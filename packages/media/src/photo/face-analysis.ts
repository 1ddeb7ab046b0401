import sharp from 'sharp';
import { detectFaces, type DetectedFace } from './face-model';
import type { FaceLandmarks, FaceRejection, MeshPoint } from './photo-avatar.types';

export type PortraitAnalysis =
  { landmarks: FaceLandmarks } | { rejection: FaceRejection; faces: number };

/** The rules a portrait must pass; thresholds tuned on real photos (test-support/portraits). */
export const PORTRAIT_RULES = {
  /**
   * The face detector's confidence for something to count as a face. Real faces score 0.74–0.95
   * here; a rocket's nose cone scored 0.34 while the mesh model, which trusts any crop it is
   * given, called it a face at 0.8.
   */
  minFaceScore: 0.5,
  /** Pixels across the face box, in the stored portrait: below that the mouth is too coarse. */
  minFaceSize: 256,
  /** Beyond these the far side of the mouth is hidden and a warp would tear it. */
  maxYawDegrees: 30,
  maxPitchDegrees: 25,
} as const;

/** The model sees at most this many pixels on the long side: its detector works at 256 anyway. */
const ANALYSIS_SIZE = 1280;

const DEGREES = 180 / Math.PI;

/**
 * Finds the one face of a portrait and its 478 landmarks, in the pixels of `imageBytes` as stored
 * (EXIF orientation applied), or says why the photo cannot become a photo avatar.
 */
export async function analyzePortrait(imageBytes: Buffer): Promise<PortraitAnalysis> {
  const metadata = await sharp(imageBytes).metadata();
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap once it is upright
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  const scale = Math.min(1, ANALYSIS_SIZE / Math.max(width, height));
  const { data, info } = await sharp(imageBytes)
    .rotate()
    .resize(Math.round(width * scale), Math.round(height * scale))
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const faces = await detectFaces(data, info.width, info.height);
  return judgePortrait(faces, { width, height, scale: info.width / width });
}

/**
 * The rules on what the model found (pure, so each is tested on its own). `scale` is the size the
 * model saw over the stored size: boxes and points are brought back to stored pixels.
 */
export function judgePortrait(
  detected: readonly DetectedFace[],
  image: { width: number; height: number; scale: number },
): PortraitAnalysis {
  const faces = detected.filter((face) => face.score >= PORTRAIT_RULES.minFaceScore);
  const [face] = faces;
  if (!face) {
    return { rejection: 'no-face', faces: 0 };
  }
  if (faces.length > 1) {
    return { rejection: 'many-faces', faces: faces.length };
  }
  const toStored = (value: number) => value / image.scale;
  if (toStored(Math.max(face.box.width, face.box.height)) < PORTRAIT_RULES.minFaceSize) {
    return { rejection: 'face-too-small', faces: 1 };
  }
  const { yaw, pitch, roll } = face.rotation;
  if (
    Math.abs(yaw * DEGREES) > PORTRAIT_RULES.maxYawDegrees ||
    Math.abs(pitch * DEGREES) > PORTRAIT_RULES.maxPitchDegrees
  ) {
    return { rejection: 'face-turned', faces: 1 };
  }
  const clampX = (x: number) => Math.min(Math.max(toStored(x), 0), image.width);
  const clampY = (y: number) => Math.min(Math.max(toStored(y), 0), image.height);
  const mesh = face.mesh.map(([x, y, z]): MeshPoint => [clampX(x), clampY(y), toStored(z)]);
  const x = clampX(face.box.x);
  const y = clampY(face.box.y);
  return {
    landmarks: {
      imageWidth: image.width,
      imageHeight: image.height,
      box: {
        x,
        y,
        width: clampX(face.box.x + face.box.width) - x,
        height: clampY(face.box.y + face.box.height) - y,
      },
      mesh,
      rotation: { yaw, pitch, roll },
    },
  };
}
