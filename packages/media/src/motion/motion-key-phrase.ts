/** The few words of a prompt worth setting as the animated title. */

const MAX_WORDS = 5;
const MAX_CHARACTERS = 34;

/** Lead-in words that describe the clip rather than its subject. */
const LEAD_IN = new Set([
  'a',
  'an',
  'the',
  'cinematic',
  'video',
  'clip',
  'shot',
  'footage',
  'scene',
  'animation',
  'timelapse',
  'of',
  '4k',
  '8k',
  'hd',
  'realistic',
  'photorealistic',
  'aerial',
  'drone',
  'view',
  'beautiful',
]);
const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'at',
  'of',
  'in',
  'on',
  'and',
  'or',
  'with',
  'to',
  'for',
  'by',
]);
const DANGLING = new Set([...SMALL_WORDS, 'by', 'for', 'from', 'into', 'over', 'under', 'near']);

/** Scripts the shipped fonts cover (Inter, Noto Sans Arabic, Noto Sans Devanagari). */
const UNSUPPORTED_SCRIPT =
  /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Common}\p{Script=Inherited}]/u;

export function isRenderableTitle(text: string): boolean {
  return text.length > 0 && !UNSUPPORTED_SCRIPT.test(text);
}

/** Whether the title reads right to left, so it is set as one line rather than word by word. */
export function isRightToLeft(text: string): boolean {
  return /\p{Script=Arabic}/u.test(text);
}

function titleCase(word: string, index: number): string {
  const lower = word.toLowerCase();
  if (index > 0 && SMALL_WORDS.has(lower)) {
    return lower;
  }
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** First clause of the prompt, without lead-ins, negations or dangling words, in title case. */
export function extractKeyPhrase(prompt: string): string {
  const withoutNegations = prompt.replace(/\b(no|without|not)\s+[^,.;:!?]*/giu, ' ');
  const clause =
    withoutNegations
      .split(/[,.;:!?\n()–—|]+/u)
      .map((part) => part.trim())
      .find((part) => part.length > 0) ?? '';
  const words = clause.split(/\s+/u).filter((word) => word.length > 0);
  while (words.length > 0 && LEAD_IN.has((words[0] ?? '').toLowerCase())) {
    words.shift();
  }
  const kept: string[] = [];
  for (const word of words) {
    const next = [...kept, word].join(' ');
    if (kept.length >= MAX_WORDS || next.length > MAX_CHARACTERS) {
      break;
    }
    kept.push(word);
  }
  while (kept.length > 1 && DANGLING.has((kept[kept.length - 1] ?? '').toLowerCase())) {
    kept.pop();
  }
  return kept.map(titleCase).join(' ');
}
