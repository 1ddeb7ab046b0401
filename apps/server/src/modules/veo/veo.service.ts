import {
  FORMAT_MESSAGES,
  MESSAGES,
  veoClipCredits,
  type VideoFormatInput,
  type ClipLengthsResponse,
  type VeoStatusResponse,
} from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { GenerationService } from '../generation/generation.service';
import { resolveVideoFormat } from '../generation/generation-format';
import type { UploadService } from '../image/upload.service';

/** The clip lengths the engine makes, and the one it makes unless the user picks another. */
export interface ClipLengths {
  defaultSeconds: number;
  allowedSeconds: readonly number[];
}

/**
 * Text-to-video, priced per second of clip: the chosen length is held at start, and the delivered
 * length (never more than the hold) captured when the clip is saved.
 */
export class VeoService {
  constructor(
    private readonly generations: GenerationService,
    private readonly uploads: UploadService,
    private readonly clip: ClipLengths,
  ) {}

  /** What the tool page offers: every length the engine makes, the default first. */
  lengths(): ClipLengthsResponse {
    return {
      default_seconds: this.clip.defaultSeconds,
      allowed_seconds: [...this.clip.allowedSeconds],
    };
  }

  /** `startImageUrl`, when given, must be an upload of the caller: it becomes the first frame. */
  async start(
    userId: string,
    prompt: string,
    negativePrompt: string,
    startImageUrl?: string,
    durationSeconds?: number,
    requestedFormat?: VideoFormatInput,
  ): Promise<{ operation_name: string }> {
    const seconds = durationSeconds ?? this.clip.defaultSeconds;
    if (!this.clip.allowedSeconds.includes(seconds)) {
      throw new AppError('BAD_REQUEST', MESSAGES.veo.durationNotAllowed(this.clip.allowedSeconds));
    }
    const { support, engine } = this.generations.supportFor('veo3-videos');
    const format = resolveVideoFormat(support, engine, requestedFormat);
    // Veo makes 1080p (and 4k) at 8 seconds only
    if (engine === 'veo' && format.resolution === '1080p' && seconds !== 8) {
      throw new AppError('BAD_REQUEST', FORMAT_MESSAGES.veoHighResolutionLength(seconds));
    }
    const [startImageKey] = startImageUrl
      ? await this.uploads.ownKeys(userId, [startImageUrl])
      : [];
    const row = await this.generations.start({
      userId,
      feature: 'veo3-videos',
      input: {
        prompt,
        negativePrompt,
        durationSeconds: seconds,
        ...(startImageKey && { startImageKey }),
      },
      holdCredits: veoClipCredits(seconds),
      format,
      title: prompt,
    });
    if (startImageKey) {
      // the job's input now: it no longer expires
      await this.uploads.markUsed(userId, [startImageKey]);
    }
    return { operation_name: row.id };
  }

  async status(userId: string, operationName: string): Promise<VeoStatusResponse> {
    const { state, progress, stage, url, thumbnail, error, engine, format, ...timing } =
      await this.generations.describe(userId, operationName);
    return {
      state,
      progress,
      stage,
      ...(timing.queue_position !== undefined && { queue_position: timing.queue_position }),
      ...(timing.eta_seconds !== undefined && { eta_seconds: timing.eta_seconds }),
      ...(timing.slow !== undefined && { slow: timing.slow }),
      ...(url && { url }),
      ...(thumbnail && { thumbnail }),
      ...(error && { error }),
      ...(engine && { engine }),
      ...(format && { format }),
    };
  }
}
