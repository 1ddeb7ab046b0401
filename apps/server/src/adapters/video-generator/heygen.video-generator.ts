import { z } from 'zod';
import { ALL_VIDEO_FORMATS, DEFAULT_VIDEO_FORMAT, videoFrameSize } from '@orato/shared';
import { callProvider } from '../http/provider-call';
import type { ProviderVerdict } from '../http/provider-errors';
import type {
  AvatarVideoRequest,
  Creator,
  GenerationContext,
  RemoteGenerator,
  RemoteJobStatus,
} from './video-generator';

export interface HeyGenConfig {
  apiKey: string;
  baseUrl: string;
  pollIntervalSeconds: number;
  /** Hosts finished videos may be fetched from (`*.example.com` for subdomains). */
  resultHosts: readonly string[];
}

// the v2 shapes of docs.heygen.com (list-avatars-v2, list-voices-v2, create-an-avatar-video-v2,
// video-status); unknown fields are kept out of our types, not refused
const avatarsSchema = z.object({
  data: z.object({
    avatars: z.array(
      z.object({
        avatar_id: z.string(),
        avatar_name: z.string().optional(),
        gender: z.string().optional(),
        preview_image_url: z.string().optional(),
      }),
    ),
  }),
});
const voicesSchema = z.object({
  data: z.object({
    voices: z.array(
      z.object({
        voice_id: z.string(),
        language: z.string().optional(),
        gender: z.string().optional(),
      }),
    ),
  }),
});
const generateSchema = z.object({ data: z.object({ video_id: z.string().min(1) }) });
const statusSchema = z.object({
  data: z.object({
    status: z.string(),
    video_url: z.string().nullish(),
    duration: z.number().nullish(),
    error: z
      .object({
        code: z.union([z.number(), z.string()]).optional(),
        message: z.string().optional(),
      })
      .nullish(),
  }),
});

export type HeyGenAvatar = z.infer<typeof avatarsSchema>['data']['avatars'][number];
export type HeyGenVoice = z.infer<typeof voicesSchema>['data']['voices'][number];

/** HeyGen's avatar videos (v2 API): one scene per video, the avatar speaking the script. */
export class HeyGenVideoGenerator implements RemoteGenerator<AvatarVideoRequest> {
  readonly kind = 'remote';
  readonly provider = 'heygen';
  readonly speaksRecordings = true;
  /** `dimension` takes any even size: every shape at 720p and 1080p. */
  readonly formats = ALL_VIDEO_FORMATS;
  readonly pollIntervalSeconds: number;
  readonly resultHosts: readonly string[];
  private avatars?: Promise<HeyGenAvatar[]>;
  private voices?: Promise<HeyGenVoice[]>;

  constructor(private readonly config: HeyGenConfig) {
    this.pollIntervalSeconds = config.pollIntervalSeconds;
    this.resultHosts = [new URL(config.baseUrl).hostname, ...config.resultHosts];
  }

  async listCreators(): Promise<Creator[]> {
    return (await this.listAvatars()).map((avatar) => ({
      name: avatar.avatar_id,
      imageUrl: avatar.preview_image_url ?? '',
    }));
  }

  async submit(request: AvatarVideoRequest, context?: GenerationContext): Promise<string> {
    const avatar = (await this.listAvatars()).find((one) => one.avatar_id === request.creatorName);
    const voice = chooseVoice(await this.listVoices(), avatar?.gender);
    // a lost answer may hide a started (billed) video: only a clear "not now" is retried
    const answer = await this.call(
      '/v2/video/generate',
      'POST',
      context,
      buildHeyGenVideoBody(request, voice?.voice_id ?? ''),
      false,
    );
    return generateSchema.parse(answer).data.video_id;
  }

  async poll(videoId: string, context?: GenerationContext): Promise<RemoteJobStatus> {
    const answer = await this.call(
      `/v1/video_status.get?video_id=${encodeURIComponent(videoId)}`,
      'GET',
      context,
    );
    return toHeyGenStatus(statusSchema.parse(answer).data);
  }

  /** The avatar and voice lists change rarely: read once per process. */
  private listAvatars() {
    this.avatars ??= this.call('/v2/avatars', 'GET').then(
      (body) => avatarsSchema.parse(body).data.avatars,
      (error: unknown) => {
        this.avatars = undefined;
        throw error;
      },
    );
    return this.avatars;
  }

  private listVoices() {
    this.voices ??= this.call('/v2/voices', 'GET').then(
      (body) => voicesSchema.parse(body).data.voices,
      (error: unknown) => {
        this.voices = undefined;
        throw error;
      },
    );
    return this.voices;
  }

  private async call(
    path: string,
    method: 'GET' | 'POST',
    context?: GenerationContext,
    body?: object,
    retryUnanswered?: boolean,
  ): Promise<unknown> {
    const answer = await callProvider({
      provider: 'heygen',
      url: `${this.config.baseUrl}${path}`,
      method,
      headers: { 'x-api-key': this.config.apiKey, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      timeoutMs: 30_000,
      deadline: context?.deadline,
      retryUnanswered,
      classify: classifyHeyGenError,
    });
    return JSON.parse(answer.body) as unknown;
  }
}

/**
 * The v2 generate body, as data: one scene, the avatar at normal framing, speaking the script in a
 * HeyGen voice or the user's own recording by link (`voice.type: "audio"` with exactly one of
 * `audio_url` and `audio_asset_id`), and `dimension` (any even width and height from 128 to 4096)
 * the job's format, 16:9 at 720p when it names none.
 */
export function buildHeyGenVideoBody(request: AvatarVideoRequest, voiceId: string) {
  const voice = request.recording
    ? { type: 'audio', audio_url: request.recording.url }
    : { type: 'text', voice_id: voiceId, input_text: request.script };
  return {
    video_inputs: [
      {
        character: { type: 'avatar', avatar_id: request.creatorName, avatar_style: 'normal' },
        voice,
      },
    ],
    dimension: videoFrameSize(request.format ?? DEFAULT_VIDEO_FORMAT),
  };
}

/** A voice of the avatar's gender when HeyGen lists one, else the first voice. */
export function chooseVoice(
  voices: readonly HeyGenVoice[],
  gender: string | undefined,
): HeyGenVoice | undefined {
  const english = voices.filter((voice) => /^english/i.test(voice.language ?? ''));
  const pool = english.length > 0 ? english : voices;
  return (
    pool.find((voice) => gender && voice.gender?.toLowerCase() === gender.toLowerCase()) ?? pool[0]
  );
}

const RUNNING: Record<string, { state: 'QUEUED' | 'PROCESSING'; progress: number }> = {
  waiting: { state: 'QUEUED', progress: 5 },
  pending: { state: 'QUEUED', progress: 10 },
  processing: { state: 'PROCESSING', progress: 50 },
};

export function toHeyGenStatus(data: z.infer<typeof statusSchema>['data']): RemoteJobStatus {
  const running = RUNNING[data.status];
  if (running) {
    return { ...running };
  }
  if (data.status === 'completed') {
    return data.video_url
      ? { state: 'COMPLETE', resultUrl: data.video_url }
      : { state: 'FAILED', error: 'HeyGen finished without a video URL' };
  }
  if (data.status === 'failed') {
    const reason = data.error?.message?.trim().replace(/\.$/, '');
    return {
      state: 'FAILED',
      error: `HeyGen could not make this video${reason ? `: ${reason}` : ''}. Your credits were returned.`,
    };
  }
  return { state: 'PROCESSING', progress: 50, unknownState: data.status };
}

// HeyGen words a script refused for its content like this (blocked words, moderation)
const CONTENT_REFUSAL = /moderat|blocked word|inappropriate|violat|prohibited|not allowed|unsafe/i;

/**
 * A refusal of the script's content is the user's to change; every other failure (a key, the
 * quota, an avatar we named wrong) follows the status rules: the operator's, or passing.
 */
export function classifyHeyGenError(status: number, body: string): ProviderVerdict | undefined {
  if (status < 400 || status >= 500 || status === 429) {
    return undefined;
  }
  const message = errorMessage(body);
  return message && CONTENT_REFUSAL.test(message)
    ? { fault: 'refused', reason: message.replace(/\.$/, '').slice(0, 200) }
    : undefined;
}

/** The message of either error shape: v2's `{ error: { code, message } }` or v1's `{ code, message }`. */
function errorMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown }; message?: unknown };
    const message = parsed.error?.message ?? parsed.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}
