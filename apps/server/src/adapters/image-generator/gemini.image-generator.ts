import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ALL_IMAGE_FORMATS, DEFAULT_IMAGE_ASPECT, MESSAGES, refusalReason } from '@orato/shared';
import { callGemini, geminiReplySchema, type GeminiReply } from '../http/gemini-api';
import { ProviderRefused } from '../http/provider-errors';
import {
  GenerationRefused,
  type GenerationContext,
  type RenderedMedia,
} from '../video-generator/video-generator';
import type { ImageGenerator, ImageRequest } from './image-generator';

export interface GeminiImageConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
}

/** A Gemini image model ("Nano Banana"): text and inline images in, one image out. */
export class GeminiImageGenerator implements ImageGenerator {
  readonly kind = 'inline';
  readonly provider = 'gemini';
  /** `imageConfig.aspectRatio` takes 1:1, 2:3, 3:2, 3:4, 4:3, 4:5, 5:4, 9:16, 16:9 and 21:9: all of ours. */
  readonly formats = ALL_IMAGE_FORMATS;

  constructor(private readonly config: GeminiImageConfig) {}

  async render(
    request: ImageRequest,
    workDir: string,
    _onProgress?: unknown,
    context?: GenerationContext,
  ): Promise<RenderedMedia> {
    const reply = await callGemini(this.config, {
      provider: 'gemini',
      path: `/v1beta/models/${this.config.model}:generateContent`,
      method: 'POST',
      body: buildImageRequestBody(request),
      timeoutMs: 120_000,
      deadline: context?.deadline,
    });
    const image = findImage(geminiReplySchema.parse(reply));
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
      imageConfig: { aspectRatio: request.aspect ?? DEFAULT_IMAGE_ASPECT, imageSize: '1K' },
    },
  };
}

const CONTENT_STOPS = new Set(['STOP', 'MAX_TOKENS', 'FINISH_REASON_UNSPECIFIED']);

/**
 * The final image of the answer. Gemini 3 image models may send interim images while thinking
 * (`thought: true`); those are drafts, not the result. A blocked prompt or a content stop with no
 * image is told to the user with the provider's reason.
 */
export function findImage(reply: GeminiReply): { mimeType: string; data: string } {
  for (const candidate of reply.candidates ?? []) {
    const part = (candidate.content?.parts ?? []).findLast(
      (entry) => entry.inlineData && !entry.thought,
    );
    if (part?.inlineData && ['image/png', 'image/jpeg'].includes(part.inlineData.mimeType)) {
      return part.inlineData;
    }
  }
  const blockReason = reply.promptFeedback?.blockReason;
  if (blockReason) {
    throw new ProviderRefused('gemini', refusalReason(blockReason));
  }
  const stop = reply.candidates?.find(
    (candidate) => candidate.finishReason && !CONTENT_STOPS.has(candidate.finishReason),
  );
  if (stop?.finishReason) {
    throw new ProviderRefused('gemini', refusalReason(stop.finishReason));
  }
  // a text-only reply (often a refusal) is not an image: the spec names this message for it
  throw new GenerationRefused(MESSAGES.nanoBanana.unexpectedFormat);
}
