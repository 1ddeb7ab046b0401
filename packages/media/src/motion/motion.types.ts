/** The scene a prompt asks for, decided before anything is drawn. */
import type { MotionHint } from '../illustration/illustration.types';

export type MotionTheme =
  'ocean' | 'forest' | 'city' | 'fire' | 'space' | 'desert' | 'mountain' | 'meadow' | 'abstract';

export type TerrainKind =
  'waves' | 'pines' | 'skyline' | 'traffic' | 'flames' | 'mountains' | 'hills' | 'dunes' | 'orbs';

export type ParticleKind = 'snow' | 'rain' | 'embers' | 'fireflies' | 'stars' | 'bokeh' | 'dust';

export type SkyObject = 'sun' | 'moon' | 'planet' | 'none';

export type PaletteName =
  | 'sunset'
  | 'dawn'
  | 'day'
  | 'night'
  | 'neon'
  | 'forest'
  | 'winter'
  | 'storm'
  | 'fire'
  | 'cosmic'
  | 'desert'
  | 'aurora'
  | 'candy';

export type MotionStyle = 'calm' | 'steady' | 'energetic';

/** A stretch of the colour wheel: centre and half-width in degrees. */
export interface HueBand {
  hue: number;
  width: number;
}

/** Colours as `#rrggbb`. Terrain runs far → near. */
export interface MotionPalette {
  skyTop: string;
  skyMiddle: string;
  skyHorizon: string;
  glow: string;
  terrain: [string, string, string];
  particle: string;
  accent: string;
  ink: string;
}

export interface TerrainLayerPlan {
  kind: TerrainKind;
  color: string;
  /** 0 is the farthest layer; nearer layers sit lower and move faster. */
  depth: number;
  isSnowCapped: boolean;
}

export interface ScenePlan {
  seed: number;
  theme: MotionTheme;
  paletteName: PaletteName;
  palette: MotionPalette;
  motion: { style: MotionStyle; speed: number; panDirection: 1 | -1 };
  sky: SkyObject;
  /** Where the sky object and horizon sit, as fractions of the frame. */
  skyObjectHeight: number;
  hasStars: boolean;
  hasClouds: boolean;
  layers: TerrainLayerPlan[];
  particles: ParticleKind[];
  /** Text the prompt asked to show, whole; empty when it asked for none. */
  keyPhrase: string;
  showText: boolean;
  /** The prompt's subjects, moving across the scene. */
  sprites: MotionSprite[];
  /** Subjects the prompt names that have no illustration. */
  missing: string[];
  camera: CameraMove;
  /** Hues the negative prompt rules out; fixed colours (tail lights, embers) steer clear too. */
  avoidedHues: HueBand[];
  /** Words from the negative prompt that the plan honoured. */
  excluded: string[];
}

export type CameraMove = 'none' | 'zoom' | 'drone' | 'pan' | 'orbit';

export interface MotionSprite {
  word: string;
  /** The broader kind the picture shows when the set has none of the word itself. */
  drawnAs?: string;
  icon: string;
  /** SVG markup in a 32×32 box. */
  body: string;
  motion: MotionHint;
  /** Side of the square sprite, px. */
  size: number;
  /** Where it is at t = 0 (top-left), px. */
  x: number;
  y: number;
  /** Pixels per second along x; 0 stays put. Sprites that leave the frame come back round. */
  speed: number;
  /** Drawn mirrored (the artwork faces left and it moves right). */
  mirrored: boolean;
  /** Up-and-down motion: height px, period s, and `step` for a walker's bounce. */
  bob: { height: number; period: number; phase: number; step: boolean };
  hasShadow: boolean;
}

/** What a terrain strip's drawing functions are given. */
export interface DrawContext {
  random: () => number;
  color: string;
  height: number;
  layer: TerrainLayerPlan;
  plan: ScenePlan;
  /** The strip's period: the frame's width, so it wraps without a seam. */
  period: number;
}
