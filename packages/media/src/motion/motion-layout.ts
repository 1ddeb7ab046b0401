import type { VideoAspect } from '@orato/shared';
import type { ParticleKind, TerrainKind } from './motion.types';

/** The landscape frame, in design units (pixels at 720p): every scene was designed for it first. */
export const FRAME_WIDTH = 1280;
export const FRAME_HEIGHT = 720;

/**
 * A scene's frame in design units: 1280×720, 720×1280 or 720×720. At 1080p the same design is
 * drawn 1.5× larger from its vectors, and every position and speed is scaled by as much.
 */
export interface MotionFrame {
  width: number;
  height: number;
}

export const LANDSCAPE_FRAME: MotionFrame = { width: FRAME_WIDTH, height: FRAME_HEIGHT };

export function motionFrame(aspect: VideoAspect): MotionFrame {
  if (aspect === '9:16') {
    return { width: 720, height: 1280 };
  }
  return aspect === '1:1' ? { width: 720, height: 720 } : LANDSCAPE_FRAME;
}

/** A tall frame gives the land a quarter more rows: the horizon sits lower, the sky stays open for the title. */
function groundScale(frame: MotionFrame): number {
  return frame.height > frame.width ? 1.25 : 1;
}

/**
 * A row of the landscape design (from its top) moved to sit as far above this frame's bottom,
 * the ground a little taller in a tall frame: land, water and roads stay at the bottom.
 */
export function fromBottom(y: number, frame: MotionFrame): number {
  return frame.height - (FRAME_HEIGHT - y) * groundScale(frame);
}
export const FRAMES_PER_SECOND = 24;
export const DURATION_SECONDS = 8;
export const FRAME_COUNT = FRAMES_PER_SECOND * DURATION_SECONDS;
export const POSTER_SECONDS = 1;

/** The backdrop is wider than the frame so the camera can drift across it. */
export const BACKDROP_MARGIN = 96;
export const BACKDROP_WIDTH = FRAME_WIDTH + BACKDROP_MARGIN;

export function backdropWidth(frame: MotionFrame): number {
  return frame.width + BACKDROP_MARGIN;
}

/**
 * Terrain strips repeat every frame width and are drawn twice, so a crop window can slide
 * across them forever without a seam.
 */
export const TERRAIN_PERIOD = FRAME_WIDTH;

/** Top edge (px from the frame top) of each terrain kind, far → near. */
const TERRAIN_TOPS: Record<TerrainKind, readonly [number, number, number]> = {
  waves: [418, 470, 556],
  pines: [330, 330, 380],
  skyline: [230, 320, 300],
  traffic: [600, 600, 604],
  flames: [360, 430, 500],
  mountains: [250, 320, 400],
  hills: [430, 490, 570],
  dunes: [420, 480, 560],
  orbs: [0, 0, 0],
};

/** Pixels per second at steady speed for the far, middle and near layer. */
const DEPTH_SPEEDS = [14, 32, 64] as const;

/** Flames bob up and down, so their strips reach below the frame. */
export const FLAME_BOB = 14;

export function terrainTop(
  kind: TerrainKind,
  depth: number,
  frame: MotionFrame = LANDSCAPE_FRAME,
): number {
  const top = TERRAIN_TOPS[kind][Math.min(2, Math.max(0, depth))] ?? 0;
  // orbs float over the whole frame; everything else is ground
  return kind === 'orbs' ? 0 : Math.round(fromBottom(top, frame));
}

export function terrainHeight(
  kind: TerrainKind,
  depth: number,
  frame: MotionFrame = LANDSCAPE_FRAME,
): number {
  const height =
    frame.height - terrainTop(kind, depth, frame) + (kind === 'flames' ? FLAME_BOB : 0);
  return kind === 'traffic' ? 96 : height;
}

export function terrainSpeed(kind: TerrainKind, depth: number): number {
  if (kind === 'traffic') {
    return 260;
  }
  return DEPTH_SPEEDS[Math.min(2, Math.max(0, depth))] ?? 32;
}

export interface ParticleMotion {
  axis: 'x' | 'y';
  /** Pixels per second; positive moves content down (y) or left (x). */
  speed: number;
  sway: number;
}

export function particleMotion(kind: ParticleKind, layer: number): ParticleMotion {
  switch (kind) {
    case 'snow':
      return layer === 0 ? { axis: 'y', speed: 42, sway: 10 } : { axis: 'y', speed: 96, sway: 22 };
    case 'rain':
      return { axis: 'y', speed: 1150, sway: 0 };
    case 'embers':
      return { axis: 'y', speed: -84, sway: 18 };
    case 'fireflies':
      return { axis: 'y', speed: -16, sway: 20 };
    case 'dust':
      return { axis: 'y', speed: -14, sway: 12 };
    case 'stars':
      return { axis: 'x', speed: 10, sway: 0 };
    case 'bokeh':
      return { axis: 'x', speed: 26, sway: 0 };
  }
}
