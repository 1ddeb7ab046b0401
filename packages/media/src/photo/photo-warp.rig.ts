import {
  faceFrame,
  outlineBox,
  type FaceFrame,
  type Placement,
  type Point,
} from './photo-face.geometry';
import type { FaceLandmarks } from './photo-avatar.types';

/** What a pixel of the head region does besides following the head. */
export const ZONE = { still: 0, face: 1, mouth: 2, rightEye: 3, leftEye: 4 } as const;

/** Jaw opening at full voice, as a share of the mouth-to-chin depth. */
export const JAW_DROP = 0.2;
/** The upper lip rises this share of the jaw's drop. */
export const LIP_LIFT = 0.18;
/** Lip corners move out (or in) this share of the mouth's half width. */
export const CORNER_SPREAD = 0.13;

/**
 * Everything about the warp that does not change between frames, per pixel of the head region
 * (frame pixels `x0 ≤ x < x1`, `y0 ≤ y < y1`, even): how much the head mask moves it, which zone
 * it is in, and how far the jaw, upper lip and lip corners pull it. Built once per render.
 */
export interface WarpRig {
  frameWidth: number;
  frameHeight: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0 (background, still) … 1 (the head, moves with it). */
  head: Float32Array;
  zone: Uint8Array;
  jaw: Float32Array;
  lift: Float32Array;
  /** Signed: + moves the pixel along `across` as the corners spread. */
  spread: Float32Array;
  /** Per row of the region: first and one-past-last column that can change, or equal for none. */
  spans: Int32Array;
  pivot: Point;
  face: FaceFrame;
  /** The lip line (between the inner lips) at integer u from `lineFrom`, in face axes. */
  lipLine: Float32Array;
  lineFrom: number;
  /** Pixels the jaw drops at full voice. */
  jawPixels: number;
}

export function buildWarpRig(
  landmarks: FaceLandmarks,
  placement: Placement,
  frameWidth: number,
  frameHeight: number,
): WarpRig {
  const face = faceFrame(landmarks, placement);
  const box = outlineBox(face.outline);
  const faceWidth = box.right - box.left;
  const faceHeight = box.bottom - box.top;
  // the mask: the face and the hair above and beside it; the neck fades out below the chin
  const head = {
    cx: (box.left + box.right) / 2,
    cy: (box.top - 0.5 * faceHeight + box.bottom + 0.08 * faceHeight) / 2,
    rx: 0.74 * faceWidth,
    ry: (box.bottom + 0.08 * faceHeight - (box.top - 0.5 * faceHeight)) / 2,
  };
  const even = (value: number) => value - (value % 2);
  // a portrait filling a vertical or square frame runs past its edges: the region stays inside
  const x0 = even(Math.max(0, placement.x, Math.floor(head.cx - head.rx)));
  const y0 = even(Math.max(0, placement.y, Math.floor(head.cy - head.ry)));
  const right = Math.min(frameWidth, placement.x + placement.width);
  const bottom = Math.min(frameHeight, placement.y + placement.height);
  const x1 = even(Math.min(right, Math.ceil(head.cx + head.rx) + 2));
  const y1 = even(Math.min(bottom, Math.ceil(head.cy + head.ry) + 2));
  const [width, height] = [Math.max(0, x1 - x0), Math.max(0, y1 - y0)];
  const size = width * height;
  const rig: WarpRig = {
    frameWidth,
    frameHeight,
    x0,
    y0,
    x1: x0 + width,
    y1: y0 + height,
    head: new Float32Array(size),
    zone: new Uint8Array(size),
    jaw: new Float32Array(size),
    lift: new Float32Array(size),
    spread: new Float32Array(size),
    spans: new Int32Array(height * 2),
    pivot: { x: head.cx, y: box.bottom + 0.3 * faceHeight },
    face,
    ...lipLineTable(face),
    jawPixels: JAW_DROP * face.chinDepth,
  };
  fillWeights(rig, head, placement);
  return rig;
}

/** The line between the inner lips, sampled per pixel across the mouth and beyond its corners. */
function lipLineTable(face: FaceFrame): { lipLine: Float32Array; lineFrom: number } {
  const points = face.upperLip
    .map((upper, index) => {
      const lower = face.lowerLip[index] ?? upper;
      return { x: (upper.x + lower.x) / 2, y: (upper.y + lower.y) / 2 };
    })
    .sort((a, b) => a.x - b.x);
  const reach = Math.ceil(Math.max(face.jawHalfWidth, face.mouthHalfWidth) * 2.2) + 4;
  const lipLine = new Float32Array(reach * 2 + 1);
  for (let index = 0; index < lipLine.length; index += 1) {
    lipLine[index] = interpolate(points, index - reach);
  }
  return { lipLine, lineFrom: -reach };
}

/** Piecewise-linear y at x through points sorted by x, flat beyond the ends. */
export function interpolate(points: readonly Point[], x: number): number {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) {
    return 0;
  }
  if (x <= first.x) {
    return first.y;
  }
  if (x >= last.x) {
    return last.y;
  }
  for (let index = 1; index < points.length; index += 1) {
    const [a, b] = [points[index - 1]!, points[index]!];
    if (x <= b.x) {
      return b.x === a.x ? b.y : a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
    }
  }
  return last.y;
}

export function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** The lip line's v at u (face axes), from the rig's table. */
export function lipLineAt(rig: Pick<WarpRig, 'lipLine' | 'lineFrom'>, u: number): number {
  const index = Math.round(u - rig.lineFrom);
  return rig.lipLine[Math.min(rig.lipLine.length - 1, Math.max(0, index))] ?? 0;
}

/**
 * How far the jaw pulls a point below the lip line (0–1): all of the chin, fading below it into
 * the neck, and across the mouth a lens shape that is zero at the corners.
 */
export function jawWeight(face: FaceFrame, u: number, below: number): number {
  if (below < 0) {
    return 0;
  }
  const depth = below / face.chinDepth;
  const vertical = 1 - smoothstep(1, 1.5, depth);
  const halfWidth =
    face.mouthHalfWidth +
    (0.9 * face.jawHalfWidth - face.mouthHalfWidth) * smoothstep(0, 0.8, depth);
  const across = Math.abs(u) / Math.max(1, halfWidth);
  return across >= 1 ? 0 : vertical * (1 - across * across);
}

/** How far the upper lip rises with the jaw (0–1): the lip, fading out towards the nose. */
export function liftWeight(face: FaceFrame, u: number, above: number): number {
  if (above < 0) {
    return 0;
  }
  const across = Math.abs(u) / Math.max(1, face.mouthHalfWidth);
  return across >= 1
    ? 0
    : (1 - smoothstep(0, 0.45 * face.chinDepth, above)) * (1 - across * across);
}

/** How far a point moves with the lip corners (signed, 0–1): most at the corners, fading off. */
export function spreadWeight(face: FaceFrame, u: number, fromLine: number): number {
  const across = Math.abs(u) / Math.max(1, face.mouthHalfWidth);
  const along = across <= 1 ? across : 1 - smoothstep(1, 1.9, across);
  const reach = 0.35 * face.chinDepth;
  return Math.sign(u) * along * Math.exp(-((fromLine / reach) ** 2));
}

interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

function fillWeights(rig: WarpRig, ellipse: Ellipse, placement: Placement): void {
  const { face } = rig;
  const width = rig.x1 - rig.x0;
  // wide enough that the head's motion (a few pixels) never carries the mouth past the zone's edge
  const jawReach = rig.jawPixels * 1.1 + 10;
  const mouthReach = face.mouthHalfWidth * (1 + CORNER_SPREAD) + 10;
  for (let row = 0; row < rig.y1 - rig.y0; row += 1) {
    let [first, last] = [width, 0];
    for (let column = 0; column < width; column += 1) {
      const [x, y] = [rig.x0 + column, rig.y0 + row];
      const index = row * width + column;
      const radius = Math.hypot((x - ellipse.cx) / ellipse.rx, (y - ellipse.cy) / ellipse.ry);
      const edge = Math.min(
        x - placement.x,
        y - placement.y,
        placement.x + placement.width - 1 - x,
        placement.y + placement.height - 1 - y,
      );
      const head = (1 - smoothstep(0.78, 1, radius)) * smoothstep(0, 16, edge);
      const [dx, dy] = [x - face.mouth.x, y - face.mouth.y];
      const u = dx * face.across.x + dy * face.across.y;
      const v = dx * face.down.x + dy * face.down.y;
      const fromLine = v - lipLineAt(rig, u);
      const jaw = jawWeight(face, u, fromLine);
      const lift = liftWeight(face, u, -fromLine);
      const spread = spreadWeight(face, u, fromLine);
      rig.head[index] = head;
      rig.jaw[index] = jaw;
      rig.lift[index] = lift;
      rig.spread[index] = Math.abs(spread) < 0.01 ? 0 : spread;
      rig.zone[index] = zoneOf(
        face,
        u,
        v,
        fromLine,
        jawReach,
        mouthReach,
        jaw + lift + Math.abs(spread) > 0.005,
      );
      if (head > 0.001 || rig.zone[index] !== ZONE.still) {
        [first, last] = [Math.min(first, column), column + 1];
      }
    }
    rig.spans[row * 2] = first < last ? first : 0;
    rig.spans[row * 2 + 1] = first < last ? last : 0;
  }
}

function zoneOf(
  face: FaceFrame,
  u: number,
  v: number,
  fromLine: number,
  jawReach: number,
  mouthReach: number,
  isMoved: boolean,
): number {
  if (Math.abs(u) <= mouthReach && fromLine > -rigLift(jawReach) && fromLine < jawReach) {
    return ZONE.mouth;
  }
  for (const [index, eye] of face.eyes.entries()) {
    const across = (u - eye.center.x) / Math.max(1, eye.halfWidth);
    const down = v - eye.center.y;
    const span = lidSpan(eye);
    if (Math.abs(across) <= 1.2 && down >= eye.upper - span - 1 && down <= eye.lower + 1) {
      return index === 0 ? ZONE.rightEye : ZONE.leftEye;
    }
  }
  return isMoved ? ZONE.face : ZONE.still;
}

/** How far above the lip line the mouth zone reaches: the raised upper lip, and a margin. */
function rigLift(jawReach: number): number {
  return jawReach * LIP_LIFT + 10;
}

/** The skin above the upper lid that stretches down over the eye as it closes. */
export function lidSpan(eye: { upper: number; lower: number }): number {
  return 0.8 * (eye.lower - eye.upper) + 1;
}
