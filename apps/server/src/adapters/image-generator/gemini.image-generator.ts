import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { MESSAGES } from '@orato/shared';
import { GenerationRefused, type RenderedMedia } from '../video-generator/video-generator';
import type { ImageGenerator, ImageRequest } from './image-generator';

export interface GeminiImageConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
}

const replySchema = z.object({
  candidates: z
    .array(
      z.object({
        finishReason: z.string().optional(),
        content: z
          .object({
            parts: z.array(
              z.object({
                text: z.string().optional(),
                inlineData: z.object({ mimeType: z.string(), data: z.string() }).optional(),
              }),
            ),
          })
          .optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
});

/** A Gemini image model ("Nano Banana"): text and inline images in, one image out. */
export class GeminiImageGenerator implements ImageGenerator {
  readonly kind = 'inline';
  readonly provider = 'gemini';

  constructor(private readonly config: GeminiImageConfig) {}

  async render(request: ImageRequest, workDir: string): Promise<RenderedMedia> {
    const response = await fetch(
      `${this.config.baseUrl}/v1beta/models/${this.config.model}:generateContent`,
      {
        method: 'POST',
        headers: { 'x-goog-api-key': this.config.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(buildImageRequestBody(request)),
        signal: AbortSignal.timeout(120_000),
      },
    );
    if (!response.ok) {
      throw new Error(`Gemini image model answered ${response.status}`);
    }
    const image = findImage(replySchema.parse(await response.json()));
    const mediaPath = path.join(
      workDir,
      `image.${image.mimeType === 'image/jpeg' ? 'jpg' : 'png'}`,
    );
    await writeFile(mediaPath, Buffer.from(image.data, 'base64'));
    return { mediaPath, contentType: image.mimeType };
  }
}

/** The request body, as data. */
export function buildImageRequestBody(request: ImageRequest) {
  return {
    contents: [
      {
        role: 'user',
        parts: [
          { text: request.prompt },
          ...request.inputs.map((input) => ({
            inlineData: { mimeType: input.contentType, data: input.data.toString('base64') },
          })),
        ],
      },
    ],
    generationConfig: {
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '1:1', imageSize: '1K' },
    },
  };
}

/** The first image part of any candidate. */
export function findImage(reply: z.infer<typeof replySchema>): { mimeType: string; data: string } {
  for (const candidate of reply.candidates ?? []) {
    const part = candidate.content?.parts.find((entry) => entry.inlineData);
    if (part?.inlineData && ['image/png', 'image/jpeg'].includes(part.inlineData.mimeType)) {
      return part.inlineData;
    }
  }
  // a text-only reply (often a refusal) is not an image: the spec names this message for it
  throw new GenerationRefused(MESSAGES.nanoBanana.unexpectedFormat);
}
