import { STORYBOARD_LIMITS } from '@orato/shared';
import { z } from 'zod';
import { sliceWhole } from '../../lib/scene-lines';
import { ProviderUnavailable } from '../http/provider-errors';
import type { SceneDraft } from './script-writer';

/** What a provider writer is told a storyboard's scenes are. */
export const SCENES_INSTRUCTION = `You plan short explainer videos as storyboards. Write the spoken script as ${STORYBOARD_LIMITS.maxScenes} or fewer scenes (usually 4 to 8), in order: each scene is one or two plain spoken sentences (at most ${STORYBOARD_LIMITS.lineMaxCharacters} characters), in the language of the idea, no stage directions, no emojis, no markdown; about 45 seconds in all. For each scene also write a prompt for a generated shot or image that shows what the line says (at most 200 characters, concrete and visual, no text on screen). Answer as JSON.`;

/** The answer's shape, for structured output (Gemini's responseJsonSchema, OpenAI's json_schema). */
export const SCENES_JSON_SCHEMA = {
  type: 'object',
  properties: {
    scenes: {
      type: 'array',
      items: {
        type: 'object',
        properties: { line: { type: 'string' }, prompt: { type: 'string' } },
        required: ['line', 'prompt'],
        additionalProperties: false,
      },
    },
  },
  required: ['scenes'],
  additionalProperties: false,
} as const;

const scenesSchema = z.object({
  scenes: z.array(z.object({ line: z.string(), prompt: z.string() })).min(1),
});

/**
 * The scenes in a writer's JSON answer (inside a code fence or after a `<think>` block too), cut
 * to what a storyboard takes: lines and prompts at their limits, at most 12 scenes, none empty.
 */
export function readScenes(provider: string, text: string): SceneDraft[] {
  const json = /\{[\s\S]*\}/.exec(text.replace(/<think>[\s\S]*?<\/think>/gi, ''))?.[0];
  let parsed: z.infer<typeof scenesSchema> | undefined;
  try {
    parsed = json ? scenesSchema.parse(JSON.parse(json)) : undefined;
  } catch {
    parsed = undefined;
  }
  const scenes = (parsed?.scenes ?? [])
    .map(({ line, prompt }) => ({
      line: sliceWhole(line.trim(), STORYBOARD_LIMITS.lineMaxCharacters),
      prompt: sliceWhole(prompt.trim(), STORYBOARD_LIMITS.promptMaxCharacters),
    }))
    .filter((scene) => scene.line.length > 0)
    .slice(0, STORYBOARD_LIMITS.maxScenes);
  if (scenes.length === 0) {
    throw new ProviderUnavailable(provider, 'the writer answered without scenes', 200, text);
  }
  return scenes;
}
