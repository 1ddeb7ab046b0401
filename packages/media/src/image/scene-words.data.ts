/** The words that set a scene's look rather than name a subject, as data. */
import type { SceneLight, SceneStyle, SceneWeather, Terrain } from './image.types';

export type { SceneLight, SceneSetting, SceneStyle, SceneWeather } from './image.types';

export const LIGHT_WORDS: { light: SceneLight; pattern: RegExp }[] = [
  { light: 'storm', pattern: /\bstorm\w*|thunder\w*|lightning|tempest|hurricane/ },
  { light: 'night', pattern: /\bnight\w*|midnight|\bmoon\w*|starry|\bstars\b|\bdark\b|nocturn\w*/ },
  { light: 'sunset', pattern: /sunset|sunrise|\bdusk\b|\bdawn\b|golden hour|twilight|evening/ },
];

export const WEATHER_WORDS: { weather: SceneWeather; pattern: RegExp }[] = [
  { weather: 'snow', pattern: /\bsnow\w*|blizzard|winter\w*|frost\w*/ },
  { weather: 'rain', pattern: /\brain\w*|drizzl\w*|downpour|\bwet\b|\bstorm\w*/ },
  { weather: 'fog', pattern: /\bfog\w*|\bmist\w*|\bhaz[ey]\b/ },
];

export const STYLE_WORDS: { style: SceneStyle; pattern: RegExp }[] = [
  { style: 'watercolor', pattern: /water ?colou?r\w*|aquarel\w*|gouache/ },
  { style: 'neon', pattern: /\bneon\b|cyberpunk|synthwave|vaporwave|retrowave|glow\w*/ },
  { style: 'oil', pattern: /oil ?paint\w*|\boil\b|impasto|impression\w*|van gogh|canvas/ },
  { style: 'sketch', pattern: /sketch\w*|pencil|charcoal|\bink\b|line art|drawing/ },
  { style: 'pixel', pattern: /pixel\w*|8[- ]?bit|16[- ]?bit|retro game/ },
];

export const STYLE_LABELS: Record<SceneStyle, string> = {
  flat: 'flat illustration',
  watercolor: 'watercolor painting',
  neon: 'neon illustration',
  oil: 'oil painting',
  sketch: 'pencil sketch',
  pixel: 'pixel-art picture',
};

export const INDOOR_WORDS =
  /\b(?:room|nook|kitchen|cafe|café|bedroom|living|office|library|studio|desk|interior|inside|indoors?|home|cozy|cosy|shelf|bookshelf|attic|table)\b/;

export const TERRAIN_SETTINGS: { terrain: Terrain; pattern: RegExp }[] = [
  {
    terrain: 'waves',
    pattern:
      /\b(?:oceans?|seas?|beach\w*|coast\w*|shore|lakes?|waves?|harbou?r|bay|island|sea\w*)\b/,
  },
  // 'rocks', 'rocky', never 'rocket'
  { terrain: 'mountains', pattern: /\b(?:mountains?|peaks?|alps|summits?|cliffs?|rocks?|rocky)\b/ },
  { terrain: 'forest', pattern: /\b(?:forests?|woods|jungle|trees)\b/ },
  { terrain: 'dunes', pattern: /\b(?:deserts?|dunes?|sand\w*|sahara)\b/ },
  {
    terrain: 'hills',
    pattern: /\b(?:hills?|valley|meadow|fields?|countryside|park|garden|farm)\b/,
  },
];

/**
 * Words that never name a subject: grammar, look and mood, picture words, settings and weather
 * (those set the scene). Anything else that has no picture is reported as not drawn.
 */
export const NOT_SUBJECTS = new Set(
  (
    'a an the and or of in on at to for with by from into onto over under near beside behind ' +
    'above below through across along around between inside outside under its it this that these ' +
    'those is are was be being some very really so too his her their my your our one ' +
    'image picture photo photograph illustration art artwork painting drawing sketch render style ' +
    'styled scene view shot portrait poster wallpaper background foreground closeup close up ' +
    'detailed highly ultra realistic photorealistic cinematic beautiful pretty cute cozy cosy ' +
    'warm cool cold hot soft bright dark light lit moody calm quiet peaceful serene dreamy magical ' +
    'epic dramatic vibrant colorful colourful pastel vintage retro modern minimal minimalist ' +
    'simple abstract little small big large huge tiny giant old new young happy sad lonely ' +
    'glowing shining sparkling golden silver red orange yellow green blue purple pink white black ' +
    'brown gray grey teal night midnight day daytime morning evening afternoon dusk dawn sunset ' +
    'sunrise twilight hour storm stormy thunder lightning rain rainy snow snowy winter summer ' +
    'spring autumn fall fog foggy mist misty haze hazy weather sky clouds cloudy starry stars ' +
    'moonlight moonlit sunlight sunlit watercolor watercolour oil neon cyberpunk synthwave pixel ' +
    'pencil charcoal ink digital 3d 4k 8k hd hdr flat vector anime cartoon lowpoly ' +
    'ocean sea beach coast shore lake waves island mountains mountain peaks forest woods jungle ' +
    'desert dunes sand hills valley meadow field fields countryside park garden room nook ' +
    'kitchen cafe bedroom living office library studio interior indoors home place ' +
    'landscape scenery nature outdoor outdoors world everywhere somewhere something ' +
    'walking running flying driving passing sitting standing sleeping reading swimming ' +
    'floating playing dancing eating drinking looking holding wearing made full filled ' +
    'make create show generate draw give want please like lots lot many few several ' +
    'two three four five six seven eight nine ten pair group flock herd bunch couple sports ' +
    'art style painted zoom zooming pan panning drone aerial orbit orbiting tracking camera ' +
    'slow fast motion timelapse video clip footage cinematic title text caption words'
  ).split(' '),
);

/** Count words before a noun. */
export const COUNT_WORDS: Record<string, number> = {
  two: 2,
  pair: 2,
  couple: 2,
  three: 3,
  four: 4,
  five: 5,
  several: 4,
  many: 5,
  flock: 5,
  herd: 4,
  group: 3,
  lots: 5,
};

const IRREGULAR: Record<string, string> = {
  people: 'person',
  men: 'man',
  women: 'woman',
  children: 'child',
  mice: 'mouse',
  geese: 'goose',
  feet: 'foot',
  teeth: 'tooth',
  wolves: 'wolf',
  leaves: 'leaf',
  knives: 'knife',
  fish: 'fish',
  sheep: 'sheep',
  deer: 'deer',
};

/** English singular of a noun, by the common rules; also says whether the word was plural. */
export function singular(word: string): { word: string; isPlural: boolean } {
  const irregular = IRREGULAR[word];
  if (irregular) {
    return { word: irregular, isPlural: irregular !== word };
  }
  if (word.length > 4 && word.endsWith('ies')) {
    return { word: `${word.slice(0, -3)}y`, isPlural: true };
  }
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) {
    return { word: word.slice(0, -2), isPlural: true };
  }
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) {
    return { word: word.slice(0, -1), isPlural: true };
  }
  return { word, isPlural: false };
}
