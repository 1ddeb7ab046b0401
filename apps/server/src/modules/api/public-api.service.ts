import type { FeatureKey, V1Job } from '@orato/shared';
import { toUnixSeconds } from '../../lib/clock';
import type { AvatarVideoService } from '../avatar/avatar-video.service';
import type { CreditsService } from '../credits/credits.service';
import type { GenerationService } from '../generation/generation.service';

/** The public API's own views over the product's services: one job shape for every feature. */
export class PublicApiService {
  constructor(
    private readonly generations: GenerationService,
    private readonly avatarVideo: AvatarVideoService,
    private readonly credits: CreditsService,
  ) {}

  /** The caller's job, whatever made it; anyone else's is answered like a missing one. */
  async job(userId: string, id: string): Promise<V1Job> {
    const row = await this.generations.findOwn(userId, id);
    const status = await this.generations.describe(userId, id);
    const done = status.state === 'COMPLETE' && status.url !== undefined;
    return {
      id: row.id,
      feature: row.feature as FeatureKey,
      state: status.state,
      stage: status.stage,
      progress: status.progress,
      engine: row.provider,
      created_at: toUnixSeconds(row.createdAt),
      ...(status.queue_position !== undefined && { queue_position: status.queue_position }),
      ...(status.eta_seconds !== undefined && { eta_seconds: status.eta_seconds }),
      ...(status.slow !== undefined && { slow: status.slow }),
      // from the status's own read: the row was read first, and the job may have ended in between
      credits: { held: row.holdCredits, charged: status.credits_charged ?? null },
      result: done
        ? {
            url: status.url!,
            thumbnail_url: status.thumbnail ?? null,
            duration_seconds: status.duration_seconds ?? null,
          }
        : null,
      error: status.error ?? null,
    };
  }

  async avatars(): Promise<{ name: string; image_url: string; language: string | null }[]> {
    const creators = await this.avatarVideo.listCreators();
    return creators.map((creator) => ({
      name: creator.name,
      image_url: creator.imageUrl,
      language: creator.language ?? null,
    }));
  }

  async balance(userId: string): Promise<number> {
    return this.credits.balance(userId);
  }
}
