import {
  LIBRARY_PAGE_SIZE,
  LIMITS,
  MESSAGES,
  VIDEO_FEATURE_KEYS,
  publicStorageUrl,
  type FeatureKey,
  type ImageItem,
  type V1LibraryItem,
  type VideoItem,
  type VideoVersion,
} from '@orato/shared';
import { coverJpeg } from '@orato/media';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import { newObjectKey } from '../../lib/object-key';
import type { InTransaction } from '../../db/transaction';
import type { GenerationRepository } from '../generation/generation.repository';
import type { StoryboardRepository } from '../storyboard/storyboard.repository';
import type { LibraryItemRow, LibraryRepository, PagedItemRow } from './library.repository';
import { decodeCursor, encodeCursor } from './library-cursor';

/** The tables that show a video's poster, each through its own repository, in one transaction. */
export interface PosterScope {
  library: LibraryRepository;
  generations: Pick<GenerationRepository, 'setThumbnail'>;
  storyboards: Pick<StoryboardRepository, 'setThumbnailOf'>;
}
import { toUnixSeconds } from '../../lib/clock';
import { resultFormat } from '../generation/generation-format';

/** Which page of a list: after `cursor` (the first page without one), `limit` entries. */
export interface PageRequest {
  cursor?: string;
  limit?: number;
}

/** The user's own finished media: listed with short-lived URLs, deleted with their files. */
export class LibraryService {
  constructor(
    private readonly library: LibraryRepository,
    private readonly storage: ObjectStorage,
    /** A poster change: the entry, the job that made it and the storyboard it is, together. */
    private readonly inTransaction: InTransaction<PosterScope>,
  ) {}

  /** A page of a video tab, newest first; translations are listed under their original. */
  async listVideos(
    userId: string,
    feature: string,
    page: PageRequest = {},
  ): Promise<{ videos: Record<string, VideoItem[]>; next_cursor: string | null }> {
    // storyboards are listed with the avatar videos, newest first among them
    const features = feature === 'ai-avatar' ? [feature, STORYBOARD_FEATURE] : [feature];
    const { rows, nextCursor } = await this.page(userId, features, page, true);
    const versions = await this.library.versionsOf(
      rows.map((row) => row.id),
      features,
    );
    const versionsOf = groupBy(versions, (row) => row.originalId!);
    const videos = await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        video_url: await this.urlOf(row.mediaKey),
        topic: row.title,
        thumbnail: row.thumbnailKey ? await this.urlOf(row.thumbnailKey) : null,
        avatar: row.avatar,
        created_at: toUnixSeconds(row.createdAt),
        engine: row.engine,
        ...formatOf(row, 'video'),
        ...(row.feature === STORYBOARD_FEATURE && {
          storyboard: true,
          captions_vtt_url: await this.urlOf(siblingKey(row.mediaKey, 'vtt')),
          captions_srt_url: await this.urlOf(siblingKey(row.mediaKey, 'srt')),
        }),
        ...(row.language && { language: row.language }),
        ...(versionsOf.has(row.id) && {
          versions: await Promise.all(
            versionsOf.get(row.id)!.map((version) => this.versionOf(version)),
          ),
        }),
      })),
    );
    return { videos: { [feature]: videos }, next_cursor: nextCursor };
  }

  /** One page of the user's entries of `features`, and where the next one starts. */
  private async page(
    userId: string,
    features: string[],
    { cursor, limit = LIBRARY_PAGE_SIZE }: PageRequest,
    originals: boolean,
  ): Promise<{ rows: PagedItemRow[]; nextCursor: string | null }> {
    // one more than asked for tells whether there is a next page without counting
    const rows = await this.library.page(userId, features, {
      limit: limit + 1,
      cursor: decodeCursor(cursor),
      originals,
    });
    const shown = rows.slice(0, limit);
    return {
      rows: shown,
      nextCursor: rows.length > limit ? encodeCursor(shown.at(-1)!) : null,
    };
  }

  /** A translation as its original's row shows it: the player's other language. */
  private async versionOf(row: LibraryItemRow): Promise<VideoVersion> {
    return {
      id: row.id,
      language: row.language ?? 'und',
      video_url: await this.urlOf(row.mediaKey),
      thumbnail: row.thumbnailKey ? await this.urlOf(row.thumbnailKey) : null,
      captions_vtt_url: await this.urlOf(siblingKey(row.mediaKey, 'vtt')),
      created_at: toUnixSeconds(row.createdAt),
    };
  }

  /** A page of the images tab, newest first. */
  async listImages(
    userId: string,
    page: PageRequest = {},
  ): Promise<{ images: Record<string, ImageItem[]>; next_cursor: string | null }> {
    const { rows, nextCursor } = await this.page(userId, [IMAGE_FEATURE], page, false);
    const images = await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        image_url: await this.urlOf(row.mediaKey),
        prompt: row.title,
        created_at: toUnixSeconds(row.createdAt),
        engine: row.engine,
        ...formatOf(row, 'image'),
      })),
    );
    return { images: { [IMAGE_FEATURE]: images }, next_cursor: nextCursor };
  }

  async deleteVideos(
    userId: string,
    feature: string,
    urls: string[],
  ): Promise<{ message: string }> {
    await this.deleteOwned(userId, feature, urls);
    return { message: MESSAGES.library.videosDeleted };
  }

  async deleteImages(userId: string, urls: string[]): Promise<{ message: string }> {
    await this.deleteOwned(userId, 'nano-banana', urls);
    return { message: MESSAGES.library.imagesDeleted };
  }

  /** A page of one feature's items in the public API's shape, newest first (translations too). */
  async listItems(
    userId: string,
    feature: FeatureKey,
    page: PageRequest = {},
  ): Promise<{ items: V1LibraryItem[]; next_cursor: string | null }> {
    const { rows, nextCursor } = await this.page(userId, [feature], page, false);
    const items = await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        feature,
        url: await this.urlOf(row.mediaKey),
        thumbnail_url: row.thumbnailKey ? await this.urlOf(row.thumbnailKey) : null,
        title: row.title,
        avatar: row.avatar,
        engine: row.engine,
        created_at: toUnixSeconds(row.createdAt),
        format: resultFormat(row, feature === 'nano-banana' ? 'image' : 'video'),
      })),
    );
    return { items, next_cursor: nextCursor };
  }

  /** Deletes one of the user's items by id, with its files. */
  async deleteItem(userId: string, id: string): Promise<void> {
    const row = await this.library.findOwnedById(userId, id);
    if (!row) {
      throw new AppError('NOT_FOUND', MESSAGES.server.notInLibrary);
    }
    await this.library.delete([row.id]);
    await this.deleteFiles(filesOf(row));
  }

  /**
   * Issue #22: one of the user's Library images becomes the poster of one of their videos. The
   * video gets its own cropped copy (deleting the image later leaves it intact), and its old poster
   * file goes. Anyone else's item reads as a missing one.
   */
  async setVideoThumbnail(
    userId: string,
    videoId: string,
    imageId: string,
  ): Promise<{ thumbnail: string; message: string }> {
    const [video, image] = await Promise.all([
      this.library.findOwnedById(userId, videoId),
      this.library.findOwnedById(userId, imageId),
    ]);
    if (!video) {
      throw new AppError('NOT_FOUND', MESSAGES.uploads.thumbnailVideoNotFound);
    }
    if (!image) {
      throw new AppError('NOT_FOUND', MESSAGES.uploads.libraryImageNotFound);
    }
    if (!THUMBNAIL_VIDEO_FEATURES.has(video.feature)) {
      throw new AppError('BAD_REQUEST', MESSAGES.uploads.thumbnailNeedsVideo);
    }
    // sample entries point at public files, not our storage: there is nothing of theirs to copy
    const info =
      image.feature === IMAGE_FEATURE && !image.mediaKey.startsWith('gs://')
        ? await this.storage.statObject(image.mediaKey)
        : undefined;
    if (image.feature !== IMAGE_FEATURE) {
      throw new AppError('BAD_REQUEST', MESSAGES.uploads.thumbnailNeedsImage);
    }
    if (!info) {
      throw new AppError('NOT_FOUND', MESSAGES.uploads.libraryImageNotFound);
    }
    if (info.size > LIMITS.uploadMaxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.server.imageTooLarge);
    }
    const poster = await coverJpeg(await this.readAll(image.mediaKey));
    const key = newObjectKey(`users/${userId}/thumbnails`, 'jpg');
    await this.storage.putObject(key, poster, 'image/jpeg');
    try {
      await this.replaceThumbnail(video, key);
    } catch (error) {
      await this.storage.deleteObject(key).catch(() => undefined);
      throw error;
    }
    // the rows point at the new file first: the old one is deleted only once nothing shows it
    const old = video.thumbnailKey;
    if (old && old !== key && !old.startsWith('gs://')) {
      await this.storage.deleteObject(old).catch(() => undefined);
    }
    return { thumbnail: await this.urlOf(key), message: MESSAGES.uploads.thumbnailSet };
  }

  /**
   * Points a video's entry at a new poster, and with it the job that made it and the storyboard it
   * is, which show the same file: nothing is left pointing at the old one.
   */
  private replaceThumbnail(item: LibraryItemRow, thumbnailKey: string): Promise<void> {
    return this.inTransaction(async ({ library, generations, storyboards }) => {
      await library.setThumbnail(item.id, thumbnailKey);
      if (item.generationId) {
        await generations.setThumbnail(item.generationId, thumbnailKey);
      }
      await storyboards.setThumbnailOf(item.mediaKey, thumbnailKey);
    });
  }

  /** Removes every file a user has stored (when the account is deleted). */
  async deleteFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.deleteObject(key)));
  }

  private async deleteOwned(userId: string, feature: string, urls: string[]): Promise<void> {
    const keys = urls
      .map((url) => this.storage.keyFromDownloadUrl(url))
      .filter((key): key is string => key !== undefined);
    const features = feature === 'ai-avatar' ? [feature, STORYBOARD_FEATURE] : [feature];
    const rows = keys.length
      ? (
          await Promise.all(features.map((each) => this.library.findOwned(userId, each, keys)))
        ).flat()
      : [];
    if (rows.length === 0) {
      throw new AppError('NOT_FOUND', MESSAGES.server.notInLibrary);
    }
    // a storyboard's scenes and parts are its files too
    const storyboardFiles = await Promise.all(
      rows
        .filter((row) => row.feature === STORYBOARD_FEATURE)
        .map((row) => this.library.storyboardFilesOf(row.mediaKey)),
    );
    // rows first: an entry never points at a deleted file; a file already gone is not an error
    await this.library.delete(rows.map((row) => row.id));
    await this.deleteFiles([...new Set([...rows.flatMap(filesOf), ...storyboardFiles.flat()])]);
  }

  private async readAll(key: string): Promise<Buffer> {
    const { body } = await this.storage.getObject(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  private urlOf(key: string): Promise<string> {
    return key.startsWith('gs://')
      ? Promise.resolve(publicStorageUrl(key))
      : this.storage.getDownloadUrl(key);
  }
}

/** The feature a storyboard's Library entry has; it is listed on the avatar videos' tab. */
const STORYBOARD_FEATURE = 'storyboard';

const IMAGE_FEATURE = 'nano-banana';

/** The Library videos a poster can be chosen for. */
const THUMBNAIL_VIDEO_FEATURES = new Set<string>([...VIDEO_FEATURE_KEYS, STORYBOARD_FEATURE]);

/** A file stored beside a video under the same name (its captions). */
function siblingKey(mediaKey: string, extension: 'vtt' | 'srt'): string {
  return mediaKey.replace(/\.mp4$/, `.${extension}`);
}

function filesOf(row: LibraryItemRow): string[] {
  return [
    row.mediaKey,
    row.thumbnailKey,
    siblingKey(row.mediaKey, 'vtt'),
    ...(row.feature === STORYBOARD_FEATURE ? [siblingKey(row.mediaKey, 'srt')] : []),
  ].filter((key): key is string => typeof key === 'string' && !key.startsWith('gs://'));
}

/** `rows` by `key`, each group in the rows' order. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) {
      group.push(row);
    } else {
      groups.set(key(row), [row]);
    }
  }
  return groups;
}

/** An item's format, where it has one (items saved before formats have none). */
function formatOf(row: LibraryItemRow, kind: 'video' | 'image') {
  const format = resultFormat(row, kind);
  return format ? { format } : {};
}
