import { fileURLToPath } from 'node:url';

const fontPath = (file: string) =>
  fileURLToPath(new URL(`../../assets/fonts/${file}`, import.meta.url));

export const UI_FONT_FAMILY = 'Inter';

const LATIN = [fontPath('Inter-SemiBold.ttf'), fontPath('Inter-Bold.ttf')];
const ARABIC = fontPath('NotoSansArabic-SemiBold.ttf');
const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * Letters we cannot draw well: Chinese, Japanese and Korean (no font shipped) and Indic scripts
 * (resvg misplaces their vowel signs), among others.
 */
const UNCOVERED_LETTER =
  /(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}])[\p{L}\p{M}]/u;

/** Whether the shipped fonts draw every letter of the text correctly. */
export function canRenderText(text: string): boolean {
  return !UNCOVERED_LETTER.test(text);
}

/** The font files resvg needs for the text: only those its scripts use, as each file costs a load. */
export function fontFilesFor(text: string): string[] {
  return ARABIC_LETTER.test(text) ? [...LATIN, ARABIC] : LATIN;
}

/** Arabic first where the text has it: a word must be shaped by one font, not glyph by glyph. */
export function fontFamilyFor(text: string): string {
  return ARABIC_LETTER.test(text) ? "'Noto Sans Arabic', 'Inter'" : "'Inter'";
}

/**
 * The text as SVG should draw it: right-to-left text is wrapped in right-to-left marks, since
 * resvg lays every line out left to right and would put the closing full stop on the wrong side.
 */
export function orderForDisplay(text: string): string {
  return ARABIC_LETTER.test(text) ? `\u200f${text}\u200f` : text;
}
