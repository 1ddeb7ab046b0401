import { randomInt } from 'node:crypto';
import {
  avatarHoldCredits,
  MESSAGES,
  type AvatarVideoInput,
  type GenerationStatusResponse,
} from '@orato/shared';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { ScriptWriter } from '../../adapters/script-writer/script-writer';
import type { AvatarVideoGenerator, Creator } from '../../adapters/video-generator/video-generator';
import { AppError } from '../../lib/app-error';
import type { GenerationRow } from '../generation/generation.repository';
import type { GenerationService } from '../generation/generation.service';
import type { LibraryRepository } from '../library/library.repository';

const CREATORS_CACHE_MS = 10 * 60 * 1000;

/** Script → presenter → video: the avatar wizard's rules; the pipeline does the work. */
export class AvatarVideoService {
  private creatorsCache: { at: number; creators: Promise<Creator[]> } | undefined;

  constructor(
    private readonly generator: AvatarVideoGenerator,
    private readonly scriptWriter: ScriptWriter,
    private readonly generations: GenerationService,
    private readonly library: LibraryRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async writeScript(topic: string): Promise<{ script: string }> {
    try {
      return { script: await this.scriptWriter.writeScript(topic, randomInt(1_000_000)) };
    } catch (error) {
      throw new AppError('UNAVAILABLE', MESSAGES.avatar.scriptFailed, { cause: error });
    }
  }

  listCreators(): Promise<Creator[]> {
    if (!this.creatorsCache || Date.now() - this.creatorsCache.at > CREATORS_CACHE_MS) {
      const creators = this.generator.listCreators();
      creators.catch(() => (this.creatorsCache = undefined));
      this.creatorsCache = { at: Date.now(), creators };
    }
    return this.creatorsCache.creators;
  }

  async creatorThumbnail(creatorId: string): Promise<Buffer> {
    const image = await this.generator.creatorThumbnail?.(creatorId);
    if (!image) {
      throw new AppError('NOT_FOUND', 'No such avatar');
    }
    return image;
  }

  async start(
    userId: string,
    input: AvatarVideoInput,
  ): Promise<{ operationId: string; operation_id: string }> {
    const creators = await this.listCreators();
    if (!creators.some((creator) => creator.name === input.creatorName)) {
      throw new AppError('BAD_REQUEST', MESSAGES.avatar.selectAvatar);
    }
    const row = await this.generations.start({
      userId,
      feature: 'ai-avatar',
      input: { creatorName: input.creatorName, script: input.script },
      holdCredits: avatarHoldCredits(input.script),
      title: input.topic?.trim() || input.script.split(/\s+/).slice(0, 8).join(' '),
      avatar: input.creatorName,
    });
    return { operationId: row.id, operation_id: row.id };
  }

  async status(userId: string, operationId: string): Promise<GenerationStatusResponse> {
    return describeGeneration(await this.generations.findOwn(userId, operationId), this.storage);
  }

  /** The spec's client saves after polling; the server already did, so this only confirms ownership. */
  async saveVideo(userId: string, videoUrl: string): Promise<{ message: string }> {
    const key = this.storage.keyFromDownloadUrl(videoUrl);
    const item = key ? await this.library.findByMediaKey(key) : undefined;
    if (!item || item.userId !== userId) {
      throw new AppError('NOT_FOUND', 'This video was not made in your account.');
    }
    return { message: MESSAGES.avatar.saved };
  }
}

export async function describeGeneration(
  row: GenerationRow,
  storage: ObjectStorage,
): Promise<GenerationStatusResponse> {
  const status: GenerationStatusResponse = {
    state: row.state,
    progress: row.progress,
    stage: row.stage,
  };
  if (row.state === 'FAILED') {
    status.error = row.error ?? 'The generation failed.';
  }
  if (row.state === 'COMPLETE' && row.mediaKey) {
    const url = await storage.getDownloadUrl(row.mediaKey);
    Object.assign(status, { url, video_url: url });
    if (row.thumbnailKey) {
      status.thumbnail = await storage.getDownloadUrl(row.thumbnailKey);
    }
    if (row.durationSeconds !== null) {
      status.duration_seconds = row.durationSeconds;
    }
    if (row.chargedCredits !== null) {
      status.credits_charged = row.chargedCredits;
    }
  }
  return status;
}
