import type { PhotoFrame } from './photo-frame.plan';
import {
  interpolate,
  lidSpan,
  LIP_LIFT,
  CORNER_SPREAD,
  ZONE,
  type WarpRig,
} from './photo-warp.rig';

/** Mouth interior colours as limited-range BT.709 YUV: cavity, upper teeth, tongue. */
const CAVITY = [38, 124, 146] as const;
const TEETH = [200, 122, 131] as const;
const TONGUE = [100, 121, 166] as const;
/** Of the photo's own opening (teeth showing), the share that moves with the upper lip. */
const UPPER_TEETH = 0.6;

/**
 * Draws one frame: a copy of the still frame with the head region warped. Each output pixel is
 * traced back (head motion, then jaw, lips or eyelids) to a point of the still frame and sampled
 * bilinearly; inside the opened lips the mouth's interior is drawn instead. Luma per pixel, chroma
 * per 2×2 block, both from the same mapping.
 */
export class PhotoFrameWarper {
  private readonly width: number;
  private readonly lumaSize: number;
  // the current frame's motion
  private cos = 1;
  private sin = 0;
  private shiftX = 0;
  private shiftY = 0;
  private jawPx = 0;
  private liftPx = 0;
  private spreadPx = 0;
  private blink = 0;
  private upperLip: { x: number; y: number }[] = [];
  private lowerLip: { x: number; y: number }[] = [];
  private mouthLeft = 0;
  private mouthRight = 0;
  // the traced point, written by `trace`
  private srcX = 0;
  private srcY = 0;
  private cover = 0;
  private shade = 1;
  private teeth = 0;
  private tongue = 0;
  /** Where (v, face axes) inside the photo's own mouth opening the point samples; NaN: nowhere. */
  private openingV = Number.NaN;
  private readonly restUpper: { x: number; y: number }[];
  private readonly restLower: { x: number; y: number }[];

  constructor(
    private readonly rig: WarpRig,
    private readonly still: Buffer,
  ) {
    this.width = rig.frameWidth;
    this.lumaSize = rig.frameWidth * rig.frameHeight;
    this.restUpper = [...rig.face.upperLip].sort((a, b) => a.x - b.x);
    this.restLower = [...rig.face.lowerLip].sort((a, b) => a.x - b.x);
  }

  /** Writes the frame into `out` (a whole I420 frame, overwritten). */
  draw(frame: PhotoFrame, out: Buffer): void {
    this.still.copy(out);
    this.setMotion(frame);
    this.drawLuma(out);
    this.drawChroma(out);
  }

  private setMotion(frame: PhotoFrame): void {
    const { rig } = this;
    this.cos = Math.cos(frame.roll);
    this.sin = Math.sin(frame.roll);
    this.shiftX = frame.shiftX;
    this.shiftY = frame.shiftY;
    this.jawPx = frame.jaw * rig.jawPixels;
    this.liftPx = this.jawPx * LIP_LIFT;
    this.spreadPx = frame.spread * CORNER_SPREAD * rig.face.mouthHalfWidth;
    this.blink = frame.blink;
    // the opened lips, in face axes: upper lip raised, lower lip dropped, corners moved
    const { face } = rig;
    const lip = (points: readonly { x: number; y: number }[], sign: number) =>
      points
        .map((point) => {
          const across = Math.abs(point.x) / Math.max(1, face.mouthHalfWidth);
          const lens = across >= 1 ? 0 : 1 - across * across;
          const drop = sign > 0 ? this.jawPx * lens : -this.liftPx * lens;
          return {
            x: point.x + this.spreadPx * Math.sign(point.x) * Math.min(1, across),
            y: point.y + drop,
          };
        })
        .sort((a, b) => a.x - b.x);
    this.upperLip = lip(face.upperLip, -1);
    this.lowerLip = lip(face.lowerLip, 1);
    this.mouthLeft = this.upperLip[0]?.x ?? 0;
    this.mouthRight = this.upperLip.at(-1)?.x ?? 0;
  }

  /**
   * Traces frame point (x, y) back to the still frame: `srcX`/`srcY`, and for the mouth the
   * interior's coverage and make-up. Returns false when the point does not move.
   */
  private trace(x: number, y: number): boolean {
    const { rig } = this;
    const regionWidth = rig.x1 - rig.x0;
    const column = ((x + 0.5) | 0) - rig.x0;
    const row = ((y + 0.5) | 0) - rig.y0;
    const index = row * regionWidth + column;
    const head = rig.head[index] ?? 0;
    const zone = rig.zone[index] ?? 0;
    this.cover = 0;
    this.shade = 1;
    this.openingV = Number.NaN;
    if (head === 0 && zone === ZONE.still) {
      return false;
    }
    // head motion: undo the roll about the neck and the drift, as far as the mask lets it
    const px = x - this.shiftX - rig.pivot.x;
    const py = y - this.shiftY - rig.pivot.y;
    let qx = x + head * (rig.pivot.x + this.cos * px + this.sin * py - x);
    let qy = y + head * (rig.pivot.y - this.sin * px + this.cos * py - y);
    const qIndex = (((qy + 0.5) | 0) - rig.y0) * regionWidth + (((qx + 0.5) | 0) - rig.x0);
    const qZone = rig.zone[qIndex] ?? ZONE.still;
    if (qZone !== ZONE.still) {
      const { face } = rig;
      const dx = qx - face.mouth.x;
      const dy = qy - face.mouth.y;
      const u = dx * face.across.x + dy * face.across.y;
      const v = dx * face.down.x + dy * face.down.y;
      if (qZone === ZONE.mouth) {
        this.mouthInterior(u, v);
      }
      if (qZone === ZONE.rightEye || qZone === ZONE.leftEye) {
        const drop = this.lidDrop(face.eyes[qZone - ZONE.rightEye]!, u, v);
        qx -= drop * face.down.x;
        qy -= drop * face.down.y;
      } else {
        const along = this.spreadPx * (rig.spread[qIndex] ?? 0);
        const down = this.jawPx * (rig.jaw[qIndex] ?? 0) - this.liftPx * (rig.lift[qIndex] ?? 0);
        qx -= along * face.across.x + down * face.down.x;
        qy -= along * face.across.y + down * face.down.y;
      }
      if (this.openingV === this.openingV) {
        // the photo's own teeth, carried by the lip they sit behind
        const sourceU = (qx - face.mouth.x) * face.across.x + (qy - face.mouth.y) * face.across.y;
        qx = face.mouth.x + sourceU * face.across.x + this.openingV * face.down.x;
        qy = face.mouth.y + sourceU * face.across.y + this.openingV * face.down.y;
      }
    }
    this.srcX = qx;
    this.srcY = qy;
    return true;
  }

  /** Coverage (anti-aliased) of the opened mouth at (u, v), with its teeth and tongue. */
  private mouthInterior(u: number, v: number): void {
    if (this.jawPx < 0.6 || u <= this.mouthLeft || u >= this.mouthRight) {
      return;
    }
    const top = interpolate(this.upperLip, u);
    const bottom = interpolate(this.lowerLip, u);
    const gap = bottom - top;
    this.cover = Math.min(1, Math.max(0, Math.min(v - top, bottom - v) + 0.5)) * Math.min(1, gap);
    if (this.cover <= 0) {
      return;
    }
    const across = (Math.abs(u) / Math.max(1, this.mouthRight - this.mouthLeft)) * 2;
    const restTop = interpolate(this.restUpper, u);
    const shown = interpolate(this.restLower, u) - restTop;
    if (shown > 1.5) {
      // a photo that shows its teeth keeps them: the upper ones under the upper lip, the lower
      // ones on the lower lip, the dark of the mouth opening between them
      if (v - top < shown * UPPER_TEETH) {
        [this.openingV, this.cover] = [restTop + (v - top), 0];
        return;
      }
      if (bottom - v < shown * (1 - UPPER_TEETH)) {
        [this.openingV, this.cover] = [restTop + shown - (bottom - v), 0];
        return;
      }
      [this.teeth, this.tongue] = [0, bottom - v < 0.35 * gap ? 0.5 * (1 - across) : 0];
      return;
    }
    const teethHeight = Math.min(0.4 * gap, 0.16 * (this.mouthRight - this.mouthLeft));
    // the teeth show under the upper lip, fading into shadow towards the corners
    this.teeth =
      v - top < teethHeight
        ? Math.max(0, 1 - across * across * 1.4) * Math.min(1, (teethHeight - (v - top)) * 0.8)
        : 0;
    this.tongue = bottom - v < 0.35 * gap ? Math.min(1, gap / 10) * (1 - across) : 0;
  }

  /** How far up the still frame an eye point samples from as the lid closes (face axes). */
  private lidDrop(
    eye: { center: { x: number; y: number }; halfWidth: number; upper: number; lower: number },
    u: number,
    v: number,
  ): number {
    if (this.blink === 0) {
      return 0;
    }
    const across = (u - eye.center.x) / Math.max(1, eye.halfWidth);
    if (Math.abs(across) >= 1) {
      return 0;
    }
    const curve = 1 - across * across;
    const y = v - eye.center.y;
    const upper = eye.upper * curve;
    const lower = eye.lower * curve;
    const top = upper - lidSpan(eye);
    const edge = upper + this.blink * 0.92 * (lower - upper);
    let source = y;
    if (y >= top && y <= edge) {
      source = top + ((y - top) * (upper - top)) / Math.max(0.001, edge - top);
    } else if (y > edge && y <= lower) {
      source = lower - ((lower - y) * (lower - upper)) / Math.max(0.5, lower - edge);
    }
    // the lashes: a dark line along the closing lid's edge
    const fromEdge = Math.abs(y - edge);
    if (fromEdge < 1.5 && this.blink > 0.3) {
      this.shade = 1 - 0.45 * this.blink * curve * (1 - fromEdge / 1.5);
    }
    return y - source;
  }

  /**
   * Most of the head only follows the head's motion: those pixels take a fast path (the rotation
   * stepped along the row, the sample inlined); the jaw, lips and eyes take `trace`.
   */
  private drawLuma(out: Buffer): void {
    const { rig, still, width } = this;
    const { head, zone } = rig;
    const regionWidth = rig.x1 - rig.x0;
    const [cos, sin] = [this.cos, this.sin];
    const [pivotX, pivotY] = [rig.pivot.x, rig.pivot.y];
    const [maxX, maxY] = [width - 1.001, rig.frameHeight - 1.001];
    const [shiftX, shiftY, x0Region] = [this.shiftX, this.shiftY, rig.x0];
    for (let row = 0; row < rig.y1 - rig.y0; row += 1) {
      const first = rig.spans[row * 2]!;
      const last = rig.spans[row * 2 + 1]!;
      const y = rig.y0 + row;
      const py = y - shiftY - pivotY;
      const rowOut = y * width;
      for (let column = first; column < last; column += 1) {
        const x = x0Region + column;
        const index = row * regionWidth + column;
        if (zone[index] !== 0) {
          if (this.trace(x, y)) {
            let value = sample(still, 0, width, rig.frameHeight, this.srcX, this.srcY) * this.shade;
            if (this.cover > 0) {
              value += (this.interior(0) - value) * this.cover;
            }
            out[y * width + x] = value;
          }
          continue;
        }
        const weight = head[index]!;
        if (weight === 0) {
          continue;
        }
        const px = x - shiftX - pivotX;
        let sx = x + weight * (pivotX + cos * px + sin * py - x);
        let sy = y + weight * (pivotY - sin * px + cos * py - y);
        sx = sx < 0 ? 0 : sx > maxX ? maxX : sx;
        sy = sy < 0 ? 0 : sy > maxY ? maxY : sy;
        const x0 = sx | 0;
        const y0 = sy | 0;
        const fx = sx - x0;
        const at = y0 * width + x0;
        const a = still[at]!;
        const c = still[at + width]!;
        const top = a + (still[at + 1]! - a) * fx;
        const bottom = c + (still[at + width + 1]! - c) * fx;
        out[rowOut + x] = top + (bottom - top) * (sy - y0);
      }
    }
  }

  private drawChroma(out: Buffer): void {
    const { rig, still, width, lumaSize } = this;
    const { head, zone } = rig;
    const regionWidth = rig.x1 - rig.x0;
    const [chromaWidth, chromaHeight] = [width / 2, rig.frameHeight / 2];
    const planeV = lumaSize + lumaSize / 4;
    const [cos, sin] = [this.cos, this.sin];
    const [pivotX, pivotY] = [rig.pivot.x, rig.pivot.y];
    const [maxX, maxY] = [chromaWidth - 1.001, chromaHeight - 1.001];
    for (let row = 0; row < (rig.y1 - rig.y0) / 2; row += 1) {
      const [first, last] = chromaSpan(rig.spans, row);
      const chromaY = rig.y0 / 2 + row;
      const y = chromaY * 2 + 0.5;
      const py = y - this.shiftY - pivotY;
      for (let column = first; column < last; column += 1) {
        const chromaX = rig.x0 / 2 + column;
        const x = chromaX * 2 + 0.5;
        const index = row * 2 * regionWidth + column * 2;
        let u: number;
        let v: number;
        if (zone[index] !== ZONE.still) {
          if (!this.trace(x, y)) {
            continue;
          }
          const [sx, sy] = [(this.srcX - 0.5) / 2, (this.srcY - 0.5) / 2];
          u = sample(still, lumaSize, chromaWidth, chromaHeight, sx, sy);
          v = sample(still, planeV, chromaWidth, chromaHeight, sx, sy);
          if (this.cover > 0) {
            u += (this.interior(1) - u) * this.cover;
            v += (this.interior(2) - v) * this.cover;
          }
        } else {
          const weight = head[index]!;
          if (weight === 0) {
            continue;
          }
          const px = x - this.shiftX - pivotX;
          let sx = (x + weight * (pivotX + cos * px + sin * py - x) - 0.5) / 2;
          let sy = (y + weight * (pivotY - sin * px + cos * py - y) - 0.5) / 2;
          sx = sx < 0 ? 0 : sx > maxX ? maxX : sx;
          sy = sy < 0 ? 0 : sy > maxY ? maxY : sy;
          const x0 = sx | 0;
          const y0 = sy | 0;
          const [fx, fy] = [sx - x0, sy - y0];
          const atU = lumaSize + y0 * chromaWidth + x0;
          const atV = atU + lumaSize / 4;
          const topU = still[atU]! + (still[atU + 1]! - still[atU]!) * fx;
          const bottomU =
            still[atU + chromaWidth]! +
            (still[atU + chromaWidth + 1]! - still[atU + chromaWidth]!) * fx;
          const topV = still[atV]! + (still[atV + 1]! - still[atV]!) * fx;
          const bottomV =
            still[atV + chromaWidth]! +
            (still[atV + chromaWidth + 1]! - still[atV + chromaWidth]!) * fx;
          u = topU + (bottomU - topU) * fy;
          v = topV + (bottomV - topV) * fy;
        }
        const at = chromaY * chromaWidth + chromaX;
        out[lumaSize + at] = u;
        out[planeV + at] = v;
      }
    }
  }

  /** One channel of the mouth interior at the traced point. */
  private interior(channel: 0 | 1 | 2): number {
    const cavity = CAVITY[channel];
    const withTongue = cavity + (TONGUE[channel] - cavity) * this.tongue * 0.8;
    return withTongue + (TEETH[channel] - withTongue) * this.teeth;
  }
}

/** Bilinear sample of an 8-bit plane at (x, y), clamped to its edges. */
function sample(
  plane: Buffer,
  offset: number,
  width: number,
  height: number,
  x: number,
  y: number,
): number {
  const cx = Math.min(width - 1.001, Math.max(0, x));
  const cy = Math.min(height - 1.001, Math.max(0, y));
  const x0 = cx | 0;
  const y0 = cy | 0;
  const fx = cx - x0;
  const fy = cy - y0;
  const at = offset + y0 * width + x0;
  const top = plane[at]! + (plane[at + 1]! - plane[at]!) * fx;
  const bottom = plane[at + width]! + (plane[at + width + 1]! - plane[at + width]!) * fx;
  return top + (bottom - top) * fy;
}

/** The columns (in chroma pixels) a chroma row must redraw: those of either of its luma rows. */
function chromaSpan(spans: Int32Array, row: number): [number, number] {
  const [a0, a1, b0, b1] = [
    spans[row * 4]!,
    spans[row * 4 + 1]!,
    spans[row * 4 + 2]!,
    spans[row * 4 + 3]!,
  ];
  if (a1 <= a0 && b1 <= b0) {
    return [0, 0];
  }
  const first = a1 <= a0 ? b0 : b1 <= b0 ? a0 : Math.min(a0, b0);
  const last = a1 <= a0 ? b1 : b1 <= b0 ? a1 : Math.max(a1, b1);
  return [first >> 1, (last + 1) >> 1];
}
