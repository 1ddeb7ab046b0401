import { languageName } from '@orato/shared';
import { TranslationFailed } from '../translator/translator';

/** The answer's shape, for structured output: one translation per line asked, in order. */
export const TRANSLATIONS_JSON_SCHEMA = {
  type: 'object',
  properties: { translations: { type: 'array', items: { type: 'string' } } },
  required: ['translations'],
  additionalProperties: false,
};

export const TRANSLATE_INSTRUCTION =
  'You translate the spoken lines of a presenter video. Translate each line of the JSON array into the target language, keeping its meaning, tone and length close, as natural spoken sentences; no notes, no quotes, no markdown. Answer with a JSON object of the form {"translations": ["..."]} with exactly one translation per line, in the same order.';

/** The user's turn: the languages by name and the lines as a JSON array, so none merge or split. */
export function translationPrompt(texts: readonly string[], from: string, to: string): string {
  return `From: ${languageName(from)}\nTo: ${languageName(to)}\nLines: ${JSON.stringify(texts)}`;
}

/** The translations in a model's JSON answer; a count that differs from the lines asked is refused. */
export function readTranslations(provider: string, text: string, expected: number): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(
      text
        .replace(/<think>[\s\S]*?<\/think>/gi, '')
        .replace(/^\s*```(?:json)?\s*/i, '')
        .replace(/\s*```\s*$/, ''),
    );
  } catch {
    throw new TranslationFailed(provider, 'the answer is not JSON');
  }
  const translations = (parsed as { translations?: unknown }).translations;
  if (
    !Array.isArray(translations) ||
    !translations.every((each): each is string => typeof each === 'string')
  ) {
    throw new TranslationFailed(provider, 'the answer has no list of translations');
  }
  if (translations.length !== expected) {
    throw new TranslationFailed(
      provider,
      `${expected} lines went in and ${translations.length} came out`,
    );
  }
  return translations.map((each) => each.trim());
}
