/**
 * The still's slow camera move, drawn here rather than by ffmpeg's zoompan: zoompan cuts its
 * window on whole pixels and the picture shivers; here every frame is resampled from the window's
 * exact (fractional) position, so the move is smooth at any speed.
 */
import type { YuvImage } from '../frames/frame-raster';

/** The picture the camera moves over: the still cover-cropped at 1.15× the frame. */
export const CAMERA_CANVAS = { width: 1472, height: 828 } as const;

/** The camera's canvas for a frame of any shape: 1.15× it, on even pixels. */
export function cameraCanvas(frame: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const even = (value: number) => Math.round(value / 2) * 2;
  return { width: even(frame.width * 1.15), height: even(frame.height * 1.15) };
}

export type CameraMove = 'push-in' | 'pan-right' | 'pull-out' | 'pan-left';

const MOVES: readonly CameraMove[] = ['push-in', 'pan-right', 'pull-out', 'pan-left'];

/** Neighbouring stills move differently: the scene's index picks the move. */
export function cameraMoveFor(index: number): CameraMove {
  return MOVES[((index % MOVES.length) + MOVES.length) % MOVES.length]!;
}

/** A rectangle of the canvas, in canvas pixels (fractions allowed), the frame's shape. */
export interface CameraWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Zoom (canvas width over window width) and where the window sits in the room the zoom leaves
 * around it: 0 at the left (top) edge, 1 at the right (bottom), 0.5 centred.
 */
interface CameraPose {
  zoom: number;
  across: number;
  down: number;
}

const lerp = (from: number, to: number, share: number) => from + (to - from) * share;

/** Half constant speed, half a sine ease: it moves from the first frame, and settles softly. */
export function easeCamera(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 0.5 * clamped + 0.25 * (1 - Math.cos(Math.PI * clamped));
}

/** In a tall frame a pan has little room across: the camera tilts down (or up) instead. */
function pose(move: CameraMove, share: number, isTall: boolean): CameraPose {
  const turned = panPose(move, share);
  return isTall && (move === 'pan-right' || move === 'pan-left')
    ? { zoom: turned.zoom, across: turned.down, down: turned.across }
    : turned;
}

function panPose(move: CameraMove, share: number): CameraPose {
  switch (move) {
    // pushing in a little above the middle, where faces and horizons usually are
    case 'push-in':
      return { zoom: lerp(1, 1.14, share), across: 0.5, down: lerp(0.5, 0.35, share) };
    case 'pull-out':
      return { zoom: lerp(1.14, 1, share), across: 0.5, down: lerp(0.35, 0.5, share) };
    case 'pan-right':
      return { zoom: 1.1, across: share, down: 0.5 };
    case 'pan-left':
      return { zoom: lerp(1.06, 1.12, share), across: 1 - share, down: 0.4 };
  }
}

/** The window the frame shows at `progress` (0 → 1) through the move, always inside the canvas. */
export function cameraWindow(
  move: CameraMove,
  progress: number,
  canvas: { width: number; height: number } = CAMERA_CANVAS,
): CameraWindow {
  const { zoom, across, down } = pose(move, easeCamera(progress), canvas.height > canvas.width);
  const width = canvas.width / zoom;
  const height = canvas.height / zoom;
  return {
    x: (canvas.width - width) * across,
    y: (canvas.height - height) * down,
    width,
    height,
  };
}

/** Where each output pixel of one axis reads from: left source index and 8-bit weight of the right. */
function axisTaps(
  outSize: number,
  from: number,
  span: number,
  sourceSize: number,
): { index: Int32Array; weight: Int32Array } {
  const index = new Int32Array(outSize);
  const weight = new Int32Array(outSize);
  const step = span / outSize;
  for (let out = 0; out < outSize; out += 1) {
    const position = Math.min(sourceSize - 1, Math.max(0, from + (out + 0.5) * step - 0.5));
    const left = Math.min(sourceSize - 2, Math.floor(position));
    index[out] = left;
    weight[out] = Math.round((position - left) * 256);
  }
  return { index, weight };
}

/**
 * One source row resampled across (8-bit weights), as 16-bit sums: each source row a frame reads
 * is done once, not once for every output row above and below it.
 */
function resampleRow(
  source: Buffer,
  rowStart: number,
  xIndex: Int32Array,
  xWeight: Int32Array,
  out: Uint16Array,
): void {
  for (let x = 0; x < out.length; x += 1) {
    const at = rowStart + xIndex[x]!;
    const right = xWeight[x]!;
    out[x] = source[at]! * (256 - right) + source[at + 1]! * right;
  }
}

/** Each output pixel of a row: between the two resampled rows, by 8-bit weights. */
function blendRows(
  out: Buffer,
  target: number,
  upperRow: Uint16Array,
  lowerRow: Uint16Array,
  up: number,
  down: number,
): void {
  for (let x = 0; x < upperRow.length; x += 1) {
    out[target + x] = (upperRow[x]! * up + lowerRow[x]! * down + 32768) >> 16;
  }
}

/**
 * One plane resampled bilinearly (8-bit fixed point) from the window into `out` at `offset`:
 * across each source row once, then down between the two rows each output row sits between;
 * the same sums, in the same order, as a pixel-by-pixel bilinear read.
 */
function resamplePlane(
  source: Buffer,
  sourceOffset: number,
  sourceWidth: number,
  sourceHeight: number,
  window: CameraWindow,
  out: Buffer,
  offset: number,
  outWidth: number,
  outHeight: number,
): void {
  const columns = axisTaps(outWidth, window.x, window.width, sourceWidth);
  const rows = axisTaps(outHeight, window.y, window.height, sourceHeight);
  // source row r, resampled across, is kept in slot r % 2 while the output rows need it
  const slots = [new Uint16Array(outWidth), new Uint16Array(outWidth)] as const;
  const held = [-1, -1];
  const across = (row: number): Uint16Array => {
    const slot = row & 1;
    if (held[slot] !== row) {
      const start = sourceOffset + row * sourceWidth;
      resampleRow(source, start, columns.index, columns.weight, slots[slot]!);
      held[slot] = row;
    }
    return slots[slot]!;
  };
  for (let y = 0; y < outHeight; y += 1) {
    const top = rows.index[y]!;
    const upperRow = across(top);
    const lowerRow = across(top + 1);
    const down = rows.weight[y]!;
    const up = 256 - down;
    const target = offset + y * outWidth;
    blendRows(out, target, upperRow, lowerRow, up, down);
  }
}

/** The frame (I420, `outWidth`×`outHeight`) that shows `window` of the canvas (I420). */
export function renderCameraFrame(
  canvas: YuvImage,
  window: CameraWindow,
  outWidth: number,
  outHeight: number,
  // every byte is written below: no need to clear it first
  out: Buffer = Buffer.allocUnsafe(outWidth * outHeight * 1.5),
): Buffer {
  const lumaIn = canvas.width * canvas.height;
  const lumaOut = outWidth * outHeight;
  resamplePlane(canvas.data, 0, canvas.width, canvas.height, window, out, 0, outWidth, outHeight);
  const half = {
    x: window.x / 2,
    y: window.y / 2,
    width: window.width / 2,
    height: window.height / 2,
  };
  for (const plane of [0, 1]) {
    resamplePlane(
      canvas.data,
      lumaIn + (plane * lumaIn) / 4,
      canvas.width / 2,
      canvas.height / 2,
      half,
      out,
      lumaOut + (plane * lumaOut) / 4,
      outWidth / 2,
      outHeight / 2,
    );
  }
  return out;
}
