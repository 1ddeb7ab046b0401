import { CREDIT_COSTS, type VeoStatusResponse } from '@orato/shared';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { GenerationService } from '../generation/generation.service';

/** Text-to-video: a fixed 120 credits per clip, held at start and captured when the clip is saved. */
export class VeoService {
  constructor(
    private readonly generations: GenerationService,
    private readonly storage: ObjectStorage,
  ) {}

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
    const row = await this.generations.findOwn(userId, operationName);
    const status: VeoStatusResponse = { state: row.state, progress: row.progress };
    if (row.state === 'FAILED') {
      status.error = row.error ?? 'The video could not be generated.';
    }
    if (row.state === 'COMPLETE' && row.mediaKey) {
      status.url = await this.storage.getDownloadUrl(row.mediaKey);
      if (row.thumbnailKey) {
        status.thumbnail = await this.storage.getDownloadUrl(row.thumbnailKey);
      }
    }
    return status;
  }
}
