import { z } from 'zod';
import type { FormatSupport } from '@orato/shared';
import { callProvider } from '../http/provider-call';
import type { ProviderVerdict } from '../http/provider-errors';
import { chooseVoice, type VoiceMap } from '../voice/speech-voice';
import type {
  GenerationContext,
  PhotoAvatarVideoRequest,
  RemoteGenerator,
  RemoteJobStatus,
} from './video-generator';

// the default voices are configuration's too (DID_VOICES): they live in lib
export { DEFAULT_DID_VOICES } from '../../lib/default-voices';

export interface DidConfig {
  /** As D-ID's studio shows it (`username:password`): sent as it is after `Basic `. */
  apiKey: string;
  baseUrl: string;
  voiceProvider: 'microsoft' | 'elevenlabs' | 'amazon';
  /** Which provider voice speaks: keys as TTS_VOICES (`<language>-<gender>`, `<language>`, …). */
  voices: VoiceMap;
  pollIntervalSeconds: number;
  /** Hosts finished videos may be fetched from (`*.example.com` for subdomains). */
  resultHosts: readonly string[];
}

/** D-ID refuses scripts longer than this many characters (its text-script limit). */
const MAX_SCRIPT_CHARACTERS = 40_000;

const createdSchema = z.object({ id: z.string().min(1) });
const talkSchema = z.object({
  status: z.string(),
  result_url: z.string().optional(),
  error: z.object({ kind: z.string().optional(), description: z.string().optional() }).optional(),
});
const errorSchema = z.object({ kind: z.string().optional(), description: z.string().optional() });

/**
 * D-ID's Talks API: `POST /talks` with the portrait's link and a text script in a provider voice,
 * then `GET /talks/{id}` until `done` (a `result_url` on D-ID's storage) or `error`/`rejected`.
 */
export class DidVideoGenerator implements RemoteGenerator<PhotoAvatarVideoRequest> {
  readonly kind = 'remote';
  /**
   * A talk has no size field: D-ID crops the portrait around the head and answers a square clip
   * (512×512 or so), so square is what it makes; 720p is the nearest of our resolutions.
   */
  readonly formats: FormatSupport = { aspects: ['1:1'], resolutions: ['720p'] };
  readonly provider = 'd-id';
  readonly speaksRecordings = true;
  readonly pollIntervalSeconds: number;
  readonly resultHosts: readonly string[];

  constructor(private readonly config: DidConfig) {
    this.pollIntervalSeconds = config.pollIntervalSeconds;
    this.resultHosts = [new URL(config.baseUrl).hostname, ...config.resultHosts];
  }

  async submit(request: PhotoAvatarVideoRequest, context?: GenerationContext): Promise<string> {
    // a lost answer may hide a started (billed) talk: only a clear "not now" is retried
    const answer = await this.call('POST', '/talks', buildDidTalkBody(request, this.config), {
      context,
      retryUnanswered: false,
    });
    return createdSchema.parse(answer).id;
  }

  async poll(operationId: string, context?: GenerationContext): Promise<RemoteJobStatus> {
    // one attempt: a rate-limited poll waits for the next scheduled poll, not inside the worker
    const answer = await this.call('GET', `/talks/${encodeURIComponent(operationId)}`, undefined, {
      context,
      maxAttempts: 1,
    });
    return toDidJobStatus(talkSchema.parse(answer));
  }

  /** A cheap authenticated call for the doctor: the account's credits. */
  async checkKey(): Promise<void> {
    await this.call('GET', '/credits', undefined, { maxAttempts: 1 });
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    options: { context?: GenerationContext; maxAttempts?: number; retryUnanswered?: boolean },
  ): Promise<unknown> {
    const answer = await callProvider({
      provider: 'd-id',
      url: `${this.config.baseUrl}${path}`,
      method,
      headers: {
        authorization: `Basic ${this.config.apiKey}`,
        accept: 'application/json',
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body ? JSON.stringify(body) : undefined,
      timeoutMs: 30_000,
      deadline: options.context?.deadline,
      maxAttempts: options.maxAttempts,
      retryUnanswered: options.retryUnanswered,
      classify: classifyDidError,
    });
    return JSON.parse(answer.body) as unknown;
  }
}

/**
 * The create-talk body, as data: the portrait by link, and the script in a provider voice or the
 * user's own recording by link (`script.type: "audio"`, D-ID's documented audio script).
 */
export function buildDidTalkBody(
  request: PhotoAvatarVideoRequest,
  config: Pick<DidConfig, 'voiceProvider' | 'voices'>,
) {
  const gender = request.voice.split('/')[1] === 'male' ? 'male' : 'female';
  const script = request.recording
    ? { type: 'audio' as const, audio_url: request.recording.url }
    : {
        type: 'text' as const,
        input: request.script.slice(0, MAX_SCRIPT_CHARACTERS),
        provider: {
          type: config.voiceProvider,
          voice_id: chooseVoice(config.voices, {
            avatarId: request.voice,
            language: request.language,
            gender,
          }),
        },
      };
  return { source_url: request.portraitUrl, script, config: { result_format: 'mp4' as const } };
}

/**
 * D-ID's errors are `{ kind, description }`. A 400 about the picture or the script is the user's
 * to fix (no face, a celebrity, a script it cannot read); 401/402/403 are the operator's; 429
 * and 5xx pass.
 */
export function classifyDidError(status: number, body: string): ProviderVerdict | undefined {
  const error = parseError(body);
  if (status === 451 || (status === 400 && isAboutContent(error))) {
    return { fault: 'refused', reason: refusalReason(error) };
  }
  return undefined;
}

const CONTENT_KINDS = new Set([
  'FaceError',
  'SourceError',
  'CelebrityRecognizedError',
  'ModerationError',
  'TextModerationError',
]);

function isAboutContent(error: z.infer<typeof errorSchema> | undefined): boolean {
  return (
    error?.kind !== undefined &&
    (CONTENT_KINDS.has(error.kind) || /script|face|image/i.test(error.description ?? ''))
  );
}

function refusalReason(error: z.infer<typeof errorSchema> | undefined): string {
  switch (error?.kind) {
    case 'FaceError':
      return 'D-ID could not find a face it can animate in this photo';
    case 'CelebrityRecognizedError':
      return 'D-ID does not animate photos of public figures';
    case 'ModerationError':
    case 'TextModerationError':
      return 'D-ID did not accept this photo or script';
    default:
      return error?.description
        ? `D-ID did not accept this video: ${error.description.slice(0, 200)}`
        : 'D-ID did not accept this video';
  }
}

function parseError(body: string): z.infer<typeof errorSchema> | undefined {
  try {
    const parsed = errorSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function toDidJobStatus(talk: z.infer<typeof talkSchema>): RemoteJobStatus {
  switch (talk.status) {
    case 'created':
      return { state: 'QUEUED', progress: 0 };
    case 'started':
      return { state: 'PROCESSING', progress: 50 };
    case 'done':
      return talk.result_url
        ? { state: 'COMPLETE', resultUrl: talk.result_url }
        : { state: 'FAILED', error: 'D-ID finished without a video link' };
    case 'error':
    case 'rejected': {
      const isContent = talk.status === 'rejected' || CONTENT_KINDS.has(talk.error?.kind ?? '');
      const reason = isContent ? refusalReason(talk.error) : 'D-ID could not make this video';
      return { state: 'FAILED', error: `${reason}. Your credits were returned.` };
    }
    default:
      return { state: 'PROCESSING', progress: 50, unknownState: talk.status };
  }
}
