/** Reads a free-text prompt into the edits the engine knows, as a plain `EditPlan`. */
import {
  CROP_RULES,
  EDIT_TARGETS,
  EDIT_VERBS,
  FILLER_WORDS,
  STYLE_RULES,
  FILTER_ORDER,
  FILTER_RULES,
  LAYOUT_RULES,
  LIGHT_WORDS,
  NEGATION,
  STRONG_WORDS,
  type PhraseRule,
} from './edit-rules';
import type { EditPlan, FilterEdit, Rotation, Strength } from './image.types';

const MAX_CAPTION_LENGTH = 120;
const CAPTION_WORDS =
  /\b(?:caption\w*|text|title|headline|words?|saying|says|say|reads?|label\w*|write|writing|quote|tagline|slogan)\b/i;
const QUOTED = [
  /"([^"]+)"/,
  /“([^”]+)”/,
  /‘([^’]+)’/,
  /«([^»]+)»/,
  /(?<!\w)'(.+?)'(?=\s|$|[.,!?;:)])/,
];
const UNQUOTED_CAPTION = /\b(?:caption|text|title)\s*:\s*([^\n]+)/i;

interface Match {
  index: number;
  end: number;
}

/** Finds the caption text, and the prompt with it taken out so its words are not read as edits. */
export function findCaption(prompt: string): { caption: string | null; rest: string } {
  for (const pattern of QUOTED) {
    const match = pattern.exec(prompt);
    if (match?.[1] && CAPTION_WORDS.test(prompt.replace(match[0], ' '))) {
      return { caption: cleanCaption(match[1]), rest: prompt.replace(match[0], ' ') };
    }
  }
  const unquoted = UNQUOTED_CAPTION.exec(prompt);
  if (unquoted?.[1]) {
    return { caption: cleanCaption(unquoted[1]), rest: prompt.replace(unquoted[0], ' ') };
  }
  return { caption: null, rest: prompt };
}

function cleanCaption(text: string): string | null {
  const caption = text.replace(/\s+/g, ' ').trim().slice(0, MAX_CAPTION_LENGTH).trim();
  return caption.length > 0 ? caption : null;
}

/** Text cut at clause edges around a match, to look for 'slightly' or 'no' beside it. */
function clauseAround(text: string, match: Match): { before: string; after: string } {
  const boundary = /[,.;!?]|\b(?:and|then|but|also|plus)\b/g;
  let start = 0;
  let end = text.length;
  for (const edge of text.matchAll(boundary)) {
    if (edge.index + edge[0].length <= match.index) {
      start = edge.index + edge[0].length;
    } else if (edge.index >= match.end) {
      end = edge.index;
      break;
    }
  }
  return { before: text.slice(start, match.index), after: text.slice(match.end, end) };
}

function strengthAround(text: string, match: Match): Strength {
  const { before, after } = clauseAround(text, match);
  const near = `${before.slice(-24)} ${after.slice(0, 20)}`;
  if (STRONG_WORDS.test(near)) {
    return 'strong';
  }
  return LIGHT_WORDS.test(near) ? 'light' : 'normal';
}

/** Takes the first unnegated match of the rule out of the text (blanked, so offsets hold). */
function takeMatch<T>(state: { text: string }, rule: PhraseRule<T>): Match | null {
  const pattern = new RegExp(rule.pattern.source, 'g');
  let found: Match | null = null;
  for (const hit of state.text.matchAll(pattern)) {
    const match = { index: hit.index, end: hit.index + hit[0].length };
    state.text =
      state.text.slice(0, match.index) + ' '.repeat(hit[0].length) + state.text.slice(match.end);
    if (!found && !NEGATION.test(clauseAround(state.text, match).before)) {
      found = match;
    }
  }
  return found;
}

function takeFilters(state: { text: string }): FilterEdit[] {
  const filters = new Map<FilterEdit['kind'], FilterEdit>();
  const original = state.text;
  for (const rule of FILTER_RULES) {
    const match = takeMatch(state, rule);
    if (match && !filters.has(rule.value)) {
      filters.set(rule.value, { kind: rule.value, strength: strengthAround(original, match) });
    }
  }
  if (filters.has('brighten') && filters.has('darken')) {
    filters.delete('darken');
  }
  return FILTER_ORDER.flatMap((kind) => filters.get(kind) ?? []);
}

function takeFlips(state: { text: string }): { flipHorizontal: boolean; flipVertical: boolean } {
  const flipVerb = String.raw`flip\w*\s+(?:it\s+|this\s+|the\s+\w+\s+)?`;
  const flipVertical = takeMatch(state, {
    value: true,
    pattern: new RegExp(
      `${flipVerb}(?:vertical(?:ly)?|upside[- ]down|top to bottom)|vertical(?:ly)? flip\\w*`,
    ),
  });
  const flipHorizontal = takeMatch(state, {
    value: true,
    pattern: new RegExp(
      `${flipVerb}(?:horizontal(?:ly)?|left to right|sideways)|horizontal(?:ly)? flip\\w*|\\bmirror\\w*`,
    ),
  });
  const bareFlip = takeMatch(state, { value: true, pattern: /\bflip\w*/ });
  return {
    flipHorizontal: flipHorizontal !== null || (bareFlip !== null && flipVertical === null),
    flipVertical: flipVertical !== null,
  };
}

const ROTATE_OBJECT = String.raw`\s+(?:it\s+|this\s+|the\s+\w+\s+)?(?:by\s+)?`;
const ROTATE_AMOUNT = String.raw`-?\d{1,3}\s*(?:°|deg\w*)?`;
const ROTATE_DIRECTION = String.raw`(?:to\s+the\s+)?(?:left|right)|(?:counter|anti)?[- ]?clockwise|sideways`;
const ROTATE_PHRASE = new RegExp(
  `\\brotat\\w*(?:${ROTATE_OBJECT}(?:${ROTATE_AMOUNT}\\s*)?(?:${ROTATE_DIRECTION})?)?` +
    `|\\b(?:turn|spin)\\w*${ROTATE_OBJECT}(?:${ROTATE_AMOUNT}\\s*(?:${ROTATE_DIRECTION})?|${ROTATE_DIRECTION})`,
);

function takeRotation(state: { text: string }): Rotation {
  const original = state.text;
  const rotate = takeMatch(state, { value: true, pattern: ROTATE_PHRASE });
  const upsideDown = takeMatch(state, { value: true, pattern: /upside[- ]down|half[- ]turn/ });
  if (!rotate) {
    return upsideDown ? 180 : 0;
  }
  const phrase = original.slice(rotate.index, rotate.end);
  const degrees = Number(/-?\d{1,3}/.exec(phrase)?.[0] ?? 90);
  const isCounter = /left|counter|anti/.test(phrase) || degrees < 0;
  const quarterTurns = Math.round(Math.abs(degrees) / 90) % 4;
  return (((isCounter ? 4 - quarterTurns : quarterTurns) % 4) * 90) as Rotation;
}

function takeFirst<T>(state: { text: string }, rules: PhraseRule<T>[]): T | null {
  let best: { value: T; index: number } | null = null;
  for (const rule of rules) {
    const match = takeMatch(state, rule);
    if (match && (!best || match.index < best.index)) {
      best = { value: rule.value, index: match.index };
    }
  }
  return best?.value ?? null;
}

const CLAUSE_EDGE = /[,.;!?]|\b(?:and|then|also|plus|but)\b/g;

/**
 * Clauses of the prompt that still ask for something once every known edit is taken out: each
 * has an edit verb or names a part of the photo, and words left that are not filler.
 */
function leftoverRequests(original: string, leftover: string, hasCaption: boolean): string[] {
  const requests: string[] = [];
  let start = 0;
  const edges = [...original.matchAll(CLAUSE_EDGE)].map((edge) => ({
    index: edge.index,
    end: edge.index + edge[0].length,
  }));
  for (const edge of [...edges, { index: original.length, end: original.length }]) {
    const clause = original.slice(start, edge.index).trim();
    const rest = leftover.slice(start, edge.index);
    start = edge.end;
    const meaningful = rest
      .split(/[^\p{L}\p{N}']+/u)
      .filter(
        (word) =>
          word.length > 1 &&
          !FILLER_WORDS.has(word) &&
          !EDIT_VERBS.test(word) &&
          !NEGATION.test(word) &&
          !(hasCaption && CAPTION_WORDS.test(word)),
      );
    if (meaningful.length > 0 && (EDIT_VERBS.test(rest) || EDIT_TARGETS.test(rest))) {
      requests.push(clause);
    }
  }
  return requests;
}

/** Every known edit the prompt asks for, and the instructions it has that the engine cannot do. */
export function parseEdits(prompt: string): EditPlan {
  const { caption, rest } = findCaption(prompt);
  const normalized = ` ${rest.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ')} `;
  const state = { text: normalized };
  const flips = takeFlips(state);
  const rotate = takeRotation(state);
  const layout = takeFirst(state, LAYOUT_RULES);
  const crop = takeFirst(state, CROP_RULES);
  const style = takeFirst(state, STYLE_RULES);
  const filters = takeFilters(state);
  const unsupported = leftoverRequests(normalized, state.text, caption !== null);
  return { filters, rotate, ...flips, crop, caption, layout, style, unsupported };
}

/** True when the plan holds nothing to do. */
export function isEmptyPlan(plan: EditPlan): boolean {
  return (
    plan.filters.length === 0 &&
    plan.rotate === 0 &&
    !plan.flipHorizontal &&
    !plan.flipVertical &&
    plan.crop === null &&
    plan.caption === null &&
    plan.style === null
  );
}
