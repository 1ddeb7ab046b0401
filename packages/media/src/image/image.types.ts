import type { ImageFormatOptions } from '../media-format';
import type { ImageScene } from './image-scene';
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
