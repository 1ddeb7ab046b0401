import { hashString } from '../core/random';
import { findCaption } from '../image/edit-plan';
import { englishGloss } from '../words/prompt.gloss';
import { cameraFromWords } from './motion-camera';
import { LANDSCAPE_FRAME, type MotionFrame } from './motion-layout';
import { fitsTitle, isRenderableTitle } from './motion-key-phrase';
import { missingMotionSubjects, planMotionSprites } from './motion-subjects';
import {
  NEVER_DRAWN,
  PARTICLE_WORDS,
  SKY_WORDS,
  TERRAIN_WORDS,
  TEXT_WORDS,
} from './motion-negatives.data';
import { adjustPalette, avoidedHues, withMaterial } from './motion-palette.adjust';
import { PALETTES } from './motion-palettes.data';
import {
  ABSTRACT_PALETTES,
  CALM_WORDS,
  COLOR_WORDS,
  ENERGETIC_WORDS,
  FALLBACK_RULE,
  FIREFLY_WORDS,
  LIGHT_RULES,
  RAIN_WORDS,
  SNOW_WORDS,
  THEME_RULES,
  type ThemeRule,
} from './motion-words.data';
import type { MotionStyle, ParticleKind, ScenePlan } from './motion.types';

function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Words the prompt itself negates ("no text", "without people") join the negative prompt. */
function splitNegations(prompt: string): { positive: string[]; negative: string[] } {
  const negated = [...prompt.matchAll(/\b(?:no|without|not)\s+([^,.;:!?]*)/giu)]
    .map((match) => match[1] ?? '')
    .join(' ');
  const positive = prompt.replace(/\b(?:no|without|not)\s+[^,.;:!?]*/giu, ' ');
  return { positive: tokenize(positive), negative: tokenize(negated) };
}

function chooseTheme(words: Set<string>): ThemeRule {
  let best = FALLBACK_RULE;
  let bestScore = 0;
  for (const rule of THEME_RULES) {
    const score = rule.words.filter((word) => words.has(word)).length;
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

function chooseStyle(words: Set<string>): { style: MotionStyle; speed: number } {
  if (ENERGETIC_WORDS.some((word) => words.has(word))) {
    return { style: 'energetic', speed: 1.9 };
  }
  if (CALM_WORDS.some((word) => words.has(word))) {
    return { style: 'calm', speed: 0.55 };
  }
  return { style: 'steady', speed: 1 };
}

function hasAny(words: Set<string>, list: readonly string[]): boolean {
  return list.some((word) => words.has(word));
}

/** Reads a prompt (and what to leave out) into the scene the engine will draw. */
export function parsePrompt(
  prompt: string,
  negativePrompt = '',
  frame: MotionFrame = LANDSCAPE_FRAME,
): ScenePlan {
  const seed = hashString(
    `${prompt.trim().toLowerCase()}\u0000${negativePrompt.trim().toLowerCase()}`,
  );
  // a Spanish, French or German prompt is read by its English words
  const { positive, negative: inlineNegative } = splitNegations(englishGloss(prompt));
  const words = new Set(positive);
  const negative = new Set([...tokenize(negativePrompt), ...inlineNegative]);
  const rule = chooseTheme(words);
  const light = LIGHT_RULES.find((candidate) => hasAny(words, candidate.words));
  const isSnowy = hasAny(words, SNOW_WORDS);
  const isRainy = hasAny(words, RAIN_WORDS);
  const keepsOwnLight = rule.theme === 'fire' || rule.theme === 'space';

  let paletteName = rule.palette;
  if (rule.theme === 'abstract') {
    paletteName = ABSTRACT_PALETTES[seed % ABSTRACT_PALETTES.length] ?? 'aurora';
  }
  if (!keepsOwnLight) {
    paletteName = light?.palette ?? (isSnowy ? 'winter' : isRainy ? 'storm' : paletteName);
  }
  const unwantedColors = [...negative].filter((word) => word in COLOR_WORDS);
  const palette = adjustPalette(
    withMaterial(PALETTES[paletteName], rule),
    positive.filter((word) => word in COLOR_WORDS),
    unwantedColors,
  );

  let particles: ParticleKind[] = [...rule.particles];
  if (isSnowy) {
    particles = ['snow', 'snow'];
  } else if (isRainy) {
    particles = ['rain'];
  } else if (hasAny(words, FIREFLY_WORDS) || (rule.theme === 'forest' && light?.sky === 'moon')) {
    particles = ['fireflies'];
  }
  const removedParticles = new Set([...negative].flatMap((word) => PARTICLE_WORDS[word] ?? []));
  particles = particles.filter((kind) => !removedParticles.has(kind));

  const removedTerrain = new Set([...negative].flatMap((word) => TERRAIN_WORDS[word] ?? []));
  const terrainKinds = rule.terrain.filter((kind) => !removedTerrain.has(kind));
  const isSkyRemoved = hasAny(negative, SKY_WORDS);
  const ownSky = isRainy ? 'none' : rule.sky;
  const sky = isSkyRemoved ? 'none' : keepsOwnLight ? rule.sky : (light?.sky ?? ownSky);
  // text only when the prompt asks for it, and then all of it or none: never a phrase cut short
  const { caption, rest: withoutText } = findCaption(prompt);
  const asked = caption ?? '';
  const keyPhrase = fitsTitle(asked) ? asked : '';
  const isTextRemoved = hasAny(negative, TEXT_WORDS);

  const honoured = [
    ...TEXT_WORDS,
    ...Object.keys(PARTICLE_WORDS),
    ...Object.keys(TERRAIN_WORDS),
    ...SKY_WORDS,
    ...Object.keys(COLOR_WORDS),
    ...NEVER_DRAWN,
  ];
  return {
    seed,
    theme: rule.theme,
    paletteName,
    palette,
    motion: { ...chooseStyle(words), panDirection: seed % 2 === 0 ? 1 : -1 },
    sky,
    skyObjectHeight:
      rule.theme === 'space'
        ? 0.66
        : keepsOwnLight
          ? 0.3
          : (light?.height ?? (isSnowy ? 0.48 : 0.16)),
    hasStars: ['night', 'neon', 'cosmic'].includes(paletteName) && !removedParticles.has('stars'),
    hasClouds:
      rule.theme !== 'abstract' &&
      ['day', 'dawn', 'sunset', 'winter', 'storm', 'desert'].includes(paletteName),
    layers: terrainKinds.map((kind, index) => ({
      kind,
      color: palette.terrain[3 - terrainKinds.length + index] ?? palette.terrain[2],
      depth: 3 - terrainKinds.length + index,
      isSnowCapped: isSnowy,
    })),
    particles,
    keyPhrase,
    showText: !isTextRemoved && isRenderableTitle(keyPhrase),
    sprites: planMotionSprites(englishGloss(withoutText), seed, frame),
    missing: missingMotionSubjects(englishGloss(withoutText)),
    camera: cameraFromWords(prompt),
    avoidedHues: avoidedHues(unwantedColors),
    excluded: [...negative].filter((word) => honoured.includes(word)),
  };
}
