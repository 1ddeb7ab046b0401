import {
  LIMITS,
  MESSAGES,
  type DeleteUploadsResponse,
  type UploadUsageResponse,
} from '@orato/shared';
import { ImageRejectedError, sanitizeImage, type SanitizedImage } from '@orato/media';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { newObjectKey } from '../../lib/object-key';
import { InFlightLimit, PoolFull, type WorkPool } from '../../lib/work-pool';
import type { UploadRepository } from './upload.repository';

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

// the web app sends each choice of images as it is made: two at once covers a quick second choice
const UPLOADS_IN_FLIGHT_PER_USER = 2;
const EXPIRE_BATCH = 200;
const MB = 1024 * 1024;

export interface UploadPolicy {
  /** Bytes of uploads no generation has used yet that one account may keep. */
  quotaBytes: number;
  clock: Clock;
  logger: { error(object: object, message: string): void };
}

/**
 * Image uploads for generation. Every file is checked and cleaned before any is stored, and a
 * failure while storing removes what was stored: a rejected request leaves nothing behind.
 */
export class UploadService {
  private readonly inFlight = new InFlightLimit(UPLOADS_IN_FLIGHT_PER_USER);

  /** `imageWork` decodes the images; it is bounded and shared by every upload of this process. */
  constructor(
    private readonly uploads: UploadRepository,
    private readonly storage: ObjectStorage,
    private readonly imageWork: WorkPool,
    private readonly policy: UploadPolicy,
  ) {}

  /**
   * Runs one upload request of `userId`, from reading its body on: a user with uploads already in
   * flight is refused before a byte is read, so one account cannot queue decodes without bound.
   */
  async withUploadSlot<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const release = this.inFlight.tryEnter(userId);
    if (!release) {
      throw new AppError('RATE_LIMITED', MESSAGES.uploads.tooManyAtOnce);
    }
    try {
      return await work();
    } finally {
      release();
    }
  }

  async upload(
    userId: string,
    files: IncomingFile[],
  ): Promise<{ uploaded_files: string[]; message: string }> {
    if (files.length === 0) {
      throw new AppError('BAD_REQUEST', MESSAGES.nanoBanana.imageRequired);
    }
    if (files.length > LIMITS.imagesMultiModeMax) {
      throw new AppError('BAD_REQUEST', MESSAGES.nanoBanana.multiModeMax);
    }
    // a full quota is refused before any decoding; the exact count is taken again at the insert
    const incoming = files.reduce((total, file) => total + file.data.length, 0);
    if ((await this.uploads.unusedBytes(userId)) + incoming > this.policy.quotaBytes) {
      throw await this.quotaFull(userId);
    }
    const images = await this.sanitizeAll(files);
    const stored: string[] = [];
    try {
      for (const image of images) {
        const key = newObjectKey(
          `users/${userId}/uploads`,
          image.format === 'jpeg' ? 'jpg' : image.format,
        );
        await this.storage.putObject(key, image.data, image.contentType);
        stored.push(key);
      }
      const rows = images.map((image, index) => ({
        userId,
        key: stored[index]!,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.data.length,
        // on the service's clock, which the expiry reads too
        createdAt: this.policy.clock(),
      }));
      if (!(await this.uploads.insertWithinQuota(userId, rows, this.policy.quotaBytes))) {
        throw await this.quotaFull(userId);
      }
    } catch (error) {
      await Promise.all(stored.map((key) => this.storage.deleteObject(key).catch(() => undefined)));
      throw error;
    }
    const urls = await Promise.all(stored.map((key) => this.storage.getDownloadUrl(key)));
    return { uploaded_files: urls, message: MESSAGES.nanoBanana.uploadSuccess };
  }

  /**
   * Copies the caller's own Library image into a new upload of theirs, through the same checks and
   * quota as a file sent by the browser. The copy is the new job's own input: deleting the Library
   * entry later cannot break a job that took it. Another user's item reads as a missing one.
   */
  async fromLibrary(
    userId: string,
    itemId: string,
  ): Promise<{ uploaded_files: string[]; message: string }> {
    const key = await this.uploads.findLibraryImageKey(userId, itemId);
    // sample entries point at public files, not our storage: there is nothing of theirs to copy
    const info = key && !key.startsWith('gs://') ? await this.storage.statObject(key) : undefined;
    if (!key || !info) {
      throw new AppError('NOT_FOUND', MESSAGES.uploads.libraryImageNotFound);
    }
    if (info.size > LIMITS.uploadMaxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.server.imageTooLarge);
    }
    const data = await this.readAll(key);
    const result = await this.upload(userId, [{ filename: key.split('/').pop()!, data }]);
    return { ...result, message: MESSAGES.uploads.fromLibrary };
  }

  /**
   * The checks of an upload on one file, storing nothing: type by its bytes, size, pixels, a full
   * decode, metadata stripped (photo avatars take their portrait through these).
   */
  async checkImage(file: IncomingFile): Promise<SanitizedImage> {
    const [image] = await this.sanitizeAll([file]);
    return image!;
  }

  /** Resolves the caller's own upload URLs to storage keys; anyone else's is refused. */
  async ownKeys(userId: string, urls: string[]): Promise<string[]> {
    const keys = urls.map((url) => this.storage.keyFromDownloadUrl(url));
    const owned = await this.uploads.findOwned(
      userId,
      keys.filter((key): key is string => key !== undefined),
    );
    const ownedKeys = new Set(owned.map((row) => row.key));
    if (keys.some((key) => !key || !ownedKeys.has(key))) {
      throw new AppError(
        'FORBIDDEN',
        'Only images you uploaded can be used. Please upload them again.',
      );
    }
    return keys as string[];
  }

  /** Marks uploads as taken by a generation: they are its input now, and no longer expire. */
  async markUsed(userId: string, keys: string[]): Promise<void> {
    await this.uploads.markUsed(userId, keys, this.policy.clock());
  }

  async usage(userId: string): Promise<UploadUsageResponse> {
    return {
      used_bytes: await this.uploads.unusedBytes(userId),
      quota_bytes: this.policy.quotaBytes,
      unused_expire_hours: LIMITS.unusedUploadHours,
    };
  }

  /**
   * Deletes the caller's own uploads, files and rows. If any link is not one of theirs (someone
   * else's, expired, made up), nothing is deleted and the answer is the same as for a missing one.
   */
  async deleteOwn(userId: string, urls: string[]): Promise<DeleteUploadsResponse> {
    const keys = [...new Set(urls.map((url) => this.storage.keyFromDownloadUrl(url)))];
    const wanted = keys.filter((key): key is string => key !== undefined);
    const owned = await this.uploads.findOwned(userId, wanted);
    if (keys.length !== wanted.length || owned.length !== wanted.length) {
      throw new AppError('NOT_FOUND', MESSAGES.uploads.notFound);
    }
    // files first: a file that will not go keeps its row, so the next try still finds it
    await Promise.all(wanted.map((key) => this.storage.deleteObject(key)));
    await this.uploads.deleteOwned(userId, wanted);
    return { message: MESSAGES.uploads.deleted, ...(await this.usage(userId)) };
  }

  /**
   * Deletes uploads no generation used, made before `before` (a day ago unless the retention job
   * says); returns how many went.
   */
  async expireUnused(
    before = addSeconds(this.policy.clock(), -LIMITS.unusedUploadHours * 3600),
  ): Promise<number> {
    let expired = 0;
    for (;;) {
      const rows = await this.uploads.findUnusedBefore(before, EXPIRE_BATCH);
      const gone: string[] = [];
      for (const row of rows) {
        await this.storage.deleteObject(row.key).then(
          () => gone.push(row.key),
          (error: unknown) =>
            this.policy.logger.error({ err: error, key: row.key }, 'expired upload not deleted'),
        );
      }
      expired += (await this.uploads.deleteUnused(gone)).length;
      // a batch whose files would not all go is left for the next run rather than retried now
      if (rows.length < EXPIRE_BATCH || gone.length < rows.length) {
        return expired;
      }
    }
  }

  private async quotaFull(userId: string): Promise<AppError> {
    const used = Math.ceil((await this.uploads.unusedBytes(userId)) / MB);
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      MESSAGES.uploads.quotaFull(used, Math.round(this.policy.quotaBytes / MB)),
    );
  }

  private async readAll(key: string): Promise<Buffer> {
    const { body } = await this.storage.getObject(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  /** One turn of the image pool per request, its files one after another: a fair share each. */
  private async sanitizeAll(files: IncomingFile[]): Promise<SanitizedImage[]> {
    try {
      return await this.imageWork.run(async () => {
        const images: SanitizedImage[] = [];
        for (const file of files) {
          images.push(await this.sanitize(file));
        }
        return images;
      });
    } catch (error) {
      if (error instanceof PoolFull) {
        throw new AppError('RATE_LIMITED', MESSAGES.uploads.serverBusy, { cause: error });
      }
      throw error;
    }
  }

  private async sanitize(file: IncomingFile): Promise<SanitizedImage> {
    if (file.data.length > LIMITS.uploadMaxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.server.fileTooLarge(file.filename));
    }
    try {
      return await sanitizeImage(file.data, {
        maxPixels: LIMITS.uploadMaxPixels,
        filename: file.filename,
      });
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', error.message);
      }
      throw error;
    }
  }
}
