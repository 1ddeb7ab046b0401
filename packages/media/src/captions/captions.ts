import type { WordTiming } from '../speech/speech-timing';

export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

export interface CaptionLimits {
  /** Display width in Latin-letter units; a wide (CJK) character counts two. */
  maxWidth: number;
  maxWords: number;
}

const DEFAULT_LIMITS: CaptionLimits = { maxWidth: 40, maxWords: 8 };
/** A gap shorter than this keeps the previous caption on screen, so captions do not flicker. */
const BRIDGE_SECONDS = 0.6;
const LINGER_SECONDS = 0.35;

/** Groups timed words into short one-line captions, ending them at punctuation where it can. */
export function buildCaptionCues(
  text: string,
  words: readonly WordTiming[],
  durationSeconds: number,
  limits: CaptionLimits = DEFAULT_LIMITS,
): CaptionCue[] {
  // a phrase's end closes a caption once it fills half the line
  const endsAtPhrase = (group: WordTiming[], word: WordTiming) =>
    displayWidth(spanText(text, group[0] ?? word, word)) >= limits.maxWidth / 2;
  const groups = groupWords(text, words, limits, endsAtPhrase);
  return timeGroups(text, groups, durationSeconds);
}

/**
 * A caption of the short-form style: a few words on screen, one of them (`active`) being said.
 * Its `text` is the whole group, so a cue without its words still reads as a caption.
 */
export interface WordCaptionCue extends CaptionCue {
  /** The group's words as shown, each with the punctuation that closes it. */
  words: string[];
  /** The word being said, an index into `words`. */
  active: number;
}

/**
 * Short-form captions from the speech's word timings: groups of a few words (never across a
 * sentence end), each shown while its words are said, one cue per word that highlights it.
 * Consecutive and never overlapping, as the classic cues are.
 */
export function buildWordCaptionCues(
  text: string,
  words: readonly WordTiming[],
  durationSeconds: number,
  limits: CaptionLimits,
): WordCaptionCue[] {
  const groups = groupWords(text, words, limits, (group) => group.length >= 2);
  const cues = timeGroups(text, groups, durationSeconds);
  return groups.flatMap((group, index) => {
    const cue = cues[index];
    if (!cue) {
      return [];
    }
    const shown = group.map((word) => spanText(text, word, word));
    return group.map((word, active) => {
      const start = active === 0 ? cue.start : round(word.start);
      const next = group[active + 1];
      const end = next ? round(next.start) : cue.end;
      return { start, end: Math.max(end, start + 0.04), text: cue.text, words: shown, active };
    });
  });
}

/**
 * At most `maxWords` words and `maxWidth` letters a group, ending at every sentence's end and at a
 * phrase's end where `endsAtPhrase` allows it.
 */
function groupWords(
  text: string,
  words: readonly WordTiming[],
  limits: CaptionLimits,
  endsAtPhrase: (group: WordTiming[], word: WordTiming) => boolean,
): WordTiming[][] {
  const groups: WordTiming[][] = [];
  let group: WordTiming[] = [];
  for (const word of words) {
    const first = group[0];
    const candidate = first ? spanText(text, first, word) : word.text;
    if (
      group.length &&
      (displayWidth(candidate) > limits.maxWidth || group.length >= limits.maxWords)
    ) {
      groups.push(group);
      group = [];
    }
    group.push(word);
    if (word.isSentenceEnd || (word.isPhraseEnd && endsAtPhrase(group, word))) {
      groups.push(group);
      group = [];
    }
  }
  if (group.length) {
    groups.push(group);
  }
  return groups;
}

function timeGroups(text: string, groups: WordTiming[][], durationSeconds: number): CaptionCue[] {
  const cues = groups.flatMap((words) => {
    const first = words[0];
    const last = words.at(-1);
    return first && last
      ? [{ start: first.start, end: last.end, text: spanText(text, first, last) }]
      : [];
  });
  return cues.map((cue, index) => {
    const next = cues[index + 1]?.start ?? durationSeconds;
    const end = next - cue.end < BRIDGE_SECONDS ? next : Math.min(next, cue.end + LINGER_SECONDS);
    return { ...cue, start: round(cue.start), end: round(Math.max(end, cue.start + 0.3)) };
  });
}

/**
 * The text from one word to another, with the punctuation that opens the first (Spanish `¡` and
 * `¿`, a quote) and the punctuation (not the next word) that closes the last one.
 */
function spanText(text: string, first: WordTiming, last: WordTiming): string {
  const tail = /^[^\s\p{L}\p{N}]*/u.exec(text.slice(last.offset + last.text.length))?.[0] ?? '';
  const lead = /(?:^|\s)([^\s\p{L}\p{N}]+)$/u.exec(text.slice(0, first.offset))?.[1] ?? '';
  return text
    .slice(first.offset - lead.length, last.offset + last.text.length + tail.length)
    .trim();
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) {
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u.test(character)
      ? 2
      : 1;
  }
  return width;
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/**
 * Word captions from line captions alone (a storyboard reads its scenes' WebVTT, which times
 * lines, not words): each line's time is shared among its words by their length, then grouped
 * as `buildWordCaptionCues` groups spoken words.
 */
export function wordCuesFromLines(
  lines: readonly CaptionCue[],
  limits: CaptionLimits,
): WordCaptionCue[] {
  return lines.flatMap((line) => {
    const words: WordTiming[] = [];
    const pattern = /\S+/gu;
    for (let match = pattern.exec(line.text); match; match = pattern.exec(line.text)) {
      words.push({
        text: match[0],
        offset: match.index,
        start: 0,
        end: 0,
        isPhraseEnd: /[,;:]$/u.test(match[0]),
        isSentenceEnd: /[.!?]$/u.test(match[0]),
      });
    }
    const letters = words.reduce((sum, word) => sum + word.text.length + 1, 0);
    let at = line.start;
    for (const word of words) {
      word.start = at;
      at += ((line.end - line.start) * (word.text.length + 1)) / Math.max(1, letters);
      word.end = at;
    }
    return buildWordCaptionCues(line.text, words, line.end, limits).filter(
      (cue) => cue.end > line.start,
    );
  });
}
