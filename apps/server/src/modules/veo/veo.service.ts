import { CREDIT_COSTS, type VeoStatusResponse } from '@orato/shared';
import type { GenerationService } from '../generation/generation.service';

/** Text-to-video: a fixed 120 credits per clip, held at start and captured when the clip is saved. */
export class VeoService {
  constructor(private readonly generations: GenerationService) {}

  async start(
    userId: string,
    prompt: string,
    negativePrompt: string,
  ): Promise<{ operation_name: string }> {
    const row = await this.generations.start({
      userId,
      feature: 'veo3-videos',
      input: { prompt, negativePrompt },
      holdCredits: CREDIT_COSTS.veoVideo,
      title: prompt,
    });
    return { operation_name: row.id };
  }

  async status(userId: string, operationName: string): Promise<VeoStatusResponse> {
    const { state, progress, url, thumbnail, error, engine } = await this.generations.describe(
      userId,
      operationName,
    );
    return {
      state,
      progress,
      ...(url && { url }),
      ...(thumbnail && { thumbnail }),
      ...(error && { error }),
      ...(engine && { engine }),
    };
  }
}
