/**
 * Reads a prompt into a scene graph: the subjects it names (each with its illustration and where
 * it stands), the setting, light, weather and painting style. Pure apart from the catalogue lookup.
 */
import type { ArtView } from './art-svg';
import { createRandom, hashString } from '../core/random';
import { englishGloss } from '../words/prompt.gloss';
import { readPromptSubjects, type SubjectReading } from '../words/prompt-subjects';
import { toPalette } from './image-style';
import { PALETTE_WORDS } from './palettes';
import type { ImageScene, Palette, SceneSubject, SubjectBox, Terrain } from './image.types';
import {
  INDOOR_WORDS,
  LIGHT_WORDS,
  STYLE_LABELS,
  STYLE_WORDS,
  TERRAIN_SETTINGS,
  WEATHER_WORDS,
  type SceneLight,
  type SceneSetting,
  type SceneStyle,
  type SceneWeather,
} from './scene-words.data';

export const SCENE_SIZE = 1024;

export type { ImageScene, SceneSubject, SubjectBox } from './image.types';

type Named = SubjectReading;

const COASTAL = /lighthouse|anchor|crab|shell|seagull/;

/** Subjects in the order the prompt names them, and the things it names that have no picture. */
export function findSubjects(prompt: string): { named: Named[]; missing: string[] } {
  return readPromptSubjects(prompt);
}

function firstMatch<T>(
  text: string,
  rules: { pattern: RegExp }[],
  key: (rule: never) => T,
): T | null {
  const rule = rules.find((entry) => entry.pattern.test(text));
  return rule ? key(rule as never) : null;
}

function settingFor(text: string, named: Named[]): SceneSetting {
  const terrain = firstMatch<Terrain>(
    text,
    TERRAIN_SETTINGS,
    (rule: { terrain: Terrain }) => rule.terrain,
  );
  if (terrain) {
    return { kind: 'outdoor', terrain, isNamed: true };
  }
  const indoorish =
    named.length > 0 && named.every((entry) => entry.illustration.placement === 'table');
  if (INDOOR_WORDS.test(text) || indoorish) {
    return { kind: 'indoor' };
  }
  const onWater = named.some(
    (entry) => entry.illustration.placement === 'water' || COASTAL.test(entry.illustration.name),
  );
  return { kind: 'outdoor', terrain: onWater ? 'waves' : 'hills', isNamed: false };
}

const LIGHT_PALETTE: Partial<Record<SceneLight, string>> = {
  night: 'night',
  storm: 'storm',
  sunset: 'sunset',
};

type PaletteName = Parameters<typeof toPalette>[0];

const SETTING_PALETTE: Record<Terrain | 'indoor', PaletteName> = {
  indoor: 'earth',
  waves: 'ocean',
  forest: 'forest',
  dunes: 'desert',
  mountains: 'arctic',
  hills: 'tropical',
};

function paletteFor(
  text: string,
  light: SceneLight,
  style: SceneStyle,
  setting: SceneSetting,
): Palette {
  if (style === 'neon') {
    return toPalette('neon');
  }
  const byLight = LIGHT_PALETTE[light];
  if (byLight) {
    return toPalette(byLight as PaletteName);
  }
  const words = STYLE_WORDS.reduce((rest, rule) => rest.replace(rule.pattern, ' '), text);
  const byWords = PALETTE_WORDS.filter((entry) => entry.weight >= 1).find((entry) =>
    entry.pattern.test(words),
  );
  return toPalette(
    byWords?.palette ?? SETTING_PALETTE[setting.kind === 'indoor' ? 'indoor' : setting.terrain],
  );
}

/** Shares of the canvas for the hero and the others, by how many subjects there are. */
const HERO_SIZE = [0.5, 0.42, 0.36];
const SIDE_SIZE = [0, 0.26, 0.22];

function groundLine(setting: SceneSetting): number {
  if (setting.kind === 'indoor') {
    return 0.86;
  }
  return setting.terrain === 'waves' ? 0.8 : 0.9;
}

/** Boxes for every copy of every subject: sky subjects up high, the rest standing on the ground line. */
export function placeSubjects(
  named: Named[],
  setting: SceneSetting,
  seed: number,
  window = { x: 0, y: 0, width: SCENE_SIZE, height: SCENE_SIZE },
): SceneSubject[] {
  const random = createRandom(seed ^ 0x51ab);
  // subjects are sized to the picture's short side and spread across the part it shows
  const size = Math.min(window.width, window.height);
  const across = (share: number) => window.x + share * window.width;
  const grounded = named.filter((entry) => entry.illustration.placement !== 'sky');
  const slots = grounded.length;
  let groundIndex = 0;
  return named.map((entry, index) => {
    const share = (index === 0 ? HERO_SIZE : SIDE_SIZE)[named.length - 1] ?? 0.25;
    const isSky = entry.illustration.placement === 'sky';
    const slot = isSky ? -1 : groundIndex++;
    // grounded subjects share the width; the hero takes the middle (or the left third of a pair)
    const centre = isSky
      ? 0.3 + random() * 0.4
      : slots === 1
        ? 0.5
        : slots === 2
          ? ([0.38, 0.74][slot] ?? 0.5)
          : ([0.5, 0.2, 0.8][slot] ?? 0.5);
    const boxes: SubjectBox[] = Array.from({ length: entry.count }, (_, copy) => {
      const flock = entry.count > 1 ? (isSky ? 0.5 : 0.75) : 1;
      const scale = share * (copy === 0 ? 1 : 0.72 - copy * 0.06) * flock;
      const side = scale * size;
      const step = isSky ? 0.22 : 0.17;
      const spread =
        copy === 0
          ? 0
          : (copy % 2 === 0 ? 1 : -1) * Math.ceil(copy / 2) * step + (random() - 0.5) * 0.05;
      const x = across(centre + spread) - side / 2;
      const baseline = isSky
        ? window.y +
          (0.12 + random() * 0.12 + (copy > 0 ? 0.06 + random() * 0.1 : 0)) * window.height
        : groundLine(setting) * SCENE_SIZE - (copy > 0 ? size * 0.04 * copy : 0);
      const y = isSky ? baseline : baseline - side;
      return {
        x: Math.round(Math.min(window.x + window.width - side, Math.max(window.x, x))),
        y: Math.round(Math.max(window.y, y)),
        size: Math.round(side),
        mirrored: copy % 2 === 1,
      };
    });
    return {
      word: entry.word,
      illustration: entry.illustration,
      ...(entry.drawnAs ? { drawnAs: entry.drawnAs } : {}),
      count: entry.count,
      boxes,
    };
  });
}

/** The whole scene graph for a text-to-image prompt. */
export function planImageScene(asked: string, view?: ArtView): ImageScene {
  // a Spanish, French or German prompt is read by its English words
  const prompt = englishGloss(asked);
  const text = prompt.toLowerCase().replace(/\s+/g, ' ').trim();
  const seed = hashString(text);
  const { named, missing } = findSubjects(prompt);
  const light =
    firstMatch<SceneLight>(text, LIGHT_WORDS, (rule: { light: SceneLight }) => rule.light) ?? 'day';
  const weather = firstMatch<SceneWeather>(
    text,
    WEATHER_WORDS,
    (rule: { weather: SceneWeather }) => rule.weather,
  );
  const style =
    firstMatch<SceneStyle>(text, STYLE_WORDS, (rule: { style: SceneStyle }) => rule.style) ??
    'flat';
  const setting = settingFor(text, named);
  return {
    subjects: placeSubjects(named, setting, seed, view?.window),
    missing,
    setting,
    light,
    weather,
    style,
    palette: paletteFor(text, light, style, setting),
    seed,
    ...(view ? { view } : {}),
  };
}

function listWords(words: string[]): string {
  if (words.length <= 1) {
    return words[0] ?? '';
  }
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

function article(word: string, capital = false): string {
  const chosen = /^[aeiou]/.test(word) ? 'an' : 'a';
  return capital ? `${chosen[0]?.toUpperCase() ?? ''}${chosen.slice(1)}` : chosen;
}

function subjectPhrase(subject: SceneSubject): string {
  const drawnAs = subject.drawnAs
    ? ` (drawn as ${article(subject.drawnAs)} ${subject.drawnAs}, the nearest illustration)`
    : '';
  if (subject.count === 1) {
    return `${article(subject.word)} ${subject.word}${drawnAs}`;
  }
  return `${subject.count} ${subject.word.endsWith('s') ? subject.word : `${subject.word}s`}${drawnAs}`;
}

const SETTING_WORDS: Record<Terrain, string> = {
  waves: 'by the water',
  mountains: 'in the mountains',
  forest: 'in a forest',
  dunes: 'in the desert',
  hills: 'in open country',
};

const LIGHT_PHRASES: Record<SceneLight, string> = {
  day: 'by day',
  night: 'at night',
  sunset: 'at sunset',
  storm: 'in a storm',
};

/** The scene in plain words, naming every subject drawn and every one that could not be. */
export function describeScene(scene: ImageScene): string {
  const where =
    scene.setting.kind === 'indoor'
      ? 'indoors'
      : scene.setting.isNamed || scene.subjects.length === 0
        ? SETTING_WORDS[scene.setting.terrain]
        : '';
  const weather = scene.weather && scene.light !== 'storm' ? `, in ${scene.weather}` : '';
  const subjects = scene.subjects.map(subjectPhrase);
  const what = [subjects.length > 0 ? listWords(subjects) : 'a scene', where]
    .filter(Boolean)
    .join(' ');
  const style = STYLE_LABELS[scene.style];
  const palette = scene.palette.name;
  const lead = `${article(style, true)} ${style} of ${what}, ${LIGHT_PHRASES[scene.light]}${weather}, in ${article(palette)} ${palette} palette.`;
  if (scene.missing.length === 0) {
    return lead;
  }
  const quoted = scene.missing.map((word) => `"${word}"`);
  const verb = scene.missing.length === 1 ? 'has' : 'have';
  return `${lead} ${listWords(quoted)} ${verb} no illustration in the offline engine, so ${scene.missing.length === 1 ? 'it is' : 'they are'} not drawn.`;
}
