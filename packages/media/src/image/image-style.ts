/** Reads a prompt into the palette and composition of its generated art, deterministically. */
import { luminance, mixColor } from '../core/color';
import { createRandom, hashString, pick } from '../core/random';
import type { Composition, ImageStyle, Palette, Terrain } from './image.types';
import { PALETTE_NAMES, PALETTE_WORDS, PALETTES, type PaletteName } from './palettes';

type CompositionKind = Composition['kind'];

const COMPOSITION_WORDS: { kind: CompositionKind; pattern: RegExp; weight: number }[] = [
  { kind: 'neon', pattern: /neon|cyber\w*|synth\w*|vaporwave|retrowave|outrun|\b80s\b/, weight: 3 },
  {
    kind: 'geometric',
    pattern:
      /geometr\w*|bauhaus|shapes|pattern\w*|\btiles?\b|mosaic|\bgrid\b|modernis\w*|mid[- ]century/,
    weight: 3,
  },
  {
    kind: 'minimal',
    pattern: /minimal\w*|\bsimple\b|\bclean\b|\bzen\b|\bcalm\b|serene|quiet/,
    weight: 2,
  },
  {
    kind: 'flow',
    pattern:
      /abstract|fluid|\bflow\w*|gradient|aura|\bblobs?\b|liquid|swirl\w*|marble|dream\w*|pastel/,
    weight: 2,
  },
  {
    kind: 'landscape',
    pattern:
      /landscape|scenery|mountain\w*|\bpeaks?\b|\balps\b|\bhills?\b|valley|ocean|\bseas?\b|\bwaves?\b|beach|\blake\b|forest|\btrees?\b|\bwoods\b|\bpine|jungle|desert|dunes?|sunset|sunrise|\bdawn\b|\bdusk\b|horizon|night sky|\bstars?\b|starry|\bmoon\b|\bsun\b/,
    weight: 1,
  },
];

const TERRAIN_WORDS: { terrain: Terrain; pattern: RegExp }[] = [
  { terrain: 'mountains', pattern: /mountain\w*|\bpeaks?\b|\balps\b|summit|himalaya\w*|rock\w*/ },
  { terrain: 'waves', pattern: /ocean|\bseas?\b|\bwaves?\b|beach|\blake\b|water|coast\w*|surf\w*/ },
  { terrain: 'forest', pattern: /forest|\btrees?\b|\bwoods\b|\bpine\w*|jungle/ },
  { terrain: 'dunes', pattern: /desert|dunes?|\bsand\w*|sahara/ },
  { terrain: 'hills', pattern: /\bhills?\b|valley|meadow|field\w*|countryside/ },
];

const DEFAULT_TERRAIN: Partial<Record<PaletteName, Terrain>> = {
  ocean: 'waves',
  forest: 'forest',
  desert: 'dunes',
  night: 'mountains',
  arctic: 'mountains',
  tropical: 'waves',
};

/** The highest-weighted entry whose pattern appears, earliest on a tie. */
function strongest<T extends { pattern: RegExp; weight: number }>(
  text: string,
  entries: T[],
): T | null {
  let best: { entry: T; index: number } | null = null;
  for (const entry of entries) {
    const index = text.search(entry.pattern);
    if (
      index >= 0 &&
      (!best ||
        entry.weight > best.entry.weight ||
        (entry.weight === best.entry.weight && index < best.index))
    ) {
      best = { entry, index };
    }
  }
  return best?.entry ?? null;
}

export function toPalette(name: PaletteName): Palette {
  const colours = PALETTES[name];
  const average = mixColor(mixColor(colours.sky[0], colours.sky[2], 0.5), colours.sky[1], 0.5);
  return {
    name,
    sky: [...colours.sky],
    accents: [...colours.accents],
    ground: [...colours.ground],
    isDark: luminance(average) < 0.18,
  };
}

function landscapeFor(text: string, palette: Palette, random: () => number): Composition {
  const named = TERRAIN_WORDS.find((entry) => entry.pattern.test(text))?.terrain;
  const terrain =
    named ??
    DEFAULT_TERRAIN[palette.name as PaletteName] ??
    pick(random, ['hills', 'mountains'] as const);
  const isNight =
    /night|\bstars?\b|starry|\bmoon\b|galax\w*|midnight|cosmic/.test(text) ||
    palette.name === 'night';
  const isDay = /\bsun\w*|dawn|dusk|golden|\bday\b|morning|evening/.test(text);
  const celestial = isNight
    ? 'moon'
    : isDay
      ? 'sun'
      : pick(random, ['sun', 'sun', 'none'] as const);
  return {
    kind: 'landscape',
    terrain,
    celestial,
    hasStars: isNight || palette.name === 'dusk',
  };
}

/** Palette and composition from the prompt's words; whatever the words leave open is chosen by the prompt's seed. */
export function parseStyle(prompt: string): ImageStyle {
  const text = prompt.toLowerCase().replace(/\s+/g, ' ').trim();
  const seed = hashString(text);
  const random = createRandom(seed);
  const paletteName = strongest(text, PALETTE_WORDS)?.palette ?? pick(random, PALETTE_NAMES);
  const palette = toPalette(paletteName);
  const kind =
    strongest(text, COMPOSITION_WORDS)?.kind ??
    pick(random, ['flow', 'flow', 'landscape', 'geometric', 'minimal'] as const);
  const composition: Composition =
    kind === 'landscape' ? landscapeFor(text, palette, random) : { kind };
  return { palette, composition, seed };
}
