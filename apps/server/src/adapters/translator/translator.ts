/**
 * Turns a script from one language into another (BCP 47 base codes: `en`, `es`). Scenes are
 * translated as one batch so a model sees them together and an offline engine starts once.
 */
export interface Translator {
  /** Who translates, as the doctor and the dialog name it: `apertium`, `gemini`, … */
  readonly provider: string;
  /** Whether it can turn `from` into `to` (a writer can turn anything into anything). */
  canTranslate(from: string, to: string): boolean;
  /** What would let it translate `from` into `to` (e.g. a Debian package); undefined when nothing would. */
  enabler?(from: string, to: string): string | undefined;
  translate(text: string, from: string, to: string): Promise<string>;
  /** The texts in order, each translated; the answer has exactly as many as asked. */
  translateAll(texts: readonly string[], from: string, to: string): Promise<string[]>;
}

/** A translation that came back in a shape that cannot be used (a count that does not match). */
export class TranslationFailed extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'TranslationFailed';
  }
}
