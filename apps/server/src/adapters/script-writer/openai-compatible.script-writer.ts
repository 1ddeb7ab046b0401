import { z } from 'zod';
import { callOpenAi, OPENAI_COMPATIBLE, type OpenAiEndpoint } from '../http/openai-api';
import { ProviderRefused, ProviderUnavailable } from '../http/provider-errors';
import { trimToSentence } from './gemini.script-writer';
import { SCENES_INSTRUCTION, SCENES_JSON_SCHEMA, readScenes } from './scene-drafts';
import type { ScriptBrief } from '@orato/shared';
import { briefLines, type SceneDraft, type ScriptWriter } from './script-writer';

export interface OpenAiScriptConfig extends OpenAiEndpoint {
  model: string;
}

const MAX_CHARACTERS = 800;
/** A local model on a modest GPU may take a while for 800 characters. */
const TIMEOUT_MS = 60_000;
const RETRY_BUDGET_MS = 90_000;

const SYSTEM_PROMPT = `You write scripts for a talking-head presenter video of at most 60 seconds. Structure: a one-sentence hook, two to four short points, one call to action. Plain spoken sentences in the language of the idea, no stage directions, no emojis, no markdown, at most ${MAX_CHARACTERS} characters. Answer with a JSON object of the form {"script": "..."} and nothing else.`;

const SCRIPT_SCHEMA = {
  type: 'object',
  properties: { script: { type: 'string' } },
  required: ['script'],
  additionalProperties: false,
};

const replySchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z
          .object({ content: z.string().nullish(), refusal: z.string().nullish() })
          .nullish(),
      }),
    )
    .min(1),
});

/**
 * Scripts from any server speaking OpenAI's chat completions. Structured output is asked for
 * first; a server that refuses `response_format` (several self-hosted ones do) is asked again,
 * and from then on, for plain text that is read as JSON where it is JSON.
 */
export class OpenAiCompatibleScriptWriter implements ScriptWriter {
  readonly provider = OPENAI_COMPATIBLE;
  private readonly chats: StructuredChat;

  constructor(private readonly config: OpenAiScriptConfig) {
    this.chats = new StructuredChat(config);
  }

  async writeScript(topic: string, variation: number, brief?: ScriptBrief): Promise<string> {
    const body = await this.chat((structured) =>
      buildChatScriptRequest(this.config.model, topic, variation, structured, brief),
    );
    return trimToSentence(readChatScript(body), MAX_CHARACTERS);
  }

  async draftScenes(idea: string, variation: number): Promise<SceneDraft[]> {
    const body = await this.chat((structured) =>
      buildChatScenesRequest(this.config.model, idea, variation, structured),
    );
    return readScenes(OPENAI_COMPATIBLE, readChatScript(body, 'text'));
  }

  private chat(request: (structured: boolean) => object): Promise<unknown> {
    return this.chats.ask(request);
  }
}

/**
 * Chat completions that ask for structured output first; a server that refuses `response_format`
 * (several self-hosted ones do) is asked again, and from then on, for plain text.
 */
export class StructuredChat {
  private structured = true;

  constructor(private readonly config: OpenAiEndpoint) {}

  /** One chat completion: structured when the server takes it, else asked again in words. */
  async ask(request: (structured: boolean) => object): Promise<unknown> {
    const deadline = new Date(Date.now() + RETRY_BUDGET_MS);
    const ask = (structured: boolean) =>
      callOpenAi(this.config, {
        path: '/chat/completions',
        method: 'POST',
        json: request(structured),
        timeoutMs: TIMEOUT_MS,
        deadline,
      });
    let answer;
    try {
      answer = await ask(this.structured);
    } catch (error) {
      if (!this.structured || !refusesResponseFormat(error)) {
        throw error;
      }
      this.structured = false;
      answer = await ask(false);
    }
    return JSON.parse(answer.body) as unknown;
  }
}

/** The request body, as data: with a strict JSON schema, or asking for JSON in words only. */
export function buildChatScriptRequest(
  model: string,
  topic: string,
  variation: number,
  structured: boolean,
  brief?: ScriptBrief,
) {
  return {
    model,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      {
        role: 'user',
        content: `Idea: ${topic}${briefLines(brief)}\nVersion: ${variation + 1} (make it different from earlier versions)`,
      },
    ],
    ...(structured && {
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'presenter_script', strict: true, schema: SCRIPT_SCHEMA },
      },
    }),
  };
}

/** A storyboard's scenes as data: a strict JSON schema, or the same shape asked for in words. */
export function buildChatScenesRequest(
  model: string,
  idea: string,
  variation: number,
  structured: boolean,
) {
  return {
    model,
    messages: [
      {
        role: 'system',
        content: `${SCENES_INSTRUCTION} Answer with a JSON object of the form {"scenes": [{"line": "...", "prompt": "..."}]} and nothing else.`,
      },
      {
        role: 'user',
        content: `Idea: ${idea}\nVersion: ${variation + 1} (make it different from earlier versions)`,
      },
    ],
    ...(structured && {
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'storyboard_scenes', strict: true, schema: SCENES_JSON_SCHEMA },
      },
    }),
  };
}

/** A 400 (or a validating server's 422) that names the structured output as what it cannot do. */
export function refusesResponseFormat(error: unknown): boolean {
  if (!(error instanceof ProviderUnavailable) || (error.status !== 400 && error.status !== 422)) {
    return false;
  }
  return /response_format|json_schema|structured output|grammar/i.test(error.body ?? '');
}

/**
 * The script in a chat completion: a refusal or a content filter is the user's to change, running
 * out of tokens is the configuration's. The text is read as `{"script"}` JSON (inside a code fence
 * or after a reasoning model's `<think>` block too), and taken as it is when it is not JSON.
 */
export function readChatScript(body: unknown, read: 'script' | 'text' = 'script'): string {
  const parsed = replySchema.safeParse(body);
  if (!parsed.success) {
    throw new ProviderUnavailable(
      OPENAI_COMPATIBLE,
      'the chat completion has no choices',
      200,
      JSON.stringify(body),
    );
  }
  const choice = parsed.data.choices[0]!;
  const refusal = choice.message?.refusal;
  if (refusal) {
    throw new ProviderRefused(OPENAI_COMPATIBLE, refusal.replace(/\.$/, '').slice(0, 300));
  }
  if (choice.finish_reason === 'content_filter') {
    throw new ProviderRefused(OPENAI_COMPATIBLE, 'The model’s content filter stopped the script');
  }
  if (choice.finish_reason === 'length') {
    throw new ProviderUnavailable(
      OPENAI_COMPATIBLE,
      'the model ran out of output tokens',
      200,
      JSON.stringify(body),
    );
  }
  const content = choice.message?.content ?? '';
  const script = read === 'text' ? content.trim() : scriptFromText(content);
  if (!script) {
    throw new ProviderUnavailable(
      OPENAI_COMPATIBLE,
      'the chat completion has no script',
      200,
      JSON.stringify(body),
    );
  }
  return script;
}

export function scriptFromText(content: string): string {
  const text = content
    .replace(/<think>[\s\S]*?<\/think>/gi, '')
    .replace(/^\s*```(?:json)?\s*/i, '')
    .replace(/\s*```\s*$/, '')
    .trim();
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  if (json) {
    try {
      const value = JSON.parse(json) as { script?: unknown };
      if (typeof value.script === 'string') {
        return value.script.trim();
      }
    } catch {
      // not JSON after all: the words themselves are the script
    }
  }
  return text;
}
