import { MESSAGES, type ImageAspect, type NanoBananaResponse } from '@orato/shared';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import type { GenerationService } from '../generation/generation.service';
import type { GenerationRow } from '../generation/generation.repository';
import { resolveImageAspect, resultFormat } from '../generation/generation-format';
import { imageHold } from '../generation/features/nano-banana.feature';
import type { UploadService } from './upload.service';

// the spec's client waits on this call; a worker makes the image meanwhile
const WAIT_FOR_IMAGE_MS = 90_000;

/** Nano Banana: 2 credits per image; the request waits for the worker and answers with the image. */
export class ImageService {
  constructor(
    private readonly generations: GenerationService,
    private readonly uploads: UploadService,
    private readonly storage: ObjectStorage,
  ) {}

  /** Holds the credits and queues the image; `imageUrls` must be uploads of the caller. */
  async start(
    userId: string,
    prompt: string,
    imageUrls: string[],
    requestedAspect?: ImageAspect,
  ): Promise<GenerationRow> {
    const { support, engine } = this.generations.supportFor('nano-banana');
    const aspect = resolveImageAspect(support, engine, requestedAspect);
    const inputKeys = await this.uploads.ownKeys(userId, imageUrls);
    const started = await this.generations.start({
      userId,
      feature: 'nano-banana',
      input: { prompt, inputKeys },
      holdCredits: imageHold(),
      format: { aspect, resolution: null },
      title: prompt,
    });
    // once a generation has them, they are its input and no longer expire
    await this.uploads.markUsed(userId, inputKeys);
    return started;
  }

  async generate(
    userId: string,
    prompt: string,
    imageUrls: string[],
    aspect?: ImageAspect,
  ): Promise<NanoBananaResponse> {
    const started = await this.start(userId, prompt, imageUrls, aspect);
    const row = await this.generations.waitForEnd(started.id, WAIT_FOR_IMAGE_MS);
    if (!row) {
      throw new AppError('GONE', MESSAGES.auth.accountDeleted);
    }
    if (row.state === 'FAILED') {
      throw new AppError('UNAVAILABLE', row.error ?? MESSAGES.nanoBanana.generationFailed);
    }
    if (row.state !== 'COMPLETE' || !row.mediaKey) {
      throw new AppError(
        'UNAVAILABLE',
        'The image is taking longer than usual. It will appear in your library when it is ready.',
      );
    }
    const imageUrl = await this.storage.getDownloadUrl(row.mediaKey);
    const format = resultFormat(row, 'image');
    return {
      image_url: imageUrl,
      generated_images: [imageUrl],
      message: MESSAGES.nanoBanana.generationSuccess,
      ...(row.notes && { applied_edits: row.notes }),
      ...(row.notApplied && { not_applied: row.notApplied }),
      ...(row.description && { description: row.description }),
      engine: row.provider,
      ...(format && { format }),
    };
  }
}
