import { VISUAL_LANGUAGES, visualFromLine } from '@orato/media';
import { STORYBOARD_LIMITS, detectLanguage } from '@orato/shared';

// a sentence ends at . ! ? … (or their CJK forms) followed by space or the end
const SENTENCE = /[^.!?…。！？]+(?:[.!?…。！？]+["'”’)\]]*|$)/gu;
/** Two short sentences read as one scene when a script has more sentences than scenes. */
const PAIR_MAX_CHARACTERS = 140;

/**
 * Splits a script into scenes as written (nothing is reworded): one sentence a scene, and only
 * when there are more sentences than a storyboard has scenes, two short ones together.
 */
export function splitIntoLines(script: string): string[] {
  const sentences = (script.replace(/\s+/g, ' ').match(SENTENCE) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
  const lines =
    sentences.flatMap(cutToLimit).length <= STORYBOARD_LIMITS.maxScenes
      ? sentences
      : pairShortSentences(sentences);
  return lines.flatMap(cutToLimit).slice(0, STORYBOARD_LIMITS.maxScenes);
}

function pairShortSentences(sentences: string[]): string[] {
  const lines: { text: string; sentences: number }[] = [];
  for (const sentence of sentences) {
    const last = lines.at(-1);
    // two short sentences make one scene; never three
    if (
      last &&
      last.sentences === 1 &&
      last.text.length < PAIR_MAX_CHARACTERS / 2 &&
      `${last.text} ${sentence}`.length <= PAIR_MAX_CHARACTERS
    ) {
      last.text = `${last.text} ${sentence}`;
      last.sentences = 2;
    } else {
      lines.push({ text: sentence, sentences: 1 });
    }
  }
  return lines.map((line) => line.text);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with any half of a character (a lone surrogate) replaced by U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** The first `limit` UTF-16 units of `text`, never cutting a character (a surrogate pair) in two. */
export function sliceWhole(text: string, limit: number): string {
  if (text.length <= limit) {
    return text;
  }
  const last = text.charCodeAt(limit - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit);
}

/** A sentence longer than a scene may say is cut at word boundaries. */
function cutToLimit(line: string): string[] {
  const limit = STORYBOARD_LIMITS.lineMaxCharacters;
  const parts: string[] = [];
  let rest = line;
  while (rest.length > limit) {
    const cut = rest.lastIndexOf(' ', limit);
    const at = cut > limit / 2 ? cut : sliceWhole(rest, limit).length;
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  return rest ? [...parts, rest] : parts;
}

const FILLER = new Set(
  'a an the and or but so to of in on at for with from by is are was were be been it its this that these those you your we our they their i my me he she his her them as if then than just very really can will would should could do does did not no yes here there what how why when who which all any some more most'.split(
    ' ',
  ),
);

/**
 * A visual prompt proposed from a line. Lines in English, Spanish, French, German, Portuguese or
 * Italian are read by the engines' own prompt reader: the line's drawable noun phrases, or a note
 * that it has none. Other languages keep their content words (the reader has no lexicon for them).
 */
export function promptFromLine(line: string, known?: string): string {
  const language = known ?? detectLanguage(line);
  if (!language || VISUAL_LANGUAGES.includes(language)) {
    return sliceWhole(visualFromLine(line, language), STORYBOARD_LIMITS.promptMaxCharacters);
  }
  return contentWordsPrompt(line);
}

/** A line's content words, as a short shot description. */
function contentWordsPrompt(line: string): string {
  const words = line
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 && !FILLER.has(word.toLowerCase()))
    .slice(0, 8);
  const subject = words.length > 0 ? words.join(' ') : sliceWhole(line, 80);
  return sliceWhole(
    `A cinematic shot illustrating ${subject}, soft natural light`,
    STORYBOARD_LIMITS.promptMaxCharacters,
  );
}
