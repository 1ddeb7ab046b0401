import { callGemini } from '../http/gemini-api';
import { readScriptText, type GeminiTextConfig } from './gemini.script-writer';
import {
  readTranslations,
  TRANSLATE_INSTRUCTION,
  TRANSLATIONS_JSON_SCHEMA,
  translationPrompt,
} from './translation-prompt';
import type { Translator } from '../translator/translator';

const MAX_OUTPUT_TOKENS = 8192;
const TIMEOUT_MS = 30_000;
const RETRY_BUDGET_MS = 45_000;

/** The script writer as a translator: the Gemini text model that writes the scripts, asked for a schema'd JSON answer. */
export class GeminiTranslator implements Translator {
  readonly provider = 'gemini';

  constructor(private readonly config: GeminiTextConfig) {}

  canTranslate(from: string, to: string): boolean {
    return from !== to;
  }

  async translate(text: string, from: string, to: string): Promise<string> {
    const [translated] = await this.translateAll([text], from, to);
    return translated!;
  }

  async translateAll(texts: readonly string[], from: string, to: string): Promise<string[]> {
    const reply = await callGemini(this.config, {
      provider: 'gemini',
      path: `/v1beta/models/${this.config.model}:generateContent`,
      method: 'POST',
      body: buildTranslateRequest(texts, from, to),
      timeoutMs: TIMEOUT_MS,
      deadline: new Date(Date.now() + RETRY_BUDGET_MS),
    });
    return readTranslations('gemini', readScriptText(reply), texts.length);
  }
}

/** The request body, as data: the lines in, a `{translations}` JSON schema out. */
export function buildTranslateRequest(texts: readonly string[], from: string, to: string) {
  return {
    systemInstruction: { parts: [{ text: TRANSLATE_INSTRUCTION }] },
    contents: [{ role: 'user', parts: [{ text: translationPrompt(texts, from, to) }] }],
    generationConfig: {
      responseMimeType: 'application/json',
      responseJsonSchema: TRANSLATIONS_JSON_SCHEMA,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      thinkingConfig: { thinkingLevel: 'low' },
    },
  };
}
