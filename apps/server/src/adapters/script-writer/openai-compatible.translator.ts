import { OPENAI_COMPATIBLE } from '../http/openai-api';
import {
  readChatScript,
  StructuredChat,
  type OpenAiScriptConfig,
} from './openai-compatible.script-writer';
import {
  readTranslations,
  TRANSLATE_INSTRUCTION,
  TRANSLATIONS_JSON_SCHEMA,
  translationPrompt,
} from './translation-prompt';
import type { Translator } from '../translator/translator';

/** The script writer as a translator: the OpenAI-compatible model that writes the scripts, with a strict JSON schema. */
export class OpenAiCompatibleTranslator implements Translator {
  readonly provider = OPENAI_COMPATIBLE;
  private readonly chats: StructuredChat;

  constructor(private readonly config: OpenAiScriptConfig) {
    this.chats = new StructuredChat(config);
  }

  canTranslate(from: string, to: string): boolean {
    return from !== to;
  }

  async translate(text: string, from: string, to: string): Promise<string> {
    const [translated] = await this.translateAll([text], from, to);
    return translated!;
  }

  async translateAll(texts: readonly string[], from: string, to: string): Promise<string[]> {
    const body = await this.chats.ask((structured) =>
      buildChatTranslateRequest(this.config.model, texts, from, to, structured),
    );
    return readTranslations(OPENAI_COMPATIBLE, readChatScript(body, 'text'), texts.length);
  }
}

/** The request body, as data: a strict `{translations}` schema, or the same shape asked for in words. */
export function buildChatTranslateRequest(
  model: string,
  texts: readonly string[],
  from: string,
  to: string,
  structured: boolean,
) {
  return {
    model,
    messages: [
      { role: 'system', content: TRANSLATE_INSTRUCTION },
      { role: 'user', content: translationPrompt(texts, from, to) },
    ],
    ...(structured && {
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'translations', strict: true, schema: TRANSLATIONS_JSON_SCHEMA },
      },
    }),
  };
}
