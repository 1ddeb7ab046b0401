import { z } from 'zod';
import { MESSAGES } from '@orato/shared';
import {
  GeminiVideoGenerator,
  requestedFormat,
  type VeoConfig,
  type VeoRequest,
} from './gemini-video.generator';
import type { GenerationContext, RemoteGenerator, RemoteJobStatus } from './video-generator';

export type { VeoConfig, VeoRequest } from './gemini-video.generator';

const operationSchema = z.object({
  name: z.string(),
  done: z.boolean().optional(),
  error: z
    .object({
      code: z.number().optional(),
      message: z.string().optional(),
      status: z.string().optional(),
    })
    .optional(),
  response: z
    .object({
      generateVideoResponse: z
        .object({
          // the Gemini API's Video: a download `uri`, or the bytes inline as `encodedVideo`
          generatedSamples: z
            .array(
              z.object({
                video: z
                  .object({
                    uri: z.string().optional(),
                    encodedVideo: z.string().optional(),
                    encoding: z.string().optional(),
                  })
                  .optional(),
              }),
            )
            .optional(),
          raiMediaFilteredCount: z.number().optional(),
          raiMediaFilteredReasons: z.array(z.string()).optional(),
        })
        .optional(),
    })
    .optional(),
});

/** Veo on the Gemini API: a long-running operation, polled by name; the file needs the key to download. */
export class VeoVideoGenerator extends GeminiVideoGenerator implements RemoteGenerator<VeoRequest> {
  readonly provider = 'veo';

  async submit(request: VeoRequest, context?: GenerationContext): Promise<string> {
    const reply = await this.call(
      `/v1beta/models/${this.config.model}:predictLongRunning`,
      'POST',
      context,
      buildVeoRequestBody(request, this.config),
      false,
    );
    return operationSchema.parse(reply).name;
  }

  async poll(operationName: string, context?: GenerationContext): Promise<RemoteJobStatus> {
    return toVeoStatus(
      operationSchema.parse(await this.call(`/v1beta/${operationName}`, 'GET', context)),
    );
  }
}

/** The submit body, as data. */
export function buildVeoRequestBody(
  request: VeoRequest,
  config: Pick<VeoConfig, 'aspectRatio' | 'durationSeconds'>,
) {
  return {
    instances: [
      {
        prompt: request.prompt,
        // the Gemini API's Veo image-to-video: the first frame inline, as base64 bytes
        ...(request.startImage && {
          image: {
            bytesBase64Encoded: request.startImage.data.toString('base64'),
            mimeType: request.startImage.contentType,
          },
        }),
      },
    ],
    parameters: {
      aspectRatio: requestedFormat(request, config).aspect,
      // 720p is every model's default, and Veo 2 takes no `resolution` at all
      ...(requestedFormat(request, config).resolution !== '720p' && {
        resolution: requestedFormat(request, config).resolution,
      }),
      durationSeconds: request.durationSeconds ?? config.durationSeconds,
      sampleCount: 1,
      ...(request.negativePrompt.trim() && { negativePrompt: request.negativePrompt.trim() }),
    },
  };
}

export function toVeoStatus(operation: z.infer<typeof operationSchema>): RemoteJobStatus {
  if (!operation.done) {
    return { state: 'PROCESSING', progress: 50 };
  }
  if (operation.error) {
    // a finished operation's error is about this prompt (Google words it for people)
    return {
      state: 'FAILED',
      error: MESSAGES.providers.refused(
        (operation.error.message ?? 'Veo could not generate this video').replace(/\.$/, ''),
      ),
    };
  }
  const result = operation.response?.generateVideoResponse;
  const video = result?.generatedSamples?.[0]?.video;
  if (video?.encodedVideo) {
    return {
      state: 'COMPLETE',
      resultData: video.encodedVideo,
      contentType: video.encoding ?? 'video/mp4',
    };
  }
  if (video?.uri) {
    return { state: 'COMPLETE', resultUrl: video.uri };
  }
  // the safety filters finish the operation with no samples and say why in plain words
  const reasons = result?.raiMediaFilteredReasons?.map((reason) => reason.replace(/\.$/, ''));
  return {
    state: 'FAILED',
    error: MESSAGES.providers.refused(
      reasons?.length ? reasons.join('; ') : 'Veo returned no video for this prompt',
    ),
  };
}
