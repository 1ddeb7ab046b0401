import { francAll } from 'franc-min';

/** Languages an avatar can speak, by their BCP 47 base code, with their English names. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  sv: 'Swedish',
  nb: 'Norwegian',
  da: 'Danish',
  fi: 'Finnish',
  pl: 'Polish',
  cs: 'Czech',
  ro: 'Romanian',
  hu: 'Hungarian',
  el: 'Greek',
  ru: 'Russian',
  uk: 'Ukrainian',
  tr: 'Turkish',
  ar: 'Arabic',
  hi: 'Hindi',
  id: 'Indonesian',
  ms: 'Malay',
  vi: 'Vietnamese',
  sw: 'Swahili',
  ja: 'Japanese',
  zh: 'Chinese',
  ko: 'Korean',
};

/** The detector's ISO 639-3 codes for the languages it knows among ours (not Danish, Norwegian, Finnish). */
const FROM_ISO_639_3: Readonly<Record<string, string>> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  deu: 'de',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
  swe: 'sv',
  pol: 'pl',
  ces: 'cs',
  ron: 'ro',
  hun: 'hu',
  ell: 'el',
  rus: 'ru',
  ukr: 'uk',
  tur: 'tr',
  arb: 'ar',
  hin: 'hi',
  ind: 'id',
  zlm: 'ms',
  vie: 'vi',
  swh: 'sw',
  jpn: 'ja',
  cmn: 'zh',
  kor: 'ko',
};

/**
 * Short words that mark a language. A one-line idea is too short for letter statistics alone
 * ("5 tips for better sleep" reads as Swedish to them), so these words vote first.
 */
const FUNCTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'the',
    'and',
    'for',
    'to',
    'of',
    'in',
    'on',
    'with',
    'how',
    'why',
    'what',
    'your',
    'you',
    'a',
    'is',
    'at',
    'my',
    'better',
    'tips',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'para',
    'de',
    'del',
    'en',
    'con',
    'cómo',
    'por',
    'qué',
    'tu',
    'un',
    'una',
    'es',
    'mejor',
  ],
  fr: [
    'le',
    'la',
    'les',
    'et',
    'pour',
    'de',
    'des',
    'du',
    'en',
    'avec',
    'comment',
    'pourquoi',
    'votre',
    'un',
    'une',
    'est',
    'au',
    'meilleur',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'für',
    'mit',
    'wie',
    'warum',
    'ihr',
    'ein',
    'eine',
    'ist',
    'am',
    'im',
    'zum',
    'zur',
    'besser',
    'mehr',
  ],
  it: [
    'il',
    'lo',
    'la',
    'gli',
    'le',
    'e',
    'per',
    'di',
    'del',
    'della',
    'con',
    'come',
    'perché',
    'un',
    'una',
    'è',
    'al',
    'meglio',
  ],
  pt: [
    'o',
    'a',
    'os',
    'as',
    'e',
    'para',
    'de',
    'do',
    'da',
    'em',
    'no',
    'na',
    'com',
    'como',
    'por',
    'um',
    'uma',
    'é',
    'melhor',
  ],
  nl: ['de', 'het', 'een', 'en', 'voor', 'van', 'met', 'hoe', 'waarom', 'je', 'is', 'beter'],
};

function functionWordVote(text: string): string | undefined {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = Object.entries(FUNCTION_WORDS)
    .map(([code, list]) => [code, words.filter((word) => list.includes(word)).length] as const)
    .sort((a, b) => b[1] - a[1]);
  const [best, runnerUp] = scores;
  return best && best[1] > 0 && best[1] > (runnerUp?.[1] ?? 0) ? best[0] : undefined;
}

/** Below this lead over the runner-up (scores are relative, the best is 1) the guess is a coin toss. */
const MIN_LEAD = 0.04;

/**
 * The language a text is written in, as a base code (`es`), or undefined when it is too short or
 * too close between two languages to say. A one-line idea is short, so only our languages count.
 */
export function detectLanguage(text: string): string | undefined {
  const voted = functionWordVote(text);
  if (voted) {
    return voted;
  }
  const [best, runnerUp] = francAll(text, { only: Object.keys(FROM_ISO_639_3), minLength: 8 });
  if (!best || best[0] === 'und' || (runnerUp && best[1] - runnerUp[1] < MIN_LEAD)) {
    return undefined;
  }
  return FROM_ISO_639_3[best[0]];
}

export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

/** The avatars that speak `language`, to suggest first and mark; none when it is unknown. */
export function speakersOf<T extends { language?: string }>(
  avatars: readonly T[],
  language?: string,
): T[] {
  return language ? avatars.filter((avatar) => avatar.language === language) : [];
}
