/** The named palettes of generated art, and the prompt words that choose each. */
import type { Palette } from './image.types';

export const PALETTES = {
  sunset: {
    sky: ['#2d1b4e', '#c2456b', '#ffa361'],
    accents: ['#ffd27a', '#ff6b6b', '#7b2d6b', '#ffe8c2'],
    ground: ['#b0506e', '#2a1236'],
  },
  ocean: {
    sky: ['#0b2545', '#13627c', '#9ad9db'],
    accents: ['#e0f7f4', '#3fb8af', '#ffd6a5', '#1b3b6f'],
    ground: ['#3a8fb0', '#08203d'],
  },
  forest: {
    sky: ['#c9ddd0', '#e3ead2', '#f6ecd0'],
    accents: ['#f6d98b', '#3e7c59', '#a3c9a8', '#14342b'],
    ground: ['#8fb59a', '#15352a'],
  },
  neon: {
    sky: ['#0d0221', '#261447', '#6a1a8f'],
    accents: ['#ff2a6d', '#05d9e8', '#f9c80e', '#d1f7ff'],
    ground: ['#3a0f5c', '#0d0221'],
  },
  pastel: {
    sky: ['#fbe3e8', '#e5dcf7', '#d4f0f0'],
    accents: ['#ff9eb5', '#a5b4ff', '#7fdedb', '#ffd98a'],
    ground: ['#d9c2e6', '#9d8bc2'],
  },
  night: {
    sky: ['#050a1f', '#0f1c4d', '#34468a'],
    accents: ['#f5f3ce', '#8ea6ff', '#3b4cca', '#c9d6ff'],
    ground: ['#27336b', '#060a1a'],
  },
  desert: {
    sky: ['#f3b58a', '#f6c9a0', '#fde5c8'],
    accents: ['#e07a5f', '#fff1d6', '#81604a', '#f2cc8f'],
    ground: ['#e0a070', '#7a4031'],
  },
  ember: {
    sky: ['#1a0505', '#6b0f1a', '#e85d04'],
    accents: ['#ffba08', '#f48c06', '#9d0208', '#ffe8a3'],
    ground: ['#8a1c12', '#1a0505'],
  },
  arctic: {
    sky: ['#dbe8f4', '#eaf2f9', '#f9fcff'],
    accents: ['#fff4dc', '#7fb3d5', '#2e5e8c', '#b9d7ea'],
    ground: ['#b4cde2', '#3f6a91'],
  },
  mono: {
    sky: ['#f2f0eb', '#e8e5df', '#dcd8d0'],
    accents: ['#1c1c1c', '#8a8680', '#c8c3ba', '#ffffff'],
    ground: ['#bdb8b0', '#2b2b2b'],
  },
  blossom: {
    sky: ['#ffe4ec', '#ffd0dd', '#fff0e6'],
    accents: ['#ff6f91', '#ffc75f', '#c34a7a', '#ffffff'],
    ground: ['#f4a6bd', '#a8476c'],
  },
  tropical: {
    sky: ['#00a6d6', '#7fd8eb', '#fff3b0'],
    accents: ['#ff7b54', '#ffd166', '#06d6a0', '#ef476f'],
    ground: ['#1fb58f', '#035e57'],
  },
  dusk: {
    sky: ['#241e4e', '#6b4c9a', '#e8a0bf'],
    accents: ['#f5c2e7', '#b497d6', '#ffd6a5', '#3d2c6e'],
    ground: ['#7a5aa6', '#1f163d'],
  },
  storm: {
    sky: ['#1b2330', '#3a4656', '#6d7a88'],
    accents: ['#dfe7ef', '#9fb3c8', '#4b5d73', '#ffe9a8'],
    ground: ['#4a5868', '#161d27'],
  },
  earth: {
    sky: ['#f3e9dc', '#ead3b8', '#d9aa7c'],
    accents: ['#895737', '#5e3023', '#dab49d', '#c9703d'],
    ground: ['#b07d56', '#3f2418'],
  },
} satisfies Record<string, Omit<Palette, 'name' | 'isDark'>>;

export type PaletteName = keyof typeof PALETTES;

/** Palettes a prompt without colour words may be given at random; storm only when asked for. */
export const PALETTE_NAMES = (Object.keys(PALETTES) as PaletteName[]).filter(
  (name) => name !== 'storm',
);

/** Prompt words per palette, with a weight: light and mood words outrank subjects ('forest at night' is dark). */
export const PALETTE_WORDS: { palette: PaletteName; pattern: RegExp; weight: number }[] = [
  {
    palette: 'neon',
    pattern: /neon|cyber\w*|synth\w*|vaporwave|retrowave|outrun|\b80s\b|rave|electric/,
    weight: 3,
  },
  {
    palette: 'mono',
    pattern: /monochrome|black (?:and|&) white|\bnoir\b|grayscale|greyscale/,
    weight: 3,
  },
  { palette: 'storm', pattern: /\bstorm\w*|thunder\w*|lightning|tempest/, weight: 3 },
  { palette: 'pastel', pattern: /pastel|cotton candy|baby|soft colou?rs?|kawaii/, weight: 3 },
  { palette: 'sunset', pattern: /sunset|sunrise|\bdawn\b|golden hour|\bdusk\b|evening/, weight: 2 },
  {
    palette: 'night',
    pattern: /night|\bstars?\b|starry|\bmoon\w*|galax\w*|\bspace\b|cosmic|midnight|universe/,
    weight: 2,
  },
  {
    palette: 'ember',
    pattern: /\bfire\w*|\blava\b|volcan\w*|flame\w*|\bred\b|inferno|passion/,
    weight: 2,
  },
  {
    palette: 'arctic',
    pattern: /\bice\b|\bicy\b|snow\w*|winter|arctic|frost\w*|glacier|\bcold\b/,
    weight: 2,
  },
  {
    palette: 'dusk',
    pattern: /purple|violet|lavender|twilight|dream\w*|\bmystic\w*|magic\w*/,
    weight: 1,
  },
  {
    palette: 'ocean',
    pattern:
      /ocean|\bseas?\b|\bwaves?\b|beach|\blake\b|river|water|\bblue\b|underwater|coast\w*|surf\w*/,
    weight: 1,
  },
  {
    palette: 'forest',
    pattern: /forest|jungle|\btrees?\b|\bwoods?\b|green|nature|\bleaf|leaves|moss|\bpine/,
    weight: 1,
  },
  { palette: 'desert', pattern: /desert|\bsand\w*|dunes?|sahara|canyon|\bmesa\b/, weight: 1 },
  {
    palette: 'blossom',
    pattern: /flower\w*|\brose\w*|\bpink\b|spring|\blove\b|bloom\w*|cherry|valentine/,
    weight: 1,
  },
  {
    palette: 'tropical',
    pattern: /tropic\w*|summer|island|\bpalm|paradise|vacation|\bfun\b/,
    weight: 1,
  },
  {
    palette: 'earth',
    pattern: /autumn|\bfall\b|coffee|cozy|earth\w*|rustic|\bwood\b|terracotta|warm/,
    weight: 1,
  },
  { palette: 'mono', pattern: /minimal\w*|\bclean\b|\bsimple\b|elegant/, weight: 1 },
];
