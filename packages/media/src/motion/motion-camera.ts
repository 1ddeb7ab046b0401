/** The camera move a prompt asks for, and the ffmpeg zoompan filter that makes it. */
import { DURATION_SECONDS, FRAME_HEIGHT, FRAME_WIDTH, FRAMES_PER_SECOND } from './motion-layout';

/** The output frame in pixels. */
const LANDSCAPE_PIXELS = { width: FRAME_WIDTH, height: FRAME_HEIGHT };

import type { CameraMove } from './motion.types';

export type { CameraMove } from './motion.types';

const CAMERA_WORDS: { move: CameraMove; pattern: RegExp }[] = [
  { move: 'drone', pattern: /\b(?:drone|aerial|bird'?s[- ]eye|fly-?over|overhead shot)\b/ },
  { move: 'orbit', pattern: /\b(?:orbit\w*|circl\w* around|rotating around|360)\b/ },
  { move: 'zoom', pattern: /\b(?:zoom\w*|push(?:es|ing)? in|dolly|close[- ]?up|closer)\b/ },
  { move: 'pan', pattern: /\b(?:pan|pans|panning|tracking shot|sweep\w*)\b/ },
];

export function cameraFromWords(prompt: string): CameraMove {
  const text = prompt.toLowerCase();
  return CAMERA_WORDS.find((entry) => entry.pattern.test(text))?.move ?? 'none';
}

/** Zoom, centre x and centre y (shares of the frame) as expressions of the progress `{p}`, 0 → 1. */
const PATHS: Record<Exclude<CameraMove, 'none'>, { z: string; x: string; y: string }> = {
  zoom: { z: '1+0.22*{p}', x: '0.5', y: '0.5' },
  // a drone rising away from the scene: starts close and low, ends wide
  drone: { z: '1.24-0.24*{p}', x: '0.5', y: '0.62-0.12*{p}' },
  pan: { z: '1.14', x: '0.44+0.12*{p}', y: '0.5' },
  orbit: {
    z: '1.12+0.04*sin(PI*{p})',
    x: '0.5+0.06*sin(2*PI*{p})',
    y: '0.5+0.02*cos(2*PI*{p})',
  },
};

/** In a tall frame the camera pans up from the ground to the sky rather than across. */
const TALL_PAN = { z: '1.14', x: '0.5', y: '0.58-0.16*{p}' };

/**
 * Enlarged first so zoompan's whole-pixel steps are small on the output (no shimmer): to 1.5×
 * the 720p frame. A 1080p frame is that size already, so it is not enlarged again: its steps are
 * as small, and a 2880×1620 working frame would cost a third more memory for nothing.
 */
const WORKING_SHORT_SIDE = 1080;

/** The filter chain for a move, or null when the camera holds still. */
export function buildCameraFilter(
  move: CameraMove,
  frame: { width: number; height: number } = LANDSCAPE_PIXELS,
): string | null {
  if (move === 'none') {
    return null;
  }
  const frames = DURATION_SECONDS * FRAMES_PER_SECOND - 1;
  const path = move === 'pan' && frame.height > frame.width ? TALL_PAN : PATHS[move];
  const progress = (expression: string) => expression.replaceAll('{p}', `(on/${frames})`);
  const zoom = progress(path.z);
  // zoompan's x/y are the top-left of the window: centre minus half the window, kept inside
  const x = `max(0,min(iw-iw/zoom,iw*(${progress(path.x)})-iw/zoom/2))`;
  const y = `max(0,min(ih-ih/zoom,ih*(${progress(path.y)})-ih/zoom/2))`;
  const enlarge = Math.max(1, WORKING_SHORT_SIDE / Math.min(frame.width, frame.height));
  const width = Math.round(frame.width * enlarge);
  const height = Math.round(frame.height * enlarge);
  return `scale=${width}:${height},zoompan=z='${zoom}':x='${x}':y='${y}':d=1:s=${frame.width}x${frame.height}:fps=${FRAMES_PER_SECOND}`;
}
