import type { FormatSupport, VideoFormat } from '@orato/shared';
import { callGemini } from '../http/gemini-api';
import type { GenerationContext, RemoteJobStatus } from './video-generator';

export interface VeoRequest {
  prompt: string;
  negativePrompt: string;
  /** The clip's first frame (image-to-video), a stored upload of the user. */
  startImage?: { data: Buffer; contentType: string };
  /** Whole seconds the user chose (one the model takes); the configured length when unset. */
  durationSeconds?: number;
  /** The clip's shape and resolution; the configured shape at 720p when absent (an older job). */
  format?: VideoFormat;
}

export interface VeoConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
  aspectRatio: '16:9' | '9:16';
  /** The clip length when the user chose none (config.ts checks the model takes it). */
  durationSeconds: number;
  pollIntervalSeconds: number;
}

/**
 * What the VEO tool's two Gemini API engines share (Veo's long-running predict and Omni's
 * interactions): the key, the hosts a finished file may come from, and how calls are retried.
 */
export abstract class GeminiVideoGenerator {
  readonly kind = 'remote';
  abstract readonly provider: string;
  readonly pollIntervalSeconds: number;
  /** Files are served by the API host, which may redirect to Google's download hosts. */
  readonly resultHosts: readonly string[];
  readonly formats: FormatSupport;

  constructor(protected readonly config: VeoConfig) {
    this.formats = geminiVideoFormats(config);
    this.pollIntervalSeconds = config.pollIntervalSeconds;
    this.resultHosts = [
      new URL(config.baseUrl).hostname,
      '*.googleapis.com',
      '*.googleusercontent.com',
    ];
  }

  abstract submit(request: VeoRequest, context?: GenerationContext): Promise<string>;
  abstract poll(id: string, context?: GenerationContext): Promise<RemoteJobStatus>;

  downloadHeaders(): Record<string, string> {
    return { 'x-goog-api-key': this.config.apiKey };
  }

  /** `retryUnanswered` is false for a submit: a lost answer may hide a started (paid) clip. */
  protected call(
    path: string,
    method: 'GET' | 'POST',
    context?: GenerationContext,
    body?: object,
    retryUnanswered = true,
  ) {
    return callGemini(this.config, {
      provider: this.provider,
      path,
      method,
      body,
      retryUnanswered,
      timeoutMs: 30_000,
      deadline: context?.deadline,
    });
  }
}

/**
 * What Veo and Omni make: 16:9 and 9:16 only (no square), at 720p or 1080p; Veo 2 makes 720p only.
 * The configured shape comes first: it is what a job that names none gets.
 */
export function geminiVideoFormats(
  config: Pick<VeoConfig, 'model' | 'aspectRatio'>,
): FormatSupport {
  const other = config.aspectRatio === '16:9' ? '9:16' : '16:9';
  return {
    aspects: [config.aspectRatio, other],
    resolutions: /^veo-2/.test(config.model) ? ['720p'] : ['720p', '1080p'],
  };
}

/** The shape and resolution a request is sent with. */
export function requestedFormat(
  request: Pick<VeoRequest, 'format'>,
  config: Pick<VeoConfig, 'aspectRatio'>,
): VideoFormat {
  return request.format ?? { aspect: config.aspectRatio, resolution: '720p' };
}
