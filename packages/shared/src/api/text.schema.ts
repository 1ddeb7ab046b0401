import type { z } from 'zod';

export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain NUL characters or broken Unicode';

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * PostgreSQL cannot store a NUL character in text or JSON, nor a lone UTF-16 surrogate in JSON,
 * and nobody types either: text from a request is refused here, so it never reaches a query that
 * would fail on it.
 */
export const storableText = <T extends z.ZodString>(schema: T): T =>
  schema.refine(
    (text) => !text.includes('\u0000') && !LONE_SURROGATE.test(text),
    UNSTORABLE_TEXT_MESSAGE,
  );
