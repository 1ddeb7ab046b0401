import { z } from 'zod';
import type { FormatSupport } from '@orato/shared';
import { callProvider } from '../http/provider-call';
import type { ProviderVerdict } from '../http/provider-errors';
import {
  type AvatarVideoGenerator,
  type GenerationContext,
  type AvatarVideoRequest,
  type Creator,
  type RemoteGenerator,
  type RemoteJobStatus,
} from './video-generator';

export interface CaptionsConfig {
  apiKey: string;
  baseUrl: string;
  /** The documented limit is 5 requests a minute per endpoint: 15 s keeps one job well under it. */
  pollIntervalSeconds: number;
  /** Hosts finished videos may be fetched from (`*.example.com` for subdomains). */
  resultHosts: readonly string[];
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

/** Captions (Mirage) AI Creator: every call is a POST with the key in `x-api-key`. */
export class CaptionsVideoGenerator implements RemoteGenerator<AvatarVideoRequest> {
  readonly kind = 'remote';
  readonly provider = 'captions';
  /** Vertical creators at `fhd`: 9:16 at 1080p is the one format it makes. */
  readonly formats: FormatSupport = { aspects: ['9:16'], resolutions: ['1080p'] };
  readonly pollIntervalSeconds: number;
  /** The configured result hosts, and the API host itself. */
  readonly resultHosts: readonly string[];

  constructor(private readonly config: CaptionsConfig) {
    this.pollIntervalSeconds = config.pollIntervalSeconds;
    this.resultHosts = [new URL(config.baseUrl).hostname, ...config.resultHosts];
  }

  async listCreators(): Promise<Creator[]> {
    const body = listSchema.parse(await this.call('/creator/list'));
    return body.supportedCreators.map((name) => ({
      name,
      imageUrl: body.thumbnails[name]?.imageUrl ?? '',
    }));
  }

  async submit(request: AvatarVideoRequest, context?: GenerationContext): Promise<string> {
    // a lost answer may hide a started (billed) job: only a clear "not now" is retried here
    return submitSchema.parse(
      await this.call(
        '/creator/submit',
        buildCaptionsSubmitBody(request),
        context,
        undefined,
        false,
      ),
    ).operationId;
  }

  async poll(operationId: string, context?: GenerationContext): Promise<RemoteJobStatus> {
    // one attempt: a rate-limited poll waits for the next scheduled poll, not inside the worker
    return toJobStatus(
      pollSchema.parse(await this.call('/creator/poll', { operationId }, context, 1)),
    );
  }

  private async call(
    path: string,
    body?: object,
    context?: GenerationContext,
    maxAttempts?: number,
    retryUnanswered?: boolean,
  ): Promise<unknown> {
    const answer = await callProvider({
      provider: 'captions',
      url: `${this.config.baseUrl}${path}`,
      method: 'POST',
      headers: { 'x-api-key': this.config.apiKey, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      timeoutMs: 30_000,
      deadline: context?.deadline,
      maxAttempts,
      retryUnanswered,
      classify: classifyCaptionsError,
    });
    return JSON.parse(answer.body) as unknown;
  }
}

// Captions' docs publish no refusal wording; these are the words a moderation answer would use
const CONTENT_REFUSAL =
  /moderat|content polic|inappropriate|unsafe|prohibited|not allowed|violat|harmful|offensive|explicit|profan/i;

/**
 * A 400 or 422 is the user's only when its `detail` says the script's content was refused. Any
 * other (an unknown creator, a field we sent wrong, FastAPI's list of field errors) is our request
 * to fix: the operator's, so the user reads "temporarily unavailable" and the log keeps the body.
 */
export function classifyCaptionsError(status: number, body: string): ProviderVerdict | undefined {
  if (status !== 400 && status !== 422) {
    return undefined;
  }
  const detail = safeDetail(body);
  return detail && CONTENT_REFUSAL.test(detail)
    ? { fault: 'refused', reason: detail }
    : { fault: 'operator' };
}

/**
 * The submit body, as data: 800 characters is Captions' own cap. Its AI creators are filmed
 * vertical, and `resolution` takes only `fhd` (1080×1920) or `4k`: full HD keeps files small.
 */
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
    case 'FAILED':
    case 'CANCELLED':
      // unpublished but seen in the wild
      return {
        state: 'FAILED',
        error: `Captions could not make this video${body.error ? `: ${body.error}` : ''}. Your credits were returned.`,
      };
    default:
      // a state added after this was written: keep polling (the job's deadline still applies)
      return {
        state: 'PROCESSING',
        progress: Math.round(body.progress ?? 0),
        unknownState: body.state,
      };
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
