/**
 * A Spanish, French, German, Portuguese or Italian prompt read into the English words the engines
 * draw from. The English reader (a tagger and WordNet) has no model for these languages, and none
 * ships offline, so the prompt is read the way a phrase book reads: each word looked up in a
 * lexicon written for the picture set (its plural and, in German, the last part of a compound
 * too), the small words dropped, and a noun after 'de'/'du'/'von'/'do'/'di' taken as what the
 * thing is made of or belongs to ('barco de papel' is a boat), unless the noun before it only
 * measures ('una taza de café' is coffee). Words it does not know are left out: an unknown word
 * is never drawn.
 */
import {
  MEASURE_WORDS,
  NUMBER_WORDS,
  PROMPT_LEXICON,
  SETTING_LEXICON,
  STOP_WORDS,
} from './prompt-lexicon.data';
import { isWord } from './wordnet.db';

export const GLOSSED_LANGUAGES = ['es', 'fr', 'de', 'pt', 'it'] as const;
export type GlossedLanguage = (typeof GLOSSED_LANGUAGES)[number];

interface Lexicon {
  /** Folded word (or words) → English. */
  words: Map<string, string>;
  /** The longest entry, in words. */
  longest: number;
  /** English names of the settings: the place, light and weather, never a modifier. */
  settings: Set<string>;
  stop: Set<string>;
  measures: Set<string>;
  numbers: Readonly<Record<string, number>>;
  grammar: Grammar;
}

/** The few small words and endings that change how a prompt is read, per language. */
interface Grammar {
  /** What links a noun to the one that only describes it. */
  of: ReadonlySet<string>;
  /** 'and'/'or': what follows is a thing of its own ('soupe et du pain' is bread too). */
  and: ReadonlySet<string>;
  /** What leaves out the things after it ('sin personas', 'sans texte', 'ohne Menschen'). */
  without: ReadonlySet<string>;
  /** Plural endings and what the singular ends in instead, tried in order ('leões' → 'leão'). */
  plurals: readonly (readonly [string, string])[];
}

const ENGLISH_STOP = new Set(
  'the a an of in on at with and to by over under from into through near next behind'.split(' '),
);
const set = (words: string) => new Set(words.split(' '));
const GRAMMAR: Record<GlossedLanguage, Grammar> = {
  es: {
    of: set('de del'),
    and: set('y e o'),
    without: set('sin ni'),
    plurals: [
      ['ces', 'z'],
      ['es', ''],
      ['s', ''],
    ],
  },
  fr: {
    of: set('de du des d'),
    and: set('et ou'),
    without: set('sans ni'),
    plurals: [
      ['aux', 'al'],
      ['s', ''],
      ['x', ''],
    ],
  },
  de: {
    of: set('von vom'),
    and: set('und oder'),
    without: set('ohne kein keine keinen keiner'),
    plurals: [
      ['en', ''],
      ['n', ''],
      ['e', ''],
      ['er', ''],
      ['s', ''],
    ],
  },
  pt: {
    of: set('de do da dos das'),
    and: set('e ou'),
    without: set('sem nem'),
    plurals: [
      ['oes', 'ao'],
      ['aes', 'ao'],
      ['aos', 'ao'],
      ['ns', 'm'],
      ['ais', 'al'],
      ['eis', 'el'],
      ['ois', 'ol'],
      ['is', 'l'],
      ['es', ''],
      ['s', ''],
    ],
  },
  it: {
    of: set('di del dello della dei degli delle dell'),
    and: set('e ed o'),
    without: set('senza ne'),
    // 'gatti' → 'gatto', 'fiori' → 'fiore', 'case' → 'casa', 'granchi' → 'granchio'
    plurals: [
      ['i', 'o'],
      ['i', 'e'],
      ['e', 'a'],
      ['chi', 'co'],
      ['ghi', 'go'],
      ['che', 'ca'],
      ['ghe', 'ga'],
      ['i', 'a'],
    ],
  },
};
const ENGLISH_NUMBERS = ['', 'one', 'two', 'three', 'four', 'five'];

/** Lower case, accents and umlauts folded, 'ß' as 'ss': how the lexicon spells words. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');
}

let lexicons: Map<GlossedLanguage, Lexicon> | null = null;

function build(): Map<GlossedLanguage, Lexicon> {
  const built = new Map<GlossedLanguage, Lexicon>();
  const settings = new Set(
    SETTING_LEXICON.split('\n')
      .map((line) => line.split(':')[0]!.trim())
      .filter(Boolean),
  );
  GLOSSED_LANGUAGES.forEach((language, column) => {
    const words = new Map<string, string>();
    for (const line of `${PROMPT_LEXICON}\n${SETTING_LEXICON}`.split('\n')) {
      const [english, rest] = line.split(':');
      const spellings = rest?.split('|')[column];
      for (const spelling of spellings?.split('/') ?? []) {
        if (spelling.trim()) {
          words.set(fold(spelling.trim()), english!.trim());
        }
      }
    }
    built.set(language, {
      words,
      longest: Math.max(...[...words.keys()].map((key) => key.split(' ').length)),
      settings,
      stop: new Set(STOP_WORDS[language]!.split(' ')),
      measures: new Set(MEASURE_WORDS[language]!.split(' ')),
      numbers: NUMBER_WORDS[language]!,
      grammar: GRAMMAR[language],
    });
  });
  return built;
}

function lexiconOf(language: GlossedLanguage): Lexicon {
  lexicons ??= build();
  return lexicons.get(language)!;
}

/** The word's English name and whether it was plural, trying the language's plural endings. */
function lookUpWord(
  word: string,
  language: GlossedLanguage,
): { english: string; isPlural: boolean } | null {
  const { words, grammar } = lexiconOf(language);
  const own = words.get(word);
  if (own) {
    return { english: own, isPlural: false };
  }
  for (const [ending, singular] of grammar.plurals) {
    const stem =
      word.endsWith(ending) && word.length > ending.length + 1
        ? words.get(word.slice(0, -ending.length) + singular)
        : undefined;
    if (stem) {
      return { english: stem, isPlural: true };
    }
  }
  return null;
}

/**
 * As `lookUpWord`, and in German a compound is a kind of its last part ('Papierboot' is a boat,
 * 'Segelboote' sailboats): the longest known ending of at least 3 letters. Each ending is looked
 * up whole, once, so a long unknown word costs one pass, not one per way of cutting it.
 */
function lookUp(
  word: string,
  language: GlossedLanguage,
): { english: string; isPlural: boolean } | null {
  const whole = lookUpWord(word, language);
  if (whole || language !== 'de') {
    return whole;
  }
  for (let start = 1; start <= word.length - 3; start++) {
    const part = lookUpWord(word.slice(start), 'de');
    if (part) {
      return part;
    }
  }
  return null;
}

function tokens(prompt: string): string[] {
  return fold(prompt)
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
}

/** The language of the prompt among those read here, or null for English (or one not read here). */
export function glossLanguage(prompt: string): GlossedLanguage | null {
  const words = tokens(prompt);
  let best: { language: GlossedLanguage; score: number } | null = null;
  for (const language of GLOSSED_LANGUAGES) {
    const { stop } = lexiconOf(language);
    const known = words.filter((word) => !ENGLISH_STOP.has(word) && lookUp(word, language));
    const score = words.filter((word) => stop.has(word)).length + known.length;
    // an English prompt without small words ('ocean waves, drone shot') is still English: the
    // language must explain more of the words than English does ('un', 'de' are its own)
    const english = words.filter(
      (word) => ENGLISH_STOP.has(word) || (!stop.has(word) && isWord(word)),
    ).length;
    if (known.length > 0 && score > english && (!best || score > best.score)) {
      best = { language, score };
    }
  }
  return best?.language ?? null;
}

export function isGlossedLanguage(language: string): language is GlossedLanguage {
  return (GLOSSED_LANGUAGES as readonly string[]).includes(language);
}

/**
 * The prompt's drawable words in English, in its order, one phrase per thing ('three cats, river,
 * night'); the prompt itself when it is English or in a language not read here. A caller that
 * knows the language already (a script's) names it, so a short line is never taken for English.
 */
export function englishGloss(prompt: string, known?: string): string {
  const language = known && isGlossedLanguage(known) ? known : glossLanguage(prompt);
  if (!language) {
    return prompt;
  }
  const lexicon = lexiconOf(language);
  const { grammar } = lexicon;
  const words = tokens(prompt);
  const phrases: string[] = [];
  let count = 0;
  let isLeftOut = false;
  /** The last thing named was a noun, and it only measured what follows. */
  let previous: { measured: boolean } | null = null;
  for (let at = 0; at < words.length;) {
    const word = words[at]!;
    if (grammar.and.has(word)) {
      previous = null;
      at += 1;
      continue;
    }
    if (grammar.without.has(word)) {
      isLeftOut = true;
      at += 1;
      continue;
    }
    if (lexicon.numbers[word]) {
      count = lexicon.numbers[word];
      at += 1;
      continue;
    }
    if (grammar.of.has(word) && previous) {
      // 'de' + (article) + noun: a measure yields to it, anything else keeps it as a modifier
      let next = at + 1;
      while (words[next] && lexicon.stop.has(words[next]!) && !grammar.of.has(words[next]!)) {
        next += 1;
      }
      if (!previous.measured) {
        // a setting stays one ('un taxi in città di notte' is at night), a thing only describes
        const modifier = matchAt(words, next, language);
        const isSetting = modifier && lexicon.settings.has(modifier.english);
        at = modifier && !isSetting ? next + modifier.length : next;
        previous = null;
        continue;
      }
      previous = null;
      at = next;
      continue;
    }
    const match = matchAt(words, at, language);
    if (!match) {
      if (lexicon.measures.has(word)) {
        previous = { measured: true };
      } else if (!lexicon.stop.has(word)) {
        previous = null;
      }
      at += 1;
      continue;
    }
    const plural = match.isPlural || count > 1;
    const name = plural && !match.english.endsWith('s') ? `${match.english}s` : match.english;
    // said as English says it, so the engines leave it out as they do 'without people'
    phrases.push(
      isLeftOut ? `without ${name}` : count > 1 ? `${ENGLISH_NUMBERS[count]} ${name}` : name,
    );
    count = 0;
    isLeftOut = false;
    previous = { measured: false };
    at += match.length;
  }
  return phrases.join(', ');
}

/** The longest lexicon entry starting at `at`, with how many words it took. */
function matchAt(
  words: string[],
  at: number,
  language: GlossedLanguage,
): { english: string; isPlural: boolean; length: number } | null {
  const { longest, words: entries } = lexiconOf(language);
  for (let length = Math.min(longest, words.length - at); length > 1; length--) {
    const english = entries.get(words.slice(at, at + length).join(' '));
    if (english) {
      return { english, isPlural: false, length };
    }
  }
  const word = words[at];
  if (!word || lexiconOf(language).stop.has(word)) {
    return null;
  }
  const found = lookUp(word, language);
  return found ? { ...found, length: 1 } : null;
}
