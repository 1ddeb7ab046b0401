import { STORYBOARD_LIMITS, detectLanguage, type ScriptBrief } from '@orato/shared';
import { LOCAL_SCRIPT_LANGUAGES, SCRIPT_PHRASES, type ScriptPhrases } from './local-script.phrases';
import { promptFromLine, sliceWhole, splitIntoLines } from '../../lib/scene-lines';
import type { SceneDraft, ScriptWriter } from './script-writer';

const MAX_CHARACTERS = 800;
const MAX_IDEA_CHARACTERS = 160;

/**
 * The embedded writer arranges the user's own words: an opening from the idea (and who it is for),
 * the points in the order given, each after a transition, and a close from the next step. With the
 * idea alone it makes a short script of the idea's own sentences and phrases. It never adds advice
 * or facts: its only words are the openings, transitions and closes of the idea's language.
 * Regenerate (another `variation`) changes the structure and the transitions, never the content.
 */
export class LocalScriptWriter implements ScriptWriter {
  readonly provider = 'local';
  readonly languages = LOCAL_SCRIPT_LANGUAGES;

  async writeScript(topic: string, variation: number, brief: ScriptBrief = {}): Promise<string> {
    return composeScript(topic, variation, brief);
  }

  /**
   * One scene per point, the opening said with the first and the close with the last (or, with
   * the idea alone, its script split into scenes); each visual from that scene's own line.
   */
  async draftScenes(
    idea: string,
    variation: number,
    brief: ScriptBrief = {},
  ): Promise<SceneDraft[]> {
    const parts = composeParts(idea, variation, brief);
    const pointsOnly = parts.points.length >= 2 ? parts.points : null;
    const lines = pointsOnly
      ? pointsOnly.map((point, index) =>
          [
            index === 0 ? parts.opening : '',
            point,
            index === pointsOnly.length - 1 ? parts.close : '',
          ]
            .filter(Boolean)
            .join(' '),
        )
      : splitIntoLines(composeScript(idea, variation, brief));
    // the visual is suggested from the point itself, never from the opening or close around it,
    // read in the script's language: a short point is too little to tell it by
    const language = localScriptLanguage(idea, brief) ?? undefined;
    return lines.map((line, index) => ({
      line: sliceWhole(line, STORYBOARD_LIMITS.lineMaxCharacters),
      prompt: promptFromLine(pointsOnly?.[index] ?? line, language),
    }));
  }
}

/** The language the embedded writer would write this idea (and its points) in; null when it writes in none it knows. */
export function localScriptLanguage(topic: string, brief: ScriptBrief = {}): string | null {
  const text = [topic, brief.audience, ...(brief.points ?? []), brief.action]
    .filter(Boolean)
    .join('. ');
  const detected = detectLanguage(text);
  if (!detected) {
    return 'en';
  }
  return LOCAL_SCRIPT_LANGUAGES.includes(detected) ? detected : null;
}

/** How many structures a language's phrases give: Regenerate walks through them. */
const STRUCTURES = 3;

/** A script's parts: its opening (with any count line), the points as said, and its close. */
interface ScriptParts {
  opening: string;
  points: string[];
  close: string;
  /** Set for a language the writer has no words of: the user's sentences, as written. */
  asWritten?: string[];
}

export function composeScript(
  rawTopic: string,
  variation: number,
  brief: ScriptBrief = {},
): string {
  const parts = composeParts(rawTopic, variation, brief);
  return fitToLimit(
    parts.asWritten ?? [parts.opening, ...parts.points, parts.close].filter(Boolean),
  );
}

function composeParts(rawTopic: string, variation: number, brief: ScriptBrief): ScriptParts {
  const language = localScriptLanguage(rawTopic, brief);
  const idea = cleanPhrase(rawTopic, MAX_IDEA_CHARACTERS);
  const points = (brief.points ?? []).map((point) => cleanPhrase(point, 200)).filter(Boolean);
  const audience = brief.audience ? cleanPhrase(brief.audience, 120) : '';
  const action = brief.action ? cleanPhrase(brief.action, 160) : '';
  if (!language) {
    // a language the writer has no words of its own for: the user's words, as written, in order
    const asWritten = [idea, audience, ...points, action].filter(Boolean).map(asSentence);
    return { opening: asWritten[0] ?? '', points: asWritten.slice(1), close: '', asWritten };
  }
  const phrases = SCRIPT_PHRASES[language] ?? SCRIPT_PHRASES.en!;
  const v = Math.abs(Math.trunc(variation));
  const structure = v % STRUCTURES;
  // the structure turns with every variation; the opening and close turn more slowly, so a random
  // variation (the server's Regenerate) repeats a whole script only once in 27
  const pick = <T>(items: readonly T[], turn = 0) =>
    items[(Math.floor(v / STRUCTURES ** turn) + turn) % items.length]!;
  const body = points.length > 0 ? points : ideaSentences(rawTopic).slice(1);
  // after a colon the idea reads on in lower case; a sentence that starts with it is raised again
  const inline = spoken(firstSentence(idea), phrases, phrases.lowersAfterTransition);
  const opening = upperFirst(
    audience
      ? pick(phrases.audienceOpenings, 1)(inline, audience)
      : pick(phrases.openings, 1)(inline),
  );
  const transitions = phrases.transitions[structure % phrases.transitions.length]!;
  const said = body.map((point, index) => {
    const isLast = index === body.length - 1 && body.length >= 3;
    const transition =
      (isLast && transitions.last) || transitions.each[index] || transitions.each.at(-1)!;
    // the idea's own sentences are said as written; a single point too (a transition would promise more)
    if (body.length === 1 || points.length === 0) {
      return asSentence(point);
    }
    const text = phrases.lowersAfterTransition ? spoken(point, phrases, true) : point;
    return asSentence(`${transition} ${text}`);
  });
  const counted = structure === 1 && body.length >= 2 ? [phrases.count(body.length)] : [];
  const close = action
    ? pick(phrases.actionCloses, 2)(spoken(action, phrases, phrases.lowersAfterTransition))
    : pick(phrases.closes, 2);
  return { opening: [opening, ...counted].join(' '), points: said, close };
}

/** Sentences joined up to the length a 60-second video takes, whole sentences only. */
function fitToLimit(sentences: string[]): string {
  const kept: string[] = [];
  for (const sentence of sentences) {
    if ([...kept, sentence].join(' ').length > MAX_CHARACTERS) {
      break;
    }
    kept.push(sentence);
  }
  return kept.length > 0 ? kept.join(' ') : sliceWhole(sentences.join(' '), MAX_CHARACTERS);
}

/** A phrase as a sentence: closing punctuation kept when the user gave it, a full stop otherwise. */
function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/u.test(trimmed) ? upperFirst(trimmed) : `${upperFirst(trimmed)}.`;
}

/** The idea's own sentences, as typed. */
function ideaSentences(topic: string): string[] {
  return (topic.replace(/\s+/g, ' ').match(/[^.!?…]+[.!?…]*/gu) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 1);
}

function firstSentence(idea: string): string {
  return ideaSentences(idea)[0]?.replace(/[.!?…]+$/u, '') ?? idea;
}

/**
 * A phrase inside a sentence: its first letter lowered when the first word is an ordinary word
 * (or, with `always`, unless it is an acronym, "I" or a word with a capital inside, like "iPhone").
 */
function spoken(text: string, phrases: ScriptPhrases, always = false): string {
  const first = text.split(' ')[0] ?? '';
  const isName =
    (first.length > 1 && first === first.toUpperCase()) || /.\p{Lu}/u.test(first) || first === 'I';
  if (isName) {
    return text;
  }
  return always || phrases.stopwords.has(first.toLowerCase()) ? lowerFirst(text) : text;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A phrase as typed, without closing punctuation or runs of spaces, at most `limit` characters. */
function cleanPhrase(topic: string, limit: number): string {
  const trimmed = topic
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?…:;,]+$/u, '');
  if (trimmed.length <= limit) {
    return trimmed;
  }
  // an idea without a space is cut at the limit, never inside a character
  const space = trimmed.lastIndexOf(' ', limit);
  const cut = space > 0 ? trimmed.slice(0, space) : sliceWhole(trimmed, limit);
  return cut.replace(/[,;:]$/, '');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
