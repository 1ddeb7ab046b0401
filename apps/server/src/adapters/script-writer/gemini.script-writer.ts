import { z } from 'zod';
import type { ScriptWriter } from './script-writer';

export interface GeminiTextConfig {
  apiKey: string;
  model: string;
  baseUrl: string;
}

const MAX_CHARACTERS = 800;
const replySchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z.object({ parts: z.array(z.object({ text: z.string().optional() })) }),
      }),
    )
    .min(1),
});
const scriptSchema = z.object({ script: z.string().min(1) });

/** Scripts from a Gemini text model, asked for JSON; the 800-character cap is enforced here, not trusted. */
export class GeminiScriptWriter implements ScriptWriter {
  readonly provider = 'gemini';

  constructor(private readonly config: GeminiTextConfig) {}

  async writeScript(topic: string, variation: number): Promise<string> {
    const response = await fetch(
      `${this.config.baseUrl}/v1beta/models/${this.config.model}:generateContent`,
      {
        method: 'POST',
        headers: { 'x-goog-api-key': this.config.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(buildScriptRequest(topic, variation)),
        signal: AbortSignal.timeout(30_000),
      },
    );
    if (!response.ok) {
      throw new Error(`Gemini answered ${response.status}`);
    }
    const reply = replySchema.parse(await response.json());
    const text = reply.candidates[0]!.content.parts.map((part) => part.text ?? '').join('');
    const { script } = scriptSchema.parse(JSON.parse(text));
    return trimToSentence(script.trim(), MAX_CHARACTERS);
  }
}

/** The request body, as data. */
export function buildScriptRequest(topic: string, variation: number) {
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
            text: `Idea: ${topic}\nVersion: ${variation + 1} (make it different from earlier versions)`,
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
      temperature: 0.9,
      maxOutputTokens: 1024,
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
