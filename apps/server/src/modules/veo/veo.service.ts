import {
  type VideoFormatInput,
  type ClipLengthsResponse,
  type VeoStatusResponse,
} from '@orato/shared';
import type { GenerationService } from '../generation/generation.service';
import { resolveVideoFormat } from '../generation/generation-format';
import {
  assertClipFormat,
  assertClipLength,
  clipHold,
  type ClipLengths,
} from '../generation/features/veo3-videos.feature';
import type { UploadService } from '../image/upload.service';

/** Text-to-video: the form's rules are the tool's feature file's (`veo3-videos.feature.ts`). */
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
    assertClipLength(this.clip, seconds);
    const { support, engine } = this.generations.supportFor('veo3-videos');
    const format = resolveVideoFormat(support, engine, requestedFormat);
    assertClipFormat(engine, format.resolution, seconds);
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
      holdCredits: clipHold(seconds),
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
