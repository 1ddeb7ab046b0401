import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { AvatarVideoService } from '../avatar/avatar-video.service';
import type { CreditsService } from '../credits/credits.service';
import type { GenerationService } from '../generation/generation.service';
import type { LibraryService } from '../library/library.service';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKeyService } from './api-key.service';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';
import { PublicApiService } from './public-api.service';

/** The public API: its keys, its idempotent retries, and the tools as a program calls them. */
export function createApiModule(parts: {
  db: Database;
  generations: GenerationService;
  avatarVideo: AvatarVideoService;
  credits: CreditsService;
  library: LibraryService;
  /** Our own root-relative media links are made absolute on this origin. */
  apiOrigin: string;
  clock: Clock;
}) {
  const { db, clock } = parts;
  return {
    apiKeys: new ApiKeyService(new ApiKeyRepository(db), clock),
    idempotency: new IdempotencyService(new IdempotencyRepository(db), clock),
    publicApi: new PublicApiService(
      parts.generations,
      parts.avatarVideo,
      parts.credits,
      parts.library,
      parts.apiOrigin,
    ),
  };
}
