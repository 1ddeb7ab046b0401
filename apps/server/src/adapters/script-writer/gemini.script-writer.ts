import { z } from 'zod';
import { refusalReason } from '@orato/shared';
import { callGemini, geminiReplySchema } from '../http/gemini-api';
import { ProviderRefused, ProviderUnavailable } from '../http/provider-errors';
import { SCENES_INSTRUCTION, SCENES_JSON_SCHEMA, readScenes } from './scene-drafts';
import type { ScriptBrief } from '@orato/shared';
import { briefLines, type SceneDraft, type ScriptWriter } from './script-writer';

export interface GeminiTextConfig {
  apiKey: string;
  model: string;
  baseUrl: string;
}

const MAX_CHARACTERS = 800;
/** Room for the reasoning of a low thinking level and an 800-character script many times over. */
const MAX_OUTPUT_TOKENS = 8192;
const TIMEOUT_MS = 30_000;
/** A whole script request, retries included, must fit inside the user's wait. */
const RETRY_BUDGET_MS = 45_000;

const scriptSchema = z.object({ script: z.string().min(1) });

/** Scripts from a Gemini text model, asked for JSON; the 800-character cap is enforced here, not trusted. */
export class GeminiScriptWriter implements ScriptWriter {
  readonly provider = 'gemini';

  constructor(private readonly config: GeminiTextConfig) {}

  async writeScript(topic: string, variation: number, brief?: ScriptBrief): Promise<string> {
    const reply = await callGemini(this.config, {
      provider: 'gemini',
      path: `/v1beta/models/${this.config.model}:generateContent`,
      method: 'POST',
      body: buildScriptRequest(topic, variation, brief),
      timeoutMs: TIMEOUT_MS,
      deadline: new Date(Date.now() + RETRY_BUDGET_MS),
    });
    const { script } = scriptSchema.parse(JSON.parse(readScriptText(reply)));
    return trimToSentence(script.trim(), MAX_CHARACTERS);
  }

  async draftScenes(idea: string, variation: number): Promise<SceneDraft[]> {
    const reply = await callGemini(this.config, {
      provider: 'gemini',
      path: `/v1beta/models/${this.config.model}:generateContent`,
      method: 'POST',
      body: buildScenesRequest(idea, variation),
      timeoutMs: TIMEOUT_MS,
      deadline: new Date(Date.now() + RETRY_BUDGET_MS),
    });
    return readScenes('gemini', readScriptText(reply));
  }
}

/**
 * The answer's text, or why there is none: a blocked prompt or a content stop is the user's to
 * change; running out of output tokens is our configuration's fault.
 */
export function readScriptText(body: unknown): string {
  const reply = geminiReplySchema.parse(body);
  const candidate = reply.candidates?.[0];
  const blockReason = reply.promptFeedback?.blockReason;
  if (!candidate) {
    if (blockReason) {
      throw new ProviderRefused('gemini', refusalReason(blockReason));
    }
    throw new ProviderUnavailable(
      'gemini',
      'Gemini answered without a candidate',
      200,
      JSON.stringify(body),
    );
  }
  const reason = candidate.finishReason ?? 'STOP';
  if (reason === 'MAX_TOKENS') {
    throw new ProviderUnavailable(
      'gemini',
      'Gemini ran out of output tokens',
      200,
      JSON.stringify(body),
    );
  }
  if (reason !== 'STOP') {
    throw new ProviderRefused('gemini', refusalReason(reason));
  }
  // thought summaries are not the answer
  return (candidate.content?.parts ?? [])
    .filter((part) => !part.thought)
    .map((part) => part.text ?? '')
    .join('');
}

/**
 * The request body, as data. Gemini 3 thinks at a high level unless told, and thinking tokens
 * count against `maxOutputTokens`: a low level keeps a short script well inside the limit.
 * Temperature stays at the model's default, as Google advises for Gemini 3.
 */
export function buildScriptRequest(topic: string, variation: number, brief?: ScriptBrief) {
  return {
    systemInstruction: {
      parts: [
        {
          text: `You write scripts for a talking-head presenter video of at most 60 seconds. Structure: a one-sentence hook, two to four short points, one call to action. Plain spoken sentences, no stage directions, no emojis, no markdown, at most ${MAX_CHARACTERS} characters. Answer as JSON.`,
        },
      ],
    },
    contents: [
      {
        role: 'user',
        parts: [
          {
            text: `Idea: ${topic}${briefLines(brief)}\nVersion: ${variation + 1} (make it different from earlier versions)`,
          },
        ],
      },
    ],
    generationConfig: {
      responseMimeType: 'application/json',
      responseJsonSchema: {
        type: 'object',
        properties: { script: { type: 'string' } },
        required: ['script'],
      },
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      thinkingConfig: { thinkingLevel: 'low' },
    },
  };
}

export function trimToSentence(text: string, limit: number): string {
  if (text.length <= limit) {
    return text;
  }
  const cut = text.slice(0, limit);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > limit / 2 ? cut.slice(0, end + 1) : cut.trimEnd();
}

/** A storyboard's scenes, asked for as JSON in the shape of `SCENES_JSON_SCHEMA` (as data). */
export function buildScenesRequest(idea: string, variation: number) {
  return {
    systemInstruction: { parts: [{ text: SCENES_INSTRUCTION }] },
    contents: [
      {
        role: 'user',
        parts: [
          {
            text: `Idea: ${idea}\nVersion: ${variation + 1} (make it different from earlier versions)`,
          },
        ],
      },
    ],
    generationConfig: {
      responseMimeType: 'application/json',
      responseJsonSchema: SCENES_JSON_SCHEMA,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      thinkingConfig: { thinkingLevel: 'low' },
    },
  };
}
