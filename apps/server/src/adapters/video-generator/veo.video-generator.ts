import { z } from 'zod';
import {
  GenerationRefused,
  isFinalRefusal,
  type RemoteGenerator,
  type RemoteJobStatus,
} from './video-generator';

export interface VeoRequest {
  prompt: string;
  negativePrompt: string;
}

export interface VeoConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
  aspectRatio: '16:9' | '9:16';
  durationSeconds: 4 | 6 | 8;
  pollIntervalSeconds: number;
}

const operationSchema = z.object({
  name: z.string(),
  done: z.boolean().optional(),
  error: z.object({ message: z.string().optional() }).optional(),
  response: z
    .object({
      generateVideoResponse: z
        .object({
          generatedSamples: z.array(z.object({ video: z.object({ uri: z.string() }) })).optional(),
          raiMediaFilteredReasons: z.array(z.string()).optional(),
        })
        .optional(),
    })
    .optional(),
});

/** Veo on the Gemini API: a long-running operation, polled by name; the file needs the key to download. */
export class VeoVideoGenerator implements RemoteGenerator<VeoRequest> {
  readonly kind = 'remote';
  readonly provider = 'veo';
  readonly pollIntervalSeconds: number;
  /** Files are served by the API host, which may redirect to Google's download hosts. */
  readonly resultHosts: readonly string[];

  constructor(private readonly config: VeoConfig) {
    this.pollIntervalSeconds = config.pollIntervalSeconds;
    this.resultHosts = [
      new URL(config.baseUrl).hostname,
      '*.googleapis.com',
      '*.googleusercontent.com',
    ];
  }

  async submit(request: VeoRequest): Promise<string> {
    let reply: unknown;
    try {
      reply = await this.call(
        `/v1beta/models/${this.config.model}:predictLongRunning`,
        'POST',
        buildVeoRequestBody(request, this.config),
      );
    } catch (error) {
      if (error instanceof VeoApiError && isFinalRefusal(error.status)) {
        throw new GenerationRefused('Veo refused this prompt. Your credits were returned.');
      }
      throw error;
    }
    return operationSchema.parse(reply).name;
  }

  async poll(operationName: string): Promise<RemoteJobStatus> {
    return toVeoStatus(operationSchema.parse(await this.call(`/v1beta/${operationName}`, 'GET')));
  }

  downloadHeaders(): Record<string, string> {
    return { 'x-goog-api-key': this.config.apiKey };
  }

  private async call(path: string, method: 'GET' | 'POST', body?: object): Promise<unknown> {
    const response = await fetch(`${this.config.baseUrl}${path}`, {
      method,
      headers: { 'x-goog-api-key': this.config.apiKey, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) {
      throw new VeoApiError(response.status, `Veo ${method} ${path} answered ${response.status}`);
    }
    return response.json();
  }
}

export class VeoApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'VeoApiError';
  }
}

/** The submit body, as data. */
export function buildVeoRequestBody(
  request: VeoRequest,
  config: Pick<VeoConfig, 'aspectRatio' | 'durationSeconds'>,
) {
  return {
    instances: [{ prompt: request.prompt }],
    parameters: {
      aspectRatio: config.aspectRatio,
      durationSeconds: config.durationSeconds,
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
    return {
      state: 'FAILED',
      error: operation.error.message ?? 'Veo could not generate this video',
    };
  }
  const result = operation.response?.generateVideoResponse;
  const uri = result?.generatedSamples?.[0]?.video.uri;
  if (!uri) {
    // a safety filter can finish the operation with no samples
    const reasons = result?.raiMediaFilteredReasons?.join('; ');
    return { state: 'FAILED', error: reasons ? `Filtered: ${reasons}` : 'Veo returned no video' };
  }
  return { state: 'COMPLETE', resultUrl: uri };
}
