import type {
  MotionTheme,
  PaletteName,
  ParticleKind,
  SkyObject,
  TerrainKind,
} from './motion.types';

export interface ThemeRule {
  theme: MotionTheme;
  words: readonly string[];
  terrain: readonly TerrainKind[];
  particles: readonly ParticleKind[];
  palette: PaletteName;
  sky: SkyObject;
  /** The stuff of the land or sea, far → near, and how much of it survives another light. */
  material?: { terrain: readonly [string, string, string]; share: number };
}

/** In priority order: on a tie in matched words the earlier theme wins ('forest fire' is fire). */
export const THEME_RULES: readonly ThemeRule[] = [
  {
    theme: 'fire',
    words: ['fire', 'fires', 'flame', 'flames', 'lava', 'volcano', 'ember', 'embers', 'burning'],
    terrain: ['flames', 'flames', 'flames'],
    particles: ['embers'],
    palette: 'fire',
    sky: 'none',
  },
  {
    theme: 'space',
    words: ['space', 'galaxy', 'cosmos', 'cosmic', 'nebula', 'planet', 'planets', 'universe'],
    terrain: [],
    particles: ['stars', 'dust'],
    palette: 'cosmic',
    sky: 'planet',
  },
  {
    theme: 'city',
    words: ['city', 'urban', 'street', 'streets', 'skyline', 'downtown', 'traffic', 'neon'],
    terrain: ['skyline', 'skyline', 'traffic'],
    particles: ['bokeh'],
    palette: 'neon',
    sky: 'sun',
  },
  {
    theme: 'ocean',
    words: ['ocean', 'sea', 'beach', 'wave', 'waves', 'coast', 'shore', 'surf', 'tide', 'lake'],
    terrain: ['waves', 'waves', 'waves'],
    particles: [],
    palette: 'day',
    sky: 'sun',
    material: { terrain: ['#3d6f9e', '#24507a', '#123150'], share: 0.3 },
  },
  {
    theme: 'forest',
    words: ['forest', 'forests', 'woods', 'woodland', 'tree', 'trees', 'pine', 'pines', 'jungle'],
    terrain: ['mountains', 'pines', 'pines'],
    particles: ['dust'],
    palette: 'forest',
    sky: 'sun',
    material: { terrain: ['#4b8466', '#2b5f45', '#123524'], share: 0.5 },
  },
  {
    theme: 'desert',
    words: ['desert', 'dune', 'dunes', 'sand', 'sahara', 'oasis', 'canyon'],
    terrain: ['dunes', 'dunes', 'dunes'],
    particles: ['dust'],
    palette: 'desert',
    sky: 'sun',
    material: { terrain: ['#e7b57a', '#cc8747', '#98552a'], share: 0.6 },
  },
  {
    theme: 'mountain',
    words: ['mountain', 'mountains', 'peak', 'peaks', 'alps', 'valley', 'cliff', 'cliffs'],
    terrain: ['mountains', 'mountains', 'hills'],
    particles: ['dust'],
    palette: 'day',
    sky: 'sun',
    material: { terrain: ['#7d8fb0', '#52658a', '#2c3b57'], share: 0.4 },
  },
  {
    theme: 'meadow',
    words: ['meadow', 'field', 'fields', 'garden', 'flowers', 'spring', 'grass', 'hills', 'farm'],
    terrain: ['hills', 'hills', 'hills'],
    particles: ['dust'],
    palette: 'day',
    sky: 'sun',
    material: { terrain: ['#8cc084', '#5a9a5e', '#2f6a3c'], share: 0.6 },
  },
];

export const FALLBACK_RULE: ThemeRule = {
  theme: 'abstract',
  words: [],
  terrain: ['orbs', 'orbs'],
  particles: ['dust'],
  palette: 'aurora',
  sky: 'none',
};

export const ABSTRACT_PALETTES: readonly PaletteName[] = ['aurora', 'candy', 'sunset', 'neon'];

/** Light of day, strongest first; sets the palette and where the sun or moon hangs. */
export const LIGHT_RULES: readonly {
  palette: PaletteName;
  words: readonly string[];
  sky: SkyObject;
  height: number;
}[] = [
  {
    palette: 'neon',
    words: ['neon', 'cyberpunk', 'synthwave', 'retrowave'],
    sky: 'sun',
    height: 0.5,
  },
  {
    palette: 'sunset',
    words: ['sunset', 'dusk', 'evening', 'twilight', 'golden'],
    sky: 'sun',
    height: 0.56,
  },
  { palette: 'dawn', words: ['sunrise', 'dawn', 'morning'], sky: 'sun', height: 0.46 },
  {
    palette: 'night',
    words: ['night', 'midnight', 'moon', 'moonlit', 'nighttime'],
    sky: 'moon',
    height: 0.17,
  },
  {
    palette: 'day',
    words: ['day', 'noon', 'sunny', 'summer', 'afternoon'],
    sky: 'sun',
    height: 0.15,
  },
];

export const SNOW_WORDS = [
  'snow',
  'snowy',
  'winter',
  'snowfall',
  'blizzard',
  'frost',
  'frozen',
  'icy',
];
export const RAIN_WORDS = ['rain', 'rainy', 'storm', 'stormy', 'drizzle', 'thunder', 'downpour'];
export const FIREFLY_WORDS = ['firefly', 'fireflies', 'magic', 'magical', 'fairy', 'enchanted'];

export const CALM_WORDS = [
  'calm',
  'peaceful',
  'serene',
  'gentle',
  'quiet',
  'slow',
  'relaxing',
  'tranquil',
  'dreamy',
  'still',
  'soft',
  'lazy',
];
export const ENERGETIC_WORDS = [
  'energetic',
  'fast',
  'dynamic',
  'vibrant',
  'exciting',
  'busy',
  'rush',
  'action',
  'intense',
  'wild',
  'epic',
  'racing',
];

/** Hue centre and half-width in degrees for each colour word. */
export const COLOR_WORDS: Record<string, { hue: number; width: number; hex: string }> = {
  red: { hue: 0, width: 22, hex: '#e63946' },
  crimson: { hue: 0, width: 22, hex: '#c8102e' },
  orange: { hue: 30, width: 16, hex: '#ff8c42' },
  yellow: { hue: 55, width: 16, hex: '#ffd23f' },
  gold: { hue: 48, width: 14, hex: '#f4c542' },
  green: { hue: 120, width: 45, hex: '#3ddc84' },
  teal: { hue: 178, width: 18, hex: '#2ec4b6' },
  cyan: { hue: 188, width: 18, hex: '#38e8ff' },
  blue: { hue: 220, width: 30, hex: '#3a86ff' },
  purple: { hue: 275, width: 25, hex: '#9d4edd' },
  violet: { hue: 275, width: 25, hex: '#9d4edd' },
  pink: { hue: 325, width: 18, hex: '#ff5ca8' },
  magenta: { hue: 310, width: 16, hex: '#ff3fd0' },
};
