import type { FaceLandmarks } from './photo-avatar.types';

/** MediaPipe Face Mesh indices the renderer moves (the package's `meshAnnotations`). */
export const MESH = {
  /** Upper and lower inner lip, paired from the right corner (78) to the left (308). */
  upperInnerLip: [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308],
  lowerInnerLip: [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308],
  mouthCorners: [61, 291],
  chin: 152,
  forehead: 10,
  /** The face outline, clockwise from the forehead. */
  silhouette: [
    10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152,
    148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
  ],
  /** Each eye: its two corners, the upper lid's middle, the lower lid's middle. */
  rightEye: [33, 133, 159, 145],
  leftEye: [362, 263, 386, 374],
} as const;

export interface Point {
  x: number;
  y: number;
}

/** Where the scaled portrait sits in the frame (it may run past the frame's edges). */
export interface Placement {
  scale: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole portrait, scaled to fit the frame and centred. */
export function placePortrait(
  imageWidth: number,
  imageHeight: number,
  frameWidth: number,
  frameHeight: number,
): Placement {
  const scale = Math.min(frameWidth / imageWidth, frameHeight / imageHeight);
  const width = Math.min(frameWidth, Math.round(imageWidth * scale));
  const height = Math.min(frameHeight, Math.round(imageHeight * scale));
  return {
    scale,
    width,
    height,
    x: Math.floor((frameWidth - width) / 2),
    y: Math.floor((frameHeight - height) / 2),
  };
}

/**
 * The face in frame pixels, in its own axes: `across` runs from the right eye to the left, `down`
 * from brow to chin, so a portrait with a tilted head still opens its jaw along the face.
 */
export interface FaceFrame {
  across: Point;
  down: Point;
  /** The mouth's middle: the origin of the face axes. */
  mouth: Point;
  /** Face height (forehead to chin) and the mouth's half width, in pixels. */
  height: number;
  mouthHalfWidth: number;
  /** Half the jaw's width low on the face. */
  jawHalfWidth: number;
  /** From the mouth down to the chin, along `down`. */
  chinDepth: number;
  /** The lip line (between the inner lips) and the two inner lips, as (u, v) in face axes. */
  upperLip: Point[];
  lowerLip: Point[];
  eyes: EyeShape[];
  /** The outline of the face, in frame pixels. */
  outline: Point[];
}

export interface EyeShape {
  /** Centre between the corners, in face axes (u across, v down from the mouth). */
  center: Point;
  halfWidth: number;
  /** Lid heights above (negative) and below the centre line at the middle of the eye. */
  upper: number;
  lower: number;
}

/** Converts the stored landmarks to frame pixels and face axes. */
export function faceFrame(landmarks: FaceLandmarks, placement: Placement): FaceFrame {
  const at = (index: number): Point => {
    const point = landmarks.mesh[index];
    if (!point) {
      throw new Error(`face landmarks lack point ${index}`);
    }
    return {
      x: placement.x + point[0] * placement.scale,
      y: placement.y + point[1] * placement.scale,
    };
  };
  // the outer eye corners: the line between them is level when the head is
  const [rightOuter, leftOuter] = [at(33), at(263)];
  const across = unit({ x: leftOuter.x - rightOuter.x, y: leftOuter.y - rightOuter.y });
  const down = { x: -across.y, y: across.x };
  const inner = MESH.upperInnerLip.map((index, k) => {
    const [upper, lower] = [at(index), at(MESH.lowerInnerLip[k]!)];
    return { x: (upper.x + lower.x) / 2, y: (upper.y + lower.y) / 2 };
  });
  const mouth = inner[Math.floor(inner.length / 2)]!;
  const toFace = (point: Point): Point => {
    const [dx, dy] = [point.x - mouth.x, point.y - mouth.y];
    return { x: dx * across.x + dy * across.y, y: dx * down.x + dy * down.y };
  };
  const [cornerRight, cornerLeft] = MESH.mouthCorners.map((index) => toFace(at(index))) as [
    Point,
    Point,
  ];
  const jaw = [172, 397].map((index) => toFace(at(index)));
  const chin = toFace(at(MESH.chin));
  const forehead = toFace(at(MESH.forehead));
  const eye = ([outer, innerCorner, top, bottom]: readonly number[]): EyeShape => {
    const [a, b] = [toFace(at(outer!)), toFace(at(innerCorner!))];
    const center = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    return {
      center,
      halfWidth: Math.abs(b.x - a.x) / 2,
      upper: toFace(at(top!)).y - center.y,
      lower: toFace(at(bottom!)).y - center.y,
    };
  };
  return {
    across,
    down,
    mouth,
    height: chin.y - forehead.y,
    mouthHalfWidth: Math.abs(cornerLeft.x - cornerRight.x) / 2,
    jawHalfWidth: Math.abs((jaw[1]?.x ?? 0) - (jaw[0]?.x ?? 0)) / 2,
    chinDepth: Math.max(1, chin.y),
    upperLip: MESH.upperInnerLip.map((index) => toFace(at(index))),
    lowerLip: MESH.lowerInnerLip.map((index) => toFace(at(index))),
    eyes: [eye(MESH.rightEye), eye(MESH.leftEye)],
    outline: MESH.silhouette.map(at),
  };
}

function unit(point: Point): Point {
  const length = Math.hypot(point.x, point.y) || 1;
  return { x: point.x / length, y: point.y / length };
}

/** The face outline's bounding box in frame pixels. */
export function outlineBox(outline: readonly Point[]): {
  left: number;
  top: number;
  right: number;
  bottom: number;
} {
  const xs = outline.map((point) => point.x);
  const ys = outline.map((point) => point.y);
  return {
    left: Math.min(...xs),
    top: Math.min(...ys),
    right: Math.max(...xs),
    bottom: Math.max(...ys),
  };
}
