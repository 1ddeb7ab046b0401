import type { ImageFormatOptions } from '../frames/media-format';
import type { Illustration } from '../illustration/illustration.types';
import type { ArtView } from './art-svg';
/** Shared shapes of the local image engine: what a prompt asks for, and what comes back. */

export type FilterKind =
  | 'enhance'
  | 'grayscale'
  | 'sepia'
  | 'vintage'
  | 'warm'
  | 'cool'
  | 'invert'
  | 'saturate'
  | 'desaturate'
  | 'brighten'
  | 'darken'
  | 'contrast'
  | 'blur'
  | 'sharpen'
  | 'vignette';

export type Strength = 'light' | 'normal' | 'strong';

export interface FilterEdit {
  kind: FilterKind;
  strength: Strength;
}

export type Rotation = 0 | 90 | 180 | 270;

export type CropShape = 'square' | 'portrait' | 'landscape' | 'story';

export type CollageLayout = 'poster' | 'grid' | 'row' | 'column' | 'collage' | 'blend';

/** Painting looks the engine can give a photo. */
export type PhotoStyle = 'oil' | 'watercolor' | 'sketch' | 'pixel';

/** Every edit a prompt asked for that the engine knows, as data. */
export interface EditPlan {
  /** Colour and tone filters, in the order they are applied. */
  filters: FilterEdit[];
  /** Clockwise degrees. */
  rotate: Rotation;
  flipHorizontal: boolean;
  flipVertical: boolean;
  crop: CropShape | null;
  caption: string | null;
  /** How several inputs are composed; null when the prompt does not say. */
  layout: CollageLayout | null;
  /** A painting look for the photo, applied after the filters. */
  style: PhotoStyle | null;
  /** Instructions in the prompt the engine cannot carry out offline, as the prompt put them. */
  unsupported: string[];
}

export interface Palette {
  name: string;
  /** Sky or background gradient, top to bottom. */
  sky: [string, string, string];
  /** Four accent colours for shapes and glows. */
  accents: [string, string, string, string];
  /** Terrain layers, farthest (hazy) to nearest. */
  ground: [string, string];
  /** True when the palette reads as dark (light ink over it). */
  isDark: boolean;
}

export type Terrain = 'mountains' | 'hills' | 'waves' | 'forest' | 'dunes';

export type Composition =
  | { kind: 'landscape'; terrain: Terrain; celestial: 'sun' | 'moon' | 'none'; hasStars: boolean }
  | { kind: 'flow' }
  | { kind: 'geometric' }
  | { kind: 'neon' }
  | { kind: 'minimal' };

export interface ImageStyle {
  palette: Palette;
  composition: Composition;
  /** Stable per prompt: same prompt, same picture. */
  seed: number;
}

export interface GenerateImageInput extends ImageFormatOptions {
  prompt: string;
  /** Images validated upstream (PNG, JPEG or WebP); 0 for text-to-image, 1 to edit, 2–4 to compose. */
  inputs: Buffer[];
}

export interface GeneratedImage {
  png: Buffer;
  width: number;
  height: number;
  /** What was done, in plain words, e.g. ['black and white', 'square crop']. */
  appliedEdits: string[];
  /** What the prompt asked for that this engine cannot do offline, in plain words. */
  notApplied: string[];
  description: string;
  /** The scene graph of a text-to-image result drawn from illustrations. */
  scene?: ImageScene;
}

export type SceneLight = 'day' | 'night' | 'sunset' | 'storm';
export type SceneWeather = 'rain' | 'snow' | 'fog';
export type SceneStyle = 'flat' | 'watercolor' | 'neon' | 'oil' | 'sketch' | 'pixel';
export type SceneSetting =
  /** `isNamed`: the prompt said where (a beach, a forest); otherwise the subjects chose. */
  { kind: 'outdoor'; terrain: Terrain; isNamed: boolean } | { kind: 'indoor' };

/** Where one copy of a subject is drawn, in canvas pixels (top-left corner and side). */
export interface SubjectBox {
  x: number;
  y: number;
  size: number;
  mirrored: boolean;
}

export interface SceneSubject {
  /** The prompt's word for it, singular. */
  word: string;
  illustration: Illustration;
  /** The broader kind the picture shows when the set has none of the word itself ('dog'). */
  drawnAs?: string;
  count: number;
  boxes: SubjectBox[];
}

export interface ImageScene {
  subjects: SceneSubject[];
  /** Nouns of the prompt with no illustration in the shipped set. */
  missing: string[];
  setting: SceneSetting;
  light: SceneLight;
  weather: SceneWeather | null;
  style: SceneStyle;
  palette: Palette;
  seed: number;
  /** The part of the square scene the picture shows, for a shape other than square. */
  view?: ArtView;
}
