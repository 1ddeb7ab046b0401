/** A finished render on local disk, in a work folder the caller owns and removes. */
export interface RenderedMedia {
  mediaPath: string;
  contentType: string;
  posterPath?: string;
  captionsPath?: string;
  durationSeconds?: number;
  /** What the engine did, in words the user sees (e.g. the edits it applied). */
  notes?: string[];
}

export type RemoteJobStatus =
  | { state: 'QUEUED' | 'PROCESSING'; progress: number }
  | { state: 'COMPLETE'; resultUrl: string }
  | { state: 'FAILED'; error: string };

/**
 * Work that finishes inside the worker: our own engines, or a provider's synchronous call. A crash
 * simply runs it again.
 */
export interface InlineGenerator<TRequest> {
  readonly kind: 'inline';
  readonly provider: string;
  render(
    request: TRequest,
    workDir: string,
    /** `stage` names the step it reached (voice, rendering, encoding), for engines that know. */
    onProgress: (fraction: number, stage?: string) => Promise<void>,
  ): Promise<RenderedMedia>;
}

/** An outside service: submit once, poll by operation id, download the result before its URL expires. */
export interface RemoteGenerator<TRequest> {
  readonly kind: 'remote';
  readonly provider: string;
  /** Seconds between polls the provider tolerates. */
  readonly pollIntervalSeconds: number;
  /** Hosts its result URLs may point at (`*.example.com` for subdomains); nothing else is fetched. */
  readonly resultHosts: readonly string[];
  /** Throws GenerationRefused when the provider says no for good (retrying cannot help). */
  submit(request: TRequest): Promise<string>;
  poll(operationId: string): Promise<RemoteJobStatus>;
  /** Headers the result download needs (some providers want the API key again). */
  downloadHeaders?(): Record<string, string>;
}

export type Generator<TRequest> = InlineGenerator<TRequest> | RemoteGenerator<TRequest>;

export interface Creator {
  name: string;
  imageUrl: string;
  /** Set when the engine draws this presenter itself: the id `creatorThumbnail` takes. */
  thumbnailId?: string;
  /** The voice, when the engine speaks itself: `key` for `speak`, `language` as BCP 47. */
  voice?: { key: string; language: string };
}

export interface AvatarVideoRequest {
  creatorName: string;
  script: string;
  /** Seconds of video paid for: a longer script is refused, never delivered unpaid. */
  maxSeconds?: number;
}

/** Talking-avatar videos: a generator plus the presenters it offers. */
export type AvatarVideoGenerator = Generator<AvatarVideoRequest> & {
  listCreators(): Promise<Creator[]>;
  /**
   * A PNG portrait, for engines that draw their own presenters (undefined for unknown ids). Workers
   * draw them into storage; API processes only serve what is stored.
   */
  creatorThumbnail?(creatorId: string): Promise<Buffer | undefined>;
  /** Seconds the voice `voiceKey` takes to say `text`, for engines that speak themselves. */
  speak?(voiceKey: string, text: string): Promise<number>;
};

/** A provider's "no" that the user should read as it is (a refusal, an unexpected reply). */
export class GenerationRefused extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = 'GenerationRefused';
  }
}

/** An HTTP status a provider gives for good: a 4xx other than a timeout or a rate limit. */
export function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
