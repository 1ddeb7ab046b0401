import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  aspectOfSize,
  DEFAULT_IMAGE_ASPECT,
  IMAGE_ASPECTS,
  MESSAGES,
  type FormatSupport,
  type ImageAspect,
} from '@orato/shared';
import { callOpenAi, OPENAI_COMPATIBLE, type OpenAiEndpoint } from '../http/openai-api';
import { ProviderUnavailable } from '../http/provider-errors';
import type { ResultFetcher } from '../http/result-fetcher';
import {
  GenerationRefused,
  type GenerationContext,
  type RenderedMedia,
} from '../video-generator/video-generator';
import type { ImageGenerator, ImageRequest } from './image-generator';

export interface OpenAiImageConfig extends OpenAiEndpoint {
  model: string;
  /** `WIDTHxHEIGHT` or `auto`, as the server accepts. */
  size: string;
  /** Unset: not sent (GPT image models refuse it and always answer `b64_json`). */
  responseFormat?: 'b64_json' | 'url';
}

/** One multipart field: text, or a file with its name and type. */
export type FormField =
  | { name: string; value: string }
  | { name: string; file: { data: Buffer; contentType: string; filename: string } };

const replySchema = z.object({
  data: z.array(z.object({ b64_json: z.string().nullish(), url: z.string().nullish() })).min(1),
});

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * Images from any server speaking OpenAI's Images API: `generations` for a prompt alone, `edits`
 * (multipart) when the user gave images. The answer is `b64_json` or a `url`; a URL is fetched
 * under the result downloader's rules, where only the configured server's own origin may be a
 * private or plain-HTTP address.
 */
export class OpenAiCompatibleImageGenerator implements ImageGenerator {
  readonly kind = 'inline';
  readonly provider = OPENAI_COMPATIBLE;
  readonly formats: FormatSupport;

  constructor(
    private readonly config: OpenAiImageConfig,
    private readonly downloader: ResultFetcher,
  ) {
    const sizes = openAiImageSizes(config.model, config.size);
    this.formats = {
      aspects: IMAGE_ASPECTS.filter((aspect) => sizes[aspect] !== undefined),
      resolutions: [],
    };
  }

  async render(
    request: ImageRequest,
    workDir: string,
    _onProgress?: unknown,
    context?: GenerationContext,
  ): Promise<RenderedMedia> {
    const editing = request.inputs.length > 0;
    const answer = await callOpenAi(this.config, {
      path: editing ? '/images/edits' : '/images/generations',
      method: 'POST',
      ...(editing
        ? { form: toFormData(buildImageEditFields(this.config, request)) }
        : { json: buildImageGenerationBody(this.config, request) }),
      timeoutMs: 180_000,
      deadline: context?.deadline,
      // a timed-out image may still be drawn (and billed): only a clear "not taken" is retried
      retryUnanswered: false,
    });
    const parsed = replySchema.safeParse(JSON.parse(answer.body));
    if (!parsed.success) {
      throw new ProviderUnavailable(
        OPENAI_COMPATIBLE,
        'the images answer has no data',
        200,
        answer.body,
      );
    }
    const [image] = parsed.data.data;
    const data = image!.b64_json
      ? Buffer.from(image!.b64_json, 'base64')
      : image!.url
        ? await this.fetchResult(image!.url, workDir)
        : undefined;
    const contentType = data && sniffImageType(data);
    if (!data || !contentType) {
      throw new GenerationRefused(MESSAGES.nanoBanana.unexpectedFormat);
    }
    const mediaPath = path.join(workDir, `image.${EXTENSIONS[contentType]}`);
    await writeFile(mediaPath, data);
    return { mediaPath, contentType };
  }

  private async fetchResult(url: string, workDir: string): Promise<Buffer> {
    const base = new URL(this.config.baseUrl).origin;
    const ownServer = URL.canParse(url) && new URL(url).origin === base;
    const target = path.join(workDir, 'download');
    await this.downloader.download(url, target, {
      trustedOrigin: base,
      // the key goes back only to the server it belongs to
      headers:
        ownServer && this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {},
    });
    return readFile(target);
  }
}

/**
 * The `size` each shape is asked in. OpenAI documents the sizes of its own models: DALL·E 3 makes
 * 1024x1024, 1792x1024 and 1024x1792; GPT image models 1024x1024, 1536x1024 and 1024x1536 (3:2
 * and 2:3, none of our shapes, so only square); DALL·E 2 squares only. Any other server makes
 * the one size its operator configured, in that size's own shape.
 */
export function openAiImageSizes(
  model: string,
  configuredSize: string,
): Partial<Record<ImageAspect, string>> {
  if (/^dall-e-3/.test(model)) {
    return { '1:1': '1024x1024', '16:9': '1792x1024', '9:16': '1024x1792' };
  }
  if (/^(gpt-image|dall-e-2)/.test(model)) {
    return { '1:1': '1024x1024' };
  }
  const match = /^(\d+)x(\d+)$/.exec(configuredSize);
  if (!match) {
    // `auto`: the server chooses, as it always has; offered as the usual square
    return { [DEFAULT_IMAGE_ASPECT]: configuredSize };
  }
  const size = { width: Number(match[1]), height: Number(match[2]) };
  const aspect = aspectOfSize(size);
  const [w, h] = aspect.split(':').map(Number);
  // a size of none of our shapes is still made, as the square it was offered as before
  const exact = Math.abs(size.width / size.height - w! / h!) < 0.01;
  return { [exact ? aspect : DEFAULT_IMAGE_ASPECT]: configuredSize };
}

/** The size sent for a request: the one its shape is made in (the shape was checked at start). */
function sizeFor(config: OpenAiImageConfig, request: ImageRequest): string {
  const sizes = openAiImageSizes(config.model, config.size);
  return sizes[request.aspect ?? DEFAULT_IMAGE_ASPECT] ?? config.size;
}

/** `POST /v1/images/generations`, as data. */
export function buildImageGenerationBody(config: OpenAiImageConfig, request: ImageRequest) {
  return {
    model: config.model,
    prompt: request.prompt,
    n: 1,
    size: sizeFor(config, request),
    ...(config.responseFormat && { response_format: config.responseFormat }),
  };
}

/**
 * `POST /v1/images/edits`, as data: one image goes as `image` (what every server takes), several
 * as `image[]` (OpenAI's form for GPT image models).
 */
export function buildImageEditFields(
  config: OpenAiImageConfig,
  request: ImageRequest,
): FormField[] {
  const name = request.inputs.length > 1 ? 'image[]' : 'image';
  return [
    { name: 'model', value: config.model },
    { name: 'prompt', value: request.prompt },
    { name: 'n', value: '1' },
    { name: 'size', value: sizeFor(config, request) },
    ...(config.responseFormat ? [{ name: 'response_format', value: config.responseFormat }] : []),
    ...request.inputs.map((input, index) => ({
      name,
      file: {
        data: input.data,
        contentType: input.contentType,
        filename: `input-${index + 1}.${EXTENSIONS[input.contentType] ?? 'png'}`,
      },
    })),
  ];
}

export function toFormData(fields: FormField[]): FormData {
  const form = new FormData();
  for (const field of fields) {
    if ('value' in field) {
      form.append(field.name, field.value);
    } else {
      const { data, contentType, filename } = field.file;
      form.append(field.name, new Blob([new Uint8Array(data)], { type: contentType }), filename);
    }
  }
  return form;
}

/** PNG or JPEG by their magic bytes (what the library and its thumbnails take); nothing else. */
export function sniffImageType(data: Buffer): string | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'image/jpeg';
  }
  return undefined;
}
