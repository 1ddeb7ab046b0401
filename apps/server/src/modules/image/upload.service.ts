import {
  LIMITS,
  MESSAGES,
  type DeleteUploadsResponse,
  type UploadUsageResponse,
} from '@orato/shared';
import {
  ImageRejectedError,
  RecordingRejected,
  sanitizeImage,
  type PreparedRecording,
  type SanitizedImage,
} from '@orato/media';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { newObjectKey } from '../../lib/object-key';
import { InFlightLimit, PoolFull, type WorkPool } from '../../lib/work-pool';
import type { LibraryRepository } from '../library/library.repository';
import type { UploadRepository } from './upload.repository';

/** The image tool's Library feature: its entries are the images another tool may take as input. */
const IMAGE_FEATURE = 'nano-banana';

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

// the web app sends each choice of images as it is made: two at once covers a quick second choice
const UPLOADS_IN_FLIGHT_PER_USER = 2;
const EXPIRE_BATCH = 200;
const MB = 1024 * 1024;

/** Checks and normalises a voice recording (see prepareVoiceRecording); throws RecordingRejected. */
export type PrepareRecording = (data: Buffer) => Promise<PreparedRecording>;

/** What is stored for one accepted file, besides its owner and time. */
interface StoredUpload {
  data: Buffer;
  contentType: string;
  extension: string;
  width?: number;
  height?: number;
  durationMs?: number;
}

export interface UploadPolicy {
  /** Bytes of uploads no generation has used yet that one account may keep. */
  quotaBytes: number;
  clock: Clock;
  logger: { error(object: object, message: string): void };
}

/**
 * Uploads for generation: images, and voice recordings for "Use my voice". Every file is checked
 * and cleaned before any is stored, and a failure while storing removes what was stored: a
 * rejected request leaves nothing behind.
 */
export class UploadService {
  private readonly inFlight = new InFlightLimit(UPLOADS_IN_FLIGHT_PER_USER);

  /**
   * `imageWork` decodes the images and recordings; it is bounded and shared by every upload of
   * this process.
   */
  constructor(
    private readonly uploads: UploadRepository,
    private readonly library: LibraryRepository,
    private readonly storage: ObjectStorage,
    private readonly imageWork: WorkPool,
    private readonly policy: UploadPolicy,
    private readonly prepareRecording?: PrepareRecording,
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
    const stored = await this.store(
      userId,
      images.map((image) => ({
        data: image.data,
        contentType: image.contentType,
        extension: image.format === 'jpeg' ? 'jpg' : image.format,
        width: image.width,
        height: image.height,
      })),
    );
    const urls = await Promise.all(stored.map((key) => this.storage.getDownloadUrl(key)));
    return { uploaded_files: urls, message: MESSAGES.nanoBanana.uploadSuccess };
  }

  /**
   * A voice recording for "Use my voice": decoded, checked for speech and length, brought to
   * −16 LUFS and stored as a WAV upload of the caller's (quota, expiry, export like any upload).
   */
  async uploadRecording(
    userId: string,
    file: IncomingFile,
  ): Promise<{ recording_url: string; seconds: number; message: string }> {
    if (!this.prepareRecording) {
      throw new Error('no recording checker configured');
    }
    const prepare = this.prepareRecording;
    if (file.data.length > LIMITS.voiceRecordingMaxBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        MESSAGES.ownVoice.tooLarge(LIMITS.voiceRecordingMaxBytes / MB),
      );
    }
    if ((await this.uploads.unusedBytes(userId)) + file.data.length > this.policy.quotaBytes) {
      throw await this.quotaFull(userId);
    }
    const recording = await this.inPool(() => prepare(file.data)).catch((error: unknown) => {
      throw error instanceof RecordingRejected ? recordingRefusal(error) : error;
    });
    const [key] = await this.store(userId, [
      {
        data: recording.wav,
        contentType: 'audio/wav',
        extension: 'wav',
        durationMs: Math.round(recording.durationSeconds * 1000),
      },
    ]);
    return {
      recording_url: await this.storage.getDownloadUrl(key!),
      seconds: recording.durationSeconds,
      message: MESSAGES.ownVoice.uploaded,
    };
  }

  /** The caller's own recording by its link: its key and exact length; NOT_FOUND otherwise. */
  async ownRecording(userId: string, url: string): Promise<{ key: string; seconds: number }> {
    const key = this.storage.keyFromDownloadUrl(url);
    const [row] = key ? await this.uploads.findOwned(userId, [key]) : [];
    if (!row || row.durationMs === null) {
      throw new AppError('NOT_FOUND', MESSAGES.ownVoice.notFound);
    }
    return { key: row.key, seconds: row.durationMs / 1000 };
  }

  /** Stores the files and their rows within the quota; on any failure, removes what it stored. */
  private async store(userId: string, files: StoredUpload[]): Promise<string[]> {
    const stored: string[] = [];
    try {
      for (const file of files) {
        const key = newObjectKey(`users/${userId}/uploads`, file.extension);
        await this.storage.putObject(key, file.data, file.contentType);
        stored.push(key);
      }
      const rows = files.map((file, index) => ({
        userId,
        key: stored[index]!,
        contentType: file.contentType,
        width: file.width ?? null,
        height: file.height ?? null,
        durationMs: file.durationMs ?? null,
        bytes: file.data.length,
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
    return stored;
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
    const key = (await this.library.findOwn(userId, IMAGE_FEATURE, itemId))?.mediaKey;
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
    // a voice recording is no image input, whoever owns it
    const ownedKeys = new Set(
      owned.filter((row) => row.contentType.startsWith('image/')).map((row) => row.key),
    );
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
  private sanitizeAll(files: IncomingFile[]): Promise<SanitizedImage[]> {
    return this.inPool(async () => {
      const images: SanitizedImage[] = [];
      for (const file of files) {
        images.push(await this.sanitize(file));
      }
      return images;
    });
  }

  private async inPool<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.imageWork.run(work);
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

/** A refused recording, in the words the user reads (nothing was stored). */
function recordingRefusal(error: RecordingRejected): AppError {
  const M = MESSAGES.ownVoice;
  switch (error.problem) {
    case 'too-long':
      return new AppError('BAD_REQUEST', M.tooLong(LIMITS.voiceRecordingMaxSeconds));
    case 'silent':
      return new AppError('BAD_REQUEST', M.silent);
    case 'no-speech':
      return new AppError('BAD_REQUEST', M.noSpeech);
    default:
      return new AppError('UNSUPPORTED_MEDIA_TYPE', M.undecodable);
  }
}
