import { CREDIT_COSTS, type VeoStatusResponse } from '@orato/shared';
import type { GenerationService } from '../generation/generation.service';
import type { UploadService } from '../image/upload.service';

/** Text-to-video: a fixed 120 credits per clip, held at start and captured when the clip is saved. */
export class VeoService {
  constructor(
    private readonly generations: GenerationService,
    private readonly uploads: UploadService,
  ) {}

  /** `startImageUrl`, when given, must be an upload of the caller: it becomes the first frame. */
  async start(
    userId: string,
    prompt: string,
    negativePrompt: string,
    startImageUrl?: string,
  ): Promise<{ operation_name: string }> {
    const [startImageKey] = startImageUrl
      ? await this.uploads.ownKeys(userId, [startImageUrl])
      : [];
    const row = await this.generations.start({
      userId,
      feature: 'veo3-videos',
      input: { prompt, negativePrompt, ...(startImageKey && { startImageKey }) },
      holdCredits: CREDIT_COSTS.veoVideo,
      title: prompt,
    });
    if (startImageKey) {
      // the job's input now: it no longer expires
      await this.uploads.markUsed(userId, [startImageKey]);
    }
    return { operation_name: row.id };
  }

  async status(userId: string, operationName: string): Promise<VeoStatusResponse> {
    const { state, progress, stage, url, thumbnail, error, engine, ...timing } =
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
    };
  }
}
