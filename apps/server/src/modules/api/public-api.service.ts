import type { FeatureKey, V1Job, V1LibraryItem } from '@orato/shared';
import { absoluteUrl } from '../../lib/absolute-url';
import { toUnixSeconds } from '../../lib/clock';
import type { AvatarVideoService } from '../avatar/avatar-video.service';
import type { CreditsService } from '../credits/credits.service';
import type { GenerationService } from '../generation/generation.service';
import { jobLanguage } from '../generation/generation-language';
import type { LibraryService, PageRequest } from '../library/library.service';

/**
 * The public API's own views over the product's services: one job shape for every feature, and
 * every link absolute (from the public API's origin): a program has no page to resolve
 * `/api/media/…` against.
 */
export class PublicApiService {
  constructor(
    private readonly generations: GenerationService,
    private readonly avatarVideo: AvatarVideoService,
    private readonly credits: CreditsService,
    private readonly library: LibraryService,
    private readonly apiOrigin: string,
  ) {}

  /** Our own root-relative links made absolute; others (S3 presigned) as they are. */
  links(urls: string[]): string[] {
    return urls.map((url) => this.link(url));
  }

  private link(url: string): string {
    return absoluteUrl(this.apiOrigin, url);
  }

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
            url: this.link(status.url!),
            thumbnail_url: status.thumbnail ? this.link(status.thumbnail) : null,
            duration_seconds: status.duration_seconds ?? null,
          }
        : null,
      format: status.format ?? null,
      language: jobLanguage(row) ?? null,
      error: status.error ?? null,
    };
  }

  async avatars(): Promise<{ name: string; image_url: string; language: string | null }[]> {
    const creators = await this.avatarVideo.listCreators();
    return creators.map((creator) => ({
      name: creator.name,
      image_url: this.link(creator.imageUrl),
      language: creator.language ?? null,
    }));
  }

  /** One feature's library entries, newest first, a page at a time, their links absolute. */
  async listLibrary(
    userId: string,
    feature: FeatureKey,
    page: PageRequest,
  ): Promise<{ items: V1LibraryItem[]; next_cursor: string | null }> {
    const { items, next_cursor } = await this.library.listItems(userId, feature, page);
    return {
      items: items.map((item) => ({
        ...item,
        url: this.link(item.url),
        thumbnail_url: item.thumbnail_url === null ? null : this.link(item.thumbnail_url),
      })),
      next_cursor,
    };
  }

  async balance(userId: string): Promise<number> {
    return this.credits.balance(userId);
  }
}
