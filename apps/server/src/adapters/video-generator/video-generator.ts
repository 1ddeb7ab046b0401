import type { FaceLandmarks } from '@orato/media';
import type { CaptionStyle, FormatSupport, VideoFormat } from '@orato/shared';
/** A finished render on local disk, in a work folder the caller owns and removes. */
export interface RenderedMedia {
  mediaPath: string;
  contentType: string;
  posterPath?: string;
  captionsPath?: string;
  durationSeconds?: number;
  /** What the engine did, in words the user sees (e.g. the edits it applied). */
  notes?: string[];
  /** What the prompt asked for that the engine could not do, in words the user sees. */
  notApplied?: string[];
  /** The engine's own account of the result (what a picture shows, what it could not draw). */
  description?: string;
}

export type RemoteJobStatus =
  /** `unknownState`: a state we do not know, reported so it is logged while polling goes on. */
  | { state: 'QUEUED' | 'PROCESSING'; progress: number; unknownState?: string }
  /** The result by URL, or (some providers, for small files) inline as base64. */
  | { state: 'COMPLETE'; resultUrl: string }
  | { state: 'COMPLETE'; resultData: string; contentType: string }
  | { state: 'FAILED'; error: string };

/** What a provider call may use of the job: retries stop before its deadline. */
export interface GenerationContext {
  deadline: Date;
}

/**
 * Work that finishes inside the worker: our own engines, or a provider's synchronous call. A crash
 * simply runs it again.
 */
export interface InlineGenerator<TRequest> {
  readonly kind: 'inline';
  readonly provider: string;
  /** The formats it makes; absent: every one (the offline engines compose for each shape). */
  readonly formats?: FormatSupport;
  /** `onProgress` never rejects: a progress write that fails is the caller's to log. */
  render(
    request: TRequest,
    workDir: string,
    /** `stage` names the step it reached (voice, rendering, encoding), for engines that know. */
    onProgress: (fraction: number, stage?: string) => Promise<void>,
    context?: GenerationContext,
  ): Promise<RenderedMedia>;
}

/** An outside service: submit once, poll by operation id, download the result before its URL expires. */
export interface RemoteGenerator<TRequest> {
  readonly kind: 'remote';
  readonly provider: string;
  /** The formats the provider's current docs allow for the configured model. */
  readonly formats?: FormatSupport;
  /** Seconds between polls the provider tolerates. */
  readonly pollIntervalSeconds: number;
  /** Hosts its result URLs may point at (`*.example.com` for subdomains); nothing else is fetched. */
  readonly resultHosts: readonly string[];
  /** Throws GenerationRefused when the provider says no for good (retrying cannot help). */
  submit(request: TRequest, context?: GenerationContext): Promise<string>;
  poll(operationId: string, context?: GenerationContext): Promise<RemoteJobStatus>;
  /** Headers the result download needs (some providers want the API key again). */
  downloadHeaders?(): Record<string, string>;
}

export type Generator<TRequest> = InlineGenerator<TRequest> | RemoteGenerator<TRequest>;

export interface Creator {
  name: string;
  imageUrl: string;
  /** Set when the engine draws this presenter itself: the id `creatorThumbnail` takes. */
  thumbnailId?: string;
  /** The language this presenter speaks (BCP 47 base code), where the engine knows it. */
  language?: string;
  /** The voice, when the engine speaks itself: `key` for `speak`, `language` as BCP 47. */
  voice?: { key: string; language: string };
}

/** The user's own recording the presenter speaks ("Use my voice"), instead of a voice. */
export interface OwnVoiceRecording {
  /** 16-bit mono WAV at −16 LUFS, as stored at upload. */
  wav: Buffer;
  /** A short-lived link to the same file, for providers that fetch it. */
  url: string;
}

/** What every video request carries: the job's one format choice, checked before anything is held. */
export interface VideoFormatRequest {
  /** Absent on a job queued before formats: the engine's usual 16:9 at 720p. */
  format?: VideoFormat;
  captionStyle?: CaptionStyle;
}

export interface AvatarVideoRequest extends VideoFormatRequest {
  creatorName: string;
  /** What is said: spoken by the presenter's voice, or with `recording` the captions' words. */
  script: string;
  recording?: OwnVoiceRecording;
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
  /** A stable name of its voice engine, where takes vary in length (a neural voice). */
  readonly voiceEngine?: string;
  /** True when it can speak a user's own recording (`request.recording`). */
  readonly speaksRecordings?: boolean;
};

/** A provider's "no" that the user should read as it is (a refusal, an unexpected reply). */
export class GenerationRefused extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = 'GenerationRefused';
  }
}

/** A talking video of a user's own portrait (a photo avatar), by our renderer or a provider's. */
export interface PhotoAvatarVideoRequest extends VideoFormatRequest {
  /** What is said: spoken by `voice`, or with `recording` the captions' words. */
  script: string;
  recording?: OwnVoiceRecording;
  /** The stored portrait (sanitised at upload) and its type. */
  portrait: { data: Buffer; contentType: string };
  /** A short-lived link to the same portrait, for providers that fetch it (D-ID's `source_url`). */
  portraitUrl: string;
  landmarks: FaceLandmarks;
  /** A voice id of the configured voice engine, chosen when the photo avatar was made. */
  voice: string;
  /** BCP 47 base code. */
  language: string;
  /** Seconds of video paid for: a longer script is refused, never delivered unpaid. */
  maxSeconds?: number;
}

export type PhotoAvatarVideoGenerator = Generator<PhotoAvatarVideoRequest> & {
  /** True when it can speak a user's own recording (`request.recording`). */
  readonly speaksRecordings?: boolean;
};
