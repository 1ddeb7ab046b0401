import { findAvatar, listAvatars, renderAvatarThumbnail } from '@orato/media';
import type { FormatSupport } from '@orato/shared';
import { z } from 'zod';
import { callProvider } from '../http/provider-call';
import type { ProviderVerdict } from '../http/provider-errors';
import { avatarSpeechRefusal } from '../../modules/generation/features/ai-avatar.feature';
import {
  GenerationRefused,
  type AvatarVideoRequest,
  type Creator,
  type GenerationContext,
  type RemoteGenerator,
  type RemoteJobStatus,
} from './video-generator';

export interface MirageConfig {
  apiKey: string;
  /** https://api.mirage.app */
  baseUrl: string;
  /** The voice `POST /v1/audio/text-to-speech/{voice_id}` speaks the script with. */
  voiceId: string;
  pollIntervalSeconds: number;
  /** Hosts `/v1/videos/{id}/content` may redirect to (`*.example.com` for subdomains). */
  resultHosts: readonly string[];
  /** Where the presenters' portraits are served: `<base>/<id>/thumbnail.png`. */
  thumbnailBaseUrl: string;
}

/** The only model values the published OpenAPI allows (`const`). */
export const MIRAGE_VIDEO_MODEL = 'mirage-video-1-latest';
export const MIRAGE_AUDIO_MODEL = 'mirage-audio-1';

// MAVideo of api.mirage.app/openapi.json; unknown fields are kept out of our types, not refused
const videoSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  progress: z.number().nullish(),
  error: z.object({ code: z.string().optional(), message: z.string().optional() }).nullish(),
});
export type MirageVideo = z.infer<typeof videoSchema>;

/**
 * Captions' current API, the Mirage Video API: a video from a picture of the presenter plus the
 * audio it speaks (`POST /v1/videos`, multipart), polled by id. It takes audio, not text, so the
 * script is spoken first by Mirage's own voice (`POST /v1/audio/text-to-speech/{voice_id}`), or the
 * user's own recording is sent as it is ("Use my voice"). Mirage
 * lists no presenters: ours are offered, each sent as its portrait.
 */
export class MirageVideoGenerator implements RemoteGenerator<AvatarVideoRequest> {
  readonly kind = 'remote';
  readonly provider = 'mirage';
  /** Mirage takes the presenter's audio itself: a user's recording goes as it is. */
  readonly speaksRecordings = true;
  /**
   * `/v1/videos` has no size field: the clip takes the shape of its `image_reference`, the
   * presenter's square portrait we send.
   */
  readonly formats: FormatSupport = { aspects: ['1:1'], resolutions: ['720p'] };
  readonly pollIntervalSeconds: number;
  readonly resultHosts: readonly string[];

  constructor(private readonly config: MirageConfig) {
    this.pollIntervalSeconds = config.pollIntervalSeconds;
    this.resultHosts = [new URL(config.baseUrl).hostname, ...config.resultHosts];
  }

  async listCreators(): Promise<Creator[]> {
    return listAvatars().map((avatar) => ({
      name: avatar.name,
      imageUrl: `${this.config.thumbnailBaseUrl}/${avatar.id}/thumbnail.png`,
      thumbnailId: avatar.id,
    }));
  }

  async creatorThumbnail(creatorId: string): Promise<Buffer | undefined> {
    const avatar = findAvatar(creatorId);
    return avatar ? renderAvatarThumbnail(avatar) : undefined;
  }

  async submit(request: AvatarVideoRequest, context?: GenerationContext): Promise<string> {
    const avatar = listAvatars().find((one) => one.name === request.creatorName);
    if (!avatar) {
      throw new Error(`no presenter named ${request.creatorName}`);
    }
    // the user's own recording is the audio as it is; else Mirage's voice speaks the script
    const audio = request.recording?.wav ?? (await this.textToSpeech(request.script, context));
    const seconds = wavSeconds(audio);
    if (seconds !== undefined) {
      refuseOverlong(seconds, request.maxSeconds);
    }
    const form = buildMirageVideoForm({ audio, image: await renderAvatarThumbnail(avatar) });
    // a lost answer may hide a started (billed) video: only a clear "not now" is retried
    const answer = await this.call('/v1/videos', 'POST', context, form, false);
    return videoSchema.parse(JSON.parse(answer.body)).id;
  }

  async poll(videoId: string, context?: GenerationContext): Promise<RemoteJobStatus> {
    // one attempt: a rate-limited poll waits for the next scheduled poll
    const answer = await this.call(
      `/v1/videos/${encodeURIComponent(videoId)}`,
      'GET',
      context,
      undefined,
      undefined,
      1,
    );
    return toMirageStatus(videoSchema.parse(JSON.parse(answer.body)), this.contentUrl(videoId));
  }

  /** The content endpoint wants the key too; the downloader drops it on a redirect elsewhere. */
  downloadHeaders(): Record<string, string> {
    return { 'x-api-key': this.config.apiKey };
  }

  /** `GET /v1/videos?limit=1`: proves the key, reads one row, makes nothing (the doctor's call). */
  async checkKey(): Promise<number> {
    const answer = await this.call('/v1/videos?limit=1', 'GET', undefined, undefined, undefined, 1);
    const list = z.array(z.unknown()).safeParse(JSON.parse(answer.body));
    return list.success ? list.data.length : 0;
  }

  private contentUrl(videoId: string) {
    return `${this.config.baseUrl}/v1/videos/${encodeURIComponent(videoId)}/content`;
  }

  private async textToSpeech(script: string, context?: GenerationContext): Promise<Buffer> {
    const answer = await this.call(
      `/v1/audio/text-to-speech/${encodeURIComponent(this.config.voiceId)}`,
      'POST',
      context,
      JSON.stringify(buildMirageSpeechBody(script)),
      false,
    );
    return answer.bytes;
  }

  private call(
    path: string,
    method: 'GET' | 'POST',
    context?: GenerationContext,
    body?: string | FormData,
    retryUnanswered?: boolean,
    maxAttempts?: number,
  ) {
    return callProvider({
      provider: 'mirage',
      url: `${this.config.baseUrl}${path}`,
      method,
      headers: {
        'x-api-key': this.config.apiKey,
        accept: 'application/json',
        ...(typeof body === 'string' && { 'content-type': 'application/json' }),
      },
      body,
      timeoutMs: 60_000,
      deadline: context?.deadline,
      retryUnanswered,
      maxAttempts,
      classify: classifyMirageError,
    });
  }
}

/** The TTS body, as data: the text and the one model the reference allows. */
export function buildMirageSpeechBody(script: string) {
  return { text: script, model: MIRAGE_AUDIO_MODEL };
}

/** The create body, as data: the documented multipart fields, the presenter as a PNG. */
export function buildMirageVideoForm(parts: { audio: Buffer; image: Buffer }): FormData {
  const form = new FormData();
  form.append(
    'audio_reference',
    new Blob([new Uint8Array(parts.audio)], { type: 'audio/wav' }),
    'speech.wav',
  );
  form.append(
    'image_reference',
    new Blob([new Uint8Array(parts.image)], { type: 'image/png' }),
    'presenter.png',
  );
  form.append('model', MIRAGE_VIDEO_MODEL);
  return form;
}

export function toMirageStatus(video: MirageVideo, contentUrl: string): RemoteJobStatus {
  switch (video.status) {
    case 'PROCESSING':
      return { state: 'PROCESSING', progress: Math.round(video.progress ?? 0) };
    case 'COMPLETE':
      return { state: 'COMPLETE', resultUrl: contentUrl };
    case 'FAILED':
    case 'CANCELLED': {
      const reason = video.error?.message?.trim().replace(/\.$/, '');
      return {
        state: 'FAILED',
        error: `Mirage could not make this video${reason ? `: ${reason}` : ''}. Your credits were returned.`,
      };
    }
    default:
      // a state added after this was written: keep polling (the job's deadline still applies)
      return {
        state: 'PROCESSING',
        progress: Math.round(video.progress ?? 0),
        unknownState: video.status,
      };
  }
}

// the reference publishes no refusal wording; these are the words a moderation answer would use
const CONTENT_REFUSAL =
  /moderat|content polic|inappropriate|unsafe|prohibited|not allowed|violat|harmful|offensive|explicit/i;

/**
 * A 400 or 422 is the user's only when it says the content was refused. Any other (FastAPI's
 * `detail` array of field errors: a field we sent wrong) is ours to fix: the operator's, so the
 * user reads "temporarily unavailable" and the log keeps the whole body. Other statuses follow
 * the status rules (401 operator, 429 and 5xx passing).
 */
export function classifyMirageError(status: number, body: string): ProviderVerdict | undefined {
  if (status !== 400 && status !== 422) {
    return undefined;
  }
  const message = detailText(body);
  return message && CONTENT_REFUSAL.test(message)
    ? { fault: 'refused', reason: message.replace(/\.$/, '').slice(0, 200) }
    : { fault: 'operator' };
}

/** `detail` as a string, or the `msg`s of FastAPI's array joined; `message` of `{code, message}`. */
function detailText(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { detail?: unknown; message?: unknown };
    if (typeof parsed.detail === 'string') {
      return parsed.detail;
    }
    if (Array.isArray(parsed.detail)) {
      const messages = parsed.detail
        .map((item: unknown) => (item as { msg?: unknown } | null)?.msg)
        .filter((msg): msg is string => typeof msg === 'string');
      return messages.length > 0 ? messages.join('; ') : undefined;
    }
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds of a PCM WAV (its `data` chunk over its byte rate); undefined for anything else. */
export function wavSeconds(audio: Buffer): number | undefined {
  if (audio.length < 12 || audio.toString('ascii', 0, 4) !== 'RIFF') {
    return undefined;
  }
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= audio.length;) {
    const id = audio.toString('ascii', offset, offset + 4);
    const size = audio.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= audio.length) {
      byteRate = audio.readUInt32LE(offset + 16);
    }
    if (id === 'data') {
      // a streamed WAV may carry 0xFFFFFFFF: what is there is what counts
      const bytes = Math.min(size, audio.length - offset - 8);
      return byteRate > 0 ? bytes / byteRate : undefined;
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

/** A script that speaks longer than the video may be is refused before any video is paid for. */
function refuseOverlong(seconds: number, maxSeconds: number | undefined) {
  const refusal = avatarSpeechRefusal(seconds, maxSeconds);
  if (refusal) {
    throw new GenerationRefused(refusal);
  }
}
