/** Curated colours: every choice made from these lists goes with every other. */

export type SkinGroup = 'light' | 'medium' | 'tan' | 'deep';

export const SKIN_TONES: Readonly<Record<SkinGroup, readonly string[]>> = {
  light: ['#f8dcc8', '#f3cfb3', '#eec1a0'],
  medium: ['#e3ab82', '#d69d70', '#c98f63'],
  tan: ['#b4774f', '#a0653f'],
  deep: ['#845033', '#6b3f27', '#55311e'],
};

/** Natural hair colours that suit each skin group. */
export const HAIR_COLORS: Readonly<Record<SkinGroup, readonly string[]>> = {
  light: ['#2a211c', '#4a3426', '#6e4c33', '#9a6a3f', '#d2a968', '#a2482b'],
  medium: ['#1f1a17', '#2f2420', '#4a3426', '#6e4c33'],
  tan: ['#1f1a17', '#2f2420', '#4a3426'],
  deep: ['#161210', '#231b17', '#3a2c24'],
};

export const GREY_HAIR = '#b9b4ae';

export const EYE_COLORS: Readonly<Record<SkinGroup, readonly string[]>> = {
  light: ['#6b4423', '#4a6d8c', '#5b7f4e', '#7a6a3f', '#5d6b73'],
  medium: ['#5a3a1e', '#6b4423', '#4b321c'],
  tan: ['#4b321c', '#3d2816'],
  deep: ['#3d2816', '#2f1f12'],
};

/** Outfit colours that read well on camera: no pure black, no neon. */
export const OUTFIT_COLORS: readonly string[] = [
  '#1f3a5f',
  '#2f4858',
  '#3d405b',
  '#1d6f6a',
  '#7b2d43',
  '#2d6a4f',
  '#c58b2b',
  '#c8553d',
  '#3f7cac',
  '#5e3c6b',
  '#4a4e57',
  '#8a5a44',
  '#e9e4da',
  '#2e5e8c',
];

export const SHIRT_COLORS: readonly string[] = ['#f7f7f4', '#eef3f8', '#f6efe4', '#dfe8f1'];

export const HIJAB_COLORS: readonly string[] = [
  '#334e68',
  '#6d4c5f',
  '#3e6259',
  '#b07d62',
  '#4b4a6b',
  '#8c6e54',
];

export const GLASSES_COLORS: readonly string[] = ['#2b2b2e', '#5a3b2a', '#3c4a5a', '#8a6d3b'];

/** Soft thumbnail backdrops. */
export const BACKGROUND_COLORS: readonly string[] = [
  '#e6eef8',
  '#fbeee4',
  '#e8f3ec',
  '#f1eaf6',
  '#fbf3dc',
  '#e3f1f1',
  '#f6e7ea',
  '#ecebf7',
];

/** Studio gradients for the video set, dark enough for white captions and a light name card. */
export const SCENE_GRADIENTS: readonly (readonly [string, string])[] = [
  ['#14213d', '#2f4a7a'],
  ['#0f3b3a', '#2a7a72'],
  ['#2b2350', '#5a4a9c'],
  ['#3a1e2c', '#7d3a56'],
  ['#1c2b36', '#4b6a80'],
  ['#22352a', '#4f7a5c'],
  ['#3b2a1e', '#8a6142'],
  ['#1e2a44', '#3f6fa0'],
];
