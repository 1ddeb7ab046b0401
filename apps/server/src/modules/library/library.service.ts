import { MESSAGES, publicStorageUrl, type ImageItem, type VideoItem } from '@orato/shared';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import type { LibraryItemRow, LibraryRepository } from './library.repository';
import { toUnixSeconds } from '../../lib/clock';

/** The user's own finished media: listed with short-lived URLs, deleted with their files. */
export class LibraryService {
  constructor(
    private readonly library: LibraryRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async listVideos(
    userId: string,
    feature: string,
  ): Promise<{ videos: Record<string, VideoItem[]> }> {
    const rows = await this.library.list(userId, feature);
    // storyboards are listed with the avatar videos, newest first among them
    if (feature === 'ai-avatar') {
      rows.push(...(await this.library.list(userId, STORYBOARD_FEATURE)));
      rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    }
    const videos = await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        video_url: await this.urlOf(row.mediaKey),
        topic: row.title,
        thumbnail: row.thumbnailKey ? await this.urlOf(row.thumbnailKey) : null,
        avatar: row.avatar,
        created_at: toUnixSeconds(row.createdAt),
        engine: row.engine,
        ...(row.feature === STORYBOARD_FEATURE && {
          storyboard: true,
          captions_vtt_url: await this.urlOf(siblingKey(row.mediaKey, 'vtt')),
          captions_srt_url: await this.urlOf(siblingKey(row.mediaKey, 'srt')),
        }),
      })),
    );
    return { videos: { [feature]: videos } };
  }

  async listImages(userId: string): Promise<{ images: Record<string, ImageItem[]> }> {
    const rows = await this.library.list(userId, 'nano-banana');
    const images = await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        image_url: await this.urlOf(row.mediaKey),
        prompt: row.title,
        created_at: toUnixSeconds(row.createdAt),
        engine: row.engine,
      })),
    );
    return { images: { 'nano-banana': images } };
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

  private urlOf(key: string): Promise<string> {
    return key.startsWith('gs://')
      ? Promise.resolve(publicStorageUrl(key))
      : this.storage.getDownloadUrl(key);
  }
}

/** The feature a storyboard's Library entry has; it is listed on the avatar videos' tab. */
const STORYBOARD_FEATURE = 'storyboard';

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
