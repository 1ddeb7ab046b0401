/** The text a clip may show: only what the prompt asked for, whole. */

const MAX_WORDS = 5;
const MAX_CHARACTERS = 34;

/** Scripts the shipped fonts cover (Inter, Noto Sans Arabic, Noto Sans Devanagari). */
const UNSUPPORTED_SCRIPT =
  /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Common}\p{Script=Inherited}]/u;

export function isRenderableTitle(text: string): boolean {
  return text.length > 0 && !UNSUPPORTED_SCRIPT.test(text);
}

/** Whether the whole text fits the title's room (five words, 34 characters). */
export function fitsTitle(text: string): boolean {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  return words.length > 0 && words.length <= MAX_WORDS && text.trim().length <= MAX_CHARACTERS;
}

/** Whether the title reads right to left, so it is set as one line rather than word by word. */
export function isRightToLeft(text: string): boolean {
  return /\p{Script=Arabic}/u.test(text);
}
