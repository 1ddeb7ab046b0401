import { z } from 'zod';
import { MESSAGES } from '@orato/shared';
import { ProviderUnavailable } from '../http/provider-errors';
import {
  GeminiVideoGenerator,
  requestedFormat,
  type VeoConfig,
  type VeoRequest,
} from './gemini-video.generator';
import type { GenerationContext, RemoteGenerator, RemoteJobStatus } from './video-generator';

const contentSchema = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
  data: z.string().optional(),
  uri: z.string().optional(),
  mime_type: z.string().optional(),
});

const statusSchema = z.object({ code: z.number().optional(), message: z.string().optional() });

/** The Interaction resource as `POST/GET /v1beta/interactions` answer it (the `steps` schema). */
const interactionSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  steps: z
    .array(
      z.looseObject({
        type: z.string(),
        content: z.array(contentSchema).optional(),
        error: statusSchema.optional(),
      }),
    )
    .optional(),
  errors: z
    .array(z.object({ code: z.string().optional(), message: z.string().optional() }))
    .optional(),
});

export type Interaction = z.infer<typeof interactionSchema>;

/**
 * Gemini Omni Flash on the Gemini API: one background interaction per clip, polled by id. The
 * video comes back as a link to its bytes or a Files API resource (both fetched with the key, like
 * Veo's), or inline base64 `data`.
 */
export class OmniVideoGenerator
  extends GeminiVideoGenerator
  implements RemoteGenerator<VeoRequest>
{
  readonly provider = 'gemini omni';

  async submit(request: VeoRequest, context?: GenerationContext): Promise<string> {
    const reply = await this.call(
      '/v1beta/interactions',
      'POST',
      context,
      buildOmniRequestBody(request, this.config),
      false,
    );
    return interactionSchema.parse(reply).id;
  }

  async poll(interactionId: string, context?: GenerationContext): Promise<RemoteJobStatus> {
    const reply = await this.call(
      `/v1beta/interactions/${encodeURIComponent(interactionId)}`,
      'GET',
      context,
    );
    const status = toOmniStatus(interactionSchema.parse(reply));
    const file = 'resultUrl' in status ? fileResourceName(status.resultUrl) : undefined;
    return file ? this.fileStatus(file, context) : status;
  }

  /**
   * A result named as a Files API resource may still be processing: its bytes are fetched only once
   * `files.get` says ACTIVE. Until then the job keeps polling, so its deadline still bounds the wait.
   */
  private async fileStatus(name: string, context?: GenerationContext): Promise<RemoteJobStatus> {
    const file = fileSchema.parse(await this.call(`/v1beta/${name}`, 'GET', context));
    return toFileStatus(file, `${this.config.baseUrl}/v1beta/${name}:download?alt=media`);
  }
}

/** The Files API's File, as `GET /v1beta/files/{id}` answers it (ai.google.dev/api/files). */
const fileSchema = z.looseObject({
  name: z.string().optional(),
  state: z.string().optional(),
  downloadUri: z.string().optional(),
  error: statusSchema.optional(),
});

export type GeminiFile = z.infer<typeof fileSchema>;

// a file id: up to 40 lowercase letters, digits and dashes (ai.google.dev/api/files, File.name)
const FILE_NAME = /^files\/([a-z0-9-]{1,40})$/;
const FILE_URL_PATH = /^\/v1beta\/files\/([a-z0-9-]{1,40})$/;

/**
 * `files/<id>` when a result names a Files API resource (the bare name, or the resource's URL
 * without `:download`); undefined for a link to the bytes themselves, which is fetched as it is.
 */
export function fileResourceName(uri: string): string | undefined {
  const bare = FILE_NAME.exec(uri);
  if (bare) {
    return `files/${bare[1]}`;
  }
  if (!URL.canParse(uri)) {
    return undefined;
  }
  const { pathname } = new URL(uri);
  const resource = FILE_URL_PATH.exec(pathname);
  return resource ? `files/${resource[1]}` : undefined;
}

/**
 * ACTIVE: the bytes, at the file's own download link when it gives one; PROCESSING: wait. A file
 * that failed to process is Google's failure, not the prompt's: unavailable, its body logged.
 */
export function toFileStatus(file: GeminiFile, downloadLink: string): RemoteJobStatus {
  switch (file.state) {
    case 'ACTIVE':
      return { state: 'COMPLETE', resultUrl: file.downloadUri ?? downloadLink };
    case 'FAILED':
      throw new ProviderUnavailable(
        'gemini omni',
        `gemini omni result ${file.name ?? 'file'} failed to process`,
        200,
        JSON.stringify(file),
      );
    case 'PROCESSING':
    case 'STATE_UNSPECIFIED':
    case undefined:
      return { state: 'PROCESSING', progress: 90 };
    default:
      return { state: 'PROCESSING', progress: 90, unknownState: `file ${file.state}` };
  }
}

/**
 * The create body, as data. Omni has no negative-prompt field, so what to avoid is said in the
 * prompt itself; `background` returns at once with an id to poll, and `store` keeps the
 * interaction retrievable; `delivery: uri` keeps multi-megabyte clips out of the poll answers.
 */
export function buildOmniRequestBody(
  request: VeoRequest,
  config: Pick<VeoConfig, 'model' | 'aspectRatio' | 'durationSeconds'>,
) {
  const avoid = request.negativePrompt.trim();
  const text = avoid ? `${request.prompt}\n\nAvoid: ${avoid}` : request.prompt;
  return {
    model: config.model,
    // with a start frame, the input is a list of content: the text, then the image inline
    input: request.startImage
      ? [
          { type: 'text', text },
          {
            type: 'image',
            data: request.startImage.data.toString('base64'),
            mime_type: request.startImage.contentType,
          },
        ]
      : text,
    background: true,
    store: true,
    response_format: {
      type: 'video',
      aspect_ratio: requestedFormat(request, config).aspect,
      duration: `${request.durationSeconds ?? config.durationSeconds}s`,
      resolution: requestedFormat(request, config).resolution,
      delivery: 'uri',
    },
  };
}

const RUNNING: Record<string, { state: 'QUEUED' | 'PROCESSING'; progress: number }> = {
  queued: { state: 'QUEUED', progress: 5 },
  in_progress: { state: 'PROCESSING', progress: 50 },
};

const ENDED_WITHOUT_VIDEO: Record<string, string> = {
  cancelled: 'the video was cancelled before it finished',
  incomplete: 'the video stopped before it was finished',
  budget_exceeded: 'the video needed more than its allowed budget',
  requires_action: 'the model asked for a step this tool does not take',
};

export function toOmniStatus(interaction: Interaction): RemoteJobStatus {
  const running = RUNNING[interaction.status];
  if (running) {
    return { ...running };
  }
  if (interaction.status === 'completed') {
    return completedStatus(interaction);
  }
  if (interaction.status === 'failed') {
    // a failed interaction's message is about this prompt (Google words it for people)
    const reason =
      interaction.errors?.find((error) => error.message)?.message ??
      interaction.steps?.find((step) => step.error?.message)?.error?.message ??
      'Gemini Omni could not generate this video';
    return { state: 'FAILED', error: MESSAGES.providers.refused(plain(reason)) };
  }
  const ended = ENDED_WITHOUT_VIDEO[interaction.status];
  if (ended) {
    return { state: 'FAILED', error: MESSAGES.providers.refused(ended) };
  }
  return { state: 'PROCESSING', progress: 50, unknownState: interaction.status };
}

/** The last model output's video; a model that declines answers with text instead, saying why. */
function completedStatus(interaction: Interaction): RemoteJobStatus {
  const outputs = (interaction.steps ?? []).filter((step) => step.type === 'model_output');
  const contents = outputs.flatMap((step) => step.content ?? []);
  const video = contents.filter((content) => content.type === 'video').at(-1);
  if (video?.uri) {
    return { state: 'COMPLETE', resultUrl: video.uri };
  }
  if (video?.data) {
    return {
      state: 'COMPLETE',
      resultData: video.data,
      contentType: video.mime_type ?? 'video/mp4',
    };
  }
  const said = contents
    .filter((content) => content.type === 'text' && content.text?.trim())
    .map((content) => plain(content.text!))
    .join(' ');
  const stepError = outputs.find((step) => step.error?.message)?.error?.message;
  return {
    state: 'FAILED',
    error: MESSAGES.providers.refused(
      said || (stepError && plain(stepError)) || 'Gemini Omni returned no video for this prompt',
    ),
  };
}

function plain(text: string): string {
  return text.trim().replace(/\.$/, '').slice(0, 300);
}
