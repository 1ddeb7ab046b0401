import { z } from 'zod';
import {
  GenerationRefused,
  isFinalRefusal,
  type AvatarVideoGenerator,
  type AvatarVideoRequest,
  type Creator,
  type RemoteGenerator,
  type RemoteJobStatus,
} from './video-generator';

export interface CaptionsConfig {
  apiKey: string;
  baseUrl: string;
  /** Captions publishes no rate limits; every 10 s is gentle. */
  pollIntervalSeconds: number;
}

const listSchema = z.object({
  supportedCreators: z.array(z.string()),
  thumbnails: z.record(z.string(), z.object({ imageUrl: z.string() })).default({}),
});
const submitSchema = z.object({ operationId: z.string().min(1) });
const pollSchema = z.object({
  state: z.string(),
  progress: z.number().optional(),
  url: z.string().optional(),
  error: z.string().optional(),
});

export class CaptionsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'CaptionsApiError';
  }
}

/** Captions (Mirage) AI Creator: every call is a POST with the key in `x-api-key`. */
export class CaptionsVideoGenerator implements RemoteGenerator<AvatarVideoRequest> {
  readonly kind = 'remote';
  readonly provider = 'captions';
  readonly pollIntervalSeconds: number;
  /** Finished videos are Google Cloud Storage signed URLs; the API host covers a local fake. */
  readonly resultHosts: readonly string[];

  constructor(private readonly config: CaptionsConfig) {
    this.pollIntervalSeconds = config.pollIntervalSeconds;
    this.resultHosts = [
      new URL(config.baseUrl).hostname,
      'storage.googleapis.com',
      '*.storage.googleapis.com',
    ];
  }

  async listCreators(): Promise<Creator[]> {
    const body = listSchema.parse(await this.call('/creator/list'));
    return body.supportedCreators.map((name) => ({
      name,
      imageUrl: body.thumbnails[name]?.imageUrl ?? '',
    }));
  }

  async submit(request: AvatarVideoRequest): Promise<string> {
    let body: unknown;
    try {
      body = await this.call('/creator/submit', buildCaptionsSubmitBody(request));
    } catch (error) {
      if (error instanceof CaptionsApiError && isFinalRefusal(error.status)) {
        throw new GenerationRefused(
          error.status === 400 || error.status === 422
            ? `Captions refused this video${error.detail ? `: ${error.detail}` : ''}. Your credits were returned.`
            : 'The avatar video service refused the request. Your credits were returned.',
        );
      }
      throw error;
    }
    return submitSchema.parse(body).operationId;
  }

  async poll(operationId: string): Promise<RemoteJobStatus> {
    return toJobStatus(pollSchema.parse(await this.call('/creator/poll', { operationId })));
  }

  private async call(path: string, body?: object): Promise<unknown> {
    const response = await fetch(`${this.config.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': this.config.apiKey, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) {
      const detail = safeDetail(text);
      throw new CaptionsApiError(
        response.status,
        `Captions ${path} answered ${response.status}${detail ? `: ${detail}` : ''}`,
        detail,
      );
    }
    return JSON.parse(text) as unknown;
  }
}

/** The submit body, as data: 800 characters is Captions' own cap, and full HD keeps files small. */
export function buildCaptionsSubmitBody(request: AvatarVideoRequest) {
  return {
    script: request.script.slice(0, 800),
    creatorName: request.creatorName,
    resolution: 'fhd' as const,
  };
}

export function toJobStatus(body: z.infer<typeof pollSchema>): RemoteJobStatus {
  switch (body.state) {
    case 'QUEUED':
    case 'PROCESSING':
      return { state: body.state, progress: Math.round(body.progress ?? 0) };
    case 'COMPLETE':
      return body.url
        ? { state: 'COMPLETE', resultUrl: body.url }
        : { state: 'FAILED', error: 'Captions finished without a video URL' };
    default:
      // FAILED is unpublished but seen in the wild; any state we do not know is a failure too
      return { state: 'FAILED', error: body.error ?? `Captions reported state ${body.state}` };
  }
}

function safeDetail(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { detail?: unknown };
    return typeof parsed.detail === 'string' ? parsed.detail.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

export type CaptionsAvatarGenerator = CaptionsVideoGenerator & AvatarVideoGenerator;
