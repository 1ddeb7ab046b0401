import { detectLanguage } from '@orato/shared';
import { LOCAL_SCRIPT_LANGUAGES, SCRIPT_PHRASES, type ScriptPhrases } from './local-script.phrases';
import { promptFromLine, sliceWhole, splitIntoLines } from '../../lib/scene-lines';
import type { SceneDraft, ScriptWriter } from './script-writer';

const MAX_CHARACTERS = 800;
const MAX_IDEA_CHARACTERS = 160;

/**
 * The embedded writer: a hook that states the idea, three points named by the idea's own terms,
 * and a close, in the idea's language when it is one the writer knows (English otherwise). A
 * seed made of the idea and the variation picks the wording, so Regenerate gives another script.
 */
export class LocalScriptWriter implements ScriptWriter {
  readonly provider = 'local';
  readonly languages = LOCAL_SCRIPT_LANGUAGES;

  async writeScript(topic: string, variation: number): Promise<string> {
    return composeScript(topic, variation);
  }

  /** The script it would write, one or two sentences a scene, each with a prompt from its words. */
  async draftScenes(idea: string, variation: number): Promise<SceneDraft[]> {
    return splitIntoLines(composeScript(idea, variation)).map((line) => ({
      line,
      prompt: promptFromLine(line),
    }));
  }
}

/** The language the embedded writer would write this idea in. */
export function localScriptLanguage(topic: string): string {
  const detected = detectLanguage(topic);
  return detected && LOCAL_SCRIPT_LANGUAGES.includes(detected) ? detected : 'en';
}

export function composeScript(rawTopic: string, variation: number): string {
  const phrases = SCRIPT_PHRASES[localScriptLanguage(rawTopic)] ?? SCRIPT_PHRASES.en!;
  const idea = cleanIdea(rawTopic);
  const random = seededRandom(hash(`${idea}:${variation}`));
  // hook, labels and close turn with the variation, so the next version never repeats them
  const turn = hash(idea) + variation;
  const pick = <T>(items: readonly T[]) => items[turn % items.length]!;
  const leads = pick(phrases.leads);
  const bodies = shuffle([...phrases.bodies], random);
  const terms = ideaTerms(idea, phrases);
  const points = leads.map((lead, index) => {
    const term = terms[index];
    const body = bodies[index]!;
    return term ? `${lead}${phrases.colon}${term}. ${body}` : `${lead}, ${lowerFirst(body)}`;
  });
  const sentences = [
    pick(phrases.hooks)(spokenIdea(idea, phrases)),
    ...points,
    pick(phrases.closes),
  ];
  return sliceWhole(sentences.join(' '), MAX_CHARACTERS);
}

/** The idea as typed, without closing punctuation or runs of spaces, at most 160 characters. */
function cleanIdea(topic: string): string {
  const trimmed = topic
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?…:;,]+$/u, '');
  if (trimmed.length <= MAX_IDEA_CHARACTERS) {
    return trimmed;
  }
  // an idea without a space is cut at the limit, never inside a character
  const space = trimmed.lastIndexOf(' ', MAX_IDEA_CHARACTERS);
  const cut = space > 0 ? trimmed.slice(0, space) : sliceWhole(trimmed, MAX_IDEA_CHARACTERS);
  return cut.replace(/[,;:]$/, '');
}

/**
 * The idea after a colon: its first letter lowered only when the first word is a small word of
 * the language ("Why", "Cómo"), so names, acronyms and German nouns keep their capitals.
 */
function spokenIdea(idea: string, phrases: ScriptPhrases): string {
  const first = idea.split(' ')[0] ?? '';
  return phrases.stopwords.has(first.toLowerCase()) && first !== first.toUpperCase()
    ? lowerFirst(idea)
    : idea;
}

/**
 * Up to three terms from the idea: the runs of words between its small words ("drinking water",
 * "morning", "focus"), longest first among the earliest, shown in the order the idea has them.
 */
export function ideaTerms(idea: string, phrases: ScriptPhrases): string[] {
  const runs: string[][] = [[]];
  for (const word of idea.split(/[\s,;:()"“”«»]+/u)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!bare || phrases.stopwords.has(bare.toLowerCase())) {
      runs.push([]);
    } else {
      runs.at(-1)!.push(bare);
    }
  }
  const terms = runs
    .map((run) => run.slice(0, 3).join(' '))
    .filter((term, index, all) => term.length >= 3 && all.indexOf(term) === index);
  const chosen = new Set(
    [...terms].sort((a, b) => b.split(' ').length - a.split(' ').length).slice(0, 3),
  );
  return terms.filter((term) => chosen.has(term));
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) {
    value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  }
  return value >>> 0;
}

/** mulberry32: small, fast and good enough to vary wording. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}
