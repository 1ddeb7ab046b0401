import { detectLanguage } from '@orato/shared';
import type { GenerationRow } from './generation.repository';

/**
 * The language a job's video speaks: a translation names it; another spoken video's is told from
 * its script; undefined for what speaks no words (a clip, an image, a recording without words).
 */
export function jobLanguage(row: Pick<GenerationRow, 'input'>): string | undefined {
  const input = row.input as { language?: unknown; script?: unknown };
  if (typeof input.language === 'string') {
    return input.language;
  }
  return typeof input.script === 'string' ? detectLanguage(input.script) : undefined;
}
