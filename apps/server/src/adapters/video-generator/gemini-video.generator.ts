import { callGemini } from '../http/gemini-api';
import type { GenerationContext, RemoteJobStatus } from './video-generator';

export interface VeoRequest {
  prompt: string;
  negativePrompt: string;
  /** The clip's first frame (image-to-video), a stored upload of the user. */
  startImage?: { data: Buffer; contentType: string };
  /** Whole seconds the user chose (one the model takes); the configured length when unset. */
  durationSeconds?: number;
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

  constructor(protected readonly config: VeoConfig) {
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
