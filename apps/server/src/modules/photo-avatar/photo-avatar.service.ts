import {
  MESSAGES,
  PHOTO_AVATARS_MAX,
  photoCreatorName,
  type CreatePhotoAvatarResponse,
  type PhotoAvatar,
  type PhotoAvatarFields,
  type PhotoAvatarVoice,
} from '@orato/shared';
import type { FaceLandmarks, FaceRejection, PortraitAnalysis, SanitizedImage } from '@orato/media';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import { newObjectKey } from '../../lib/object-key';
import type { IncomingFile } from '../image/upload.service';
import type { PhotoAvatarRepository, PhotoAvatarRow } from './photo-avatar.repository';

const M = MESSAGES.photoAvatar;

const REJECTIONS: Readonly<Record<FaceRejection, string>> = {
  'no-face': M.noFace,
  'many-faces': M.manyFaces,
  'face-too-small': M.faceTooSmall,
  'face-turned': M.faceTurned,
};

/** What the service needs of the upload rules and the media engine, in our verbs. */
export interface PortraitTools {
  /** The Nano Banana upload checks: size, type, decoding, metadata stripped (AppError if not). */
  checkImage(file: IncomingFile): Promise<SanitizedImage>;
  analyze(image: Buffer): Promise<PortraitAnalysis>;
  thumbnail(image: Buffer, landmarks: FaceLandmarks): Promise<Buffer>;
  /** The voices of the configured voice engine. */
  voices(): PhotoAvatarVoice[];
  /** One of those voices saying a sentence in its language, as a WAV. */
  previewVoice(voice: PhotoAvatarVoice): Promise<Buffer>;
}

/** The portrait, its landmarks and its voice: what a photo avatar video is made from. */
export interface PhotoAvatarSource {
  portrait: { data: Buffer; contentType: string };
  portraitUrl: string;
  landmarks: FaceLandmarks;
  voice: string;
  language: string;
}

/**
 * A user's own portraits as talking avatars. A portrait is checked like any upload, then its face:
 * a refused photo leaves nothing stored, and only the owner ever sees or uses an avatar.
 */
export class PhotoAvatarService {
  constructor(
    private readonly avatars: PhotoAvatarRepository,
    private readonly storage: ObjectStorage,
    private readonly tools: PortraitTools,
  ) {}

  voices(): { voices: PhotoAvatarVoice[] } {
    return { voices: this.tools.voices() };
  }

  /** How a voice sounds, before a user picks it: only a listed voice is spoken. */
  async voicePreview(voiceId: string): Promise<Buffer> {
    const voice = this.tools.voices().find((each) => each.id === voiceId);
    if (!voice) {
      throw new AppError('NOT_FOUND', M.voiceUnknown);
    }
    return this.tools.previewVoice(voice);
  }

  async create(
    userId: string,
    fields: PhotoAvatarFields,
    file: IncomingFile | undefined,
  ): Promise<CreatePhotoAvatarResponse> {
    if (!file) {
      throw new AppError('BAD_REQUEST', M.imageRequired);
    }
    if (!this.tools.voices().some((voice) => voice.id === fields.voice)) {
      throw new AppError('BAD_REQUEST', M.voiceUnknown);
    }
    if ((await this.avatars.countOf(userId)) >= PHOTO_AVATARS_MAX) {
      throw new AppError('CONFLICT', M.tooMany(PHOTO_AVATARS_MAX));
    }
    const image = await this.tools.checkImage(file);
    const landmarks = await this.landmarksOf(image);
    const thumbnail = await this.tools.thumbnail(image.data, landmarks);
    const imageKey = newObjectKey(
      `users/${userId}/photo-avatars`,
      image.format === 'jpeg' ? 'jpg' : image.format,
    );
    const thumbnailKey = newObjectKey(`users/${userId}/photo-avatars`, 'jpg');
    let row: PhotoAvatarRow | undefined;
    try {
      await this.storage.putObject(imageKey, image.data, image.contentType);
      await this.storage.putObject(thumbnailKey, thumbnail, 'image/jpeg');
      row = await this.avatars.insertWithinLimit(
        {
          userId,
          name: fields.name,
          voice: fields.voice,
          language: fields.language,
          imageKey,
          thumbnailKey,
          landmarks,
        },
        PHOTO_AVATARS_MAX,
      );
    } finally {
      if (!row) {
        await this.removeFiles([imageKey, thumbnailKey]);
      }
    }
    if (!row) {
      throw new AppError('CONFLICT', M.tooMany(PHOTO_AVATARS_MAX));
    }
    return { avatar: await this.toResponse(row), message: M.created };
  }

  async list(userId: string): Promise<{ avatars: PhotoAvatar[] }> {
    const rows = await this.avatars.listOf(userId);
    return { avatars: await Promise.all(rows.map((row) => this.toResponse(row))) };
  }

  /** Removes the avatar, its portrait, thumbnail and landmarks; anyone else's reads as missing. */
  async delete(userId: string, id: string): Promise<{ message: string }> {
    const row = await this.avatars.findOwned(userId, id);
    if (!row) {
      throw new AppError('NOT_FOUND', M.notFound);
    }
    // files first: a file that will not go keeps its row, so the next try still finds it
    await Promise.all(
      [row.imageKey, row.thumbnailKey].map((key) => this.storage.deleteObject(key)),
    );
    await this.avatars.deleteOwned(userId, id);
    return { message: M.deleted };
  }

  /** The caller's own avatar (NOT_FOUND for anyone else's), for the avatar video step. */
  async requireOwned(userId: string, id: string): Promise<PhotoAvatarRow> {
    const row = await this.avatars.findOwned(userId, id);
    if (!row) {
      throw new AppError('NOT_FOUND', M.notFound);
    }
    return row;
  }

  /** What a render needs, read when the job runs (undefined once the avatar was deleted). */
  async sourceOf(id: string): Promise<PhotoAvatarSource | undefined> {
    const row = await this.avatars.findById(id);
    if (!row) {
      return undefined;
    }
    const object = await this.storage.getObject(row.imageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) {
      chunks.push(chunk as Buffer);
    }
    return {
      portrait: { data: Buffer.concat(chunks), contentType: object.contentType },
      // long enough for a provider to fetch it while the job is queued and submitted
      portraitUrl: await this.storage.getDownloadUrl(row.imageKey, { ttlSeconds: 60 * 60 }),
      landmarks: row.landmarks as FaceLandmarks,
      voice: row.voice,
      // renderers take the base code (en, not en-US)
      language: row.language.split('-')[0]!.toLowerCase(),
    };
  }

  private async landmarksOf(image: SanitizedImage): Promise<FaceLandmarks> {
    let analysis: PortraitAnalysis;
    try {
      analysis = await this.tools.analyze(image.data);
    } catch (error) {
      throw new AppError('UNAVAILABLE', M.analysisFailed, { cause: error });
    }
    if ('rejection' in analysis) {
      throw new AppError('BAD_REQUEST', REJECTIONS[analysis.rejection]);
    }
    return analysis.landmarks;
  }

  private async toResponse(row: PhotoAvatarRow): Promise<PhotoAvatar> {
    return {
      id: row.id,
      creatorName: photoCreatorName(row.id),
      name: row.name,
      voice: row.voice,
      language: row.language,
      thumbnailUrl: await this.storage.getDownloadUrl(row.thumbnailKey),
      createdAt: row.createdAt.toISOString(),
    };
  }

  private async removeFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.deleteObject(key).catch(() => undefined)));
  }
}
