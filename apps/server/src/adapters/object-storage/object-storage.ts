import type { Readable } from 'node:stream';
import type { ByteRange } from '../../lib/http-range';

export type { ByteRange };

export interface ObjectInfo {
  size: number;
  contentType: string;
}

export interface ObjectRead extends ObjectInfo {
  body: Readable;
  /** The bytes this read covers when a range was asked for. */
  range?: ByteRange;
}

/** Where media files live: a local folder by default, an S3-compatible bucket at scale. */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Stores bytes under a key, replacing what was there. */
  putObject(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Reads an object, or a byte range of it; throws NOT_FOUND when it is missing. */
  getObject(key: string, range?: ByteRange): Promise<ObjectRead>;
  /** Size and type, or undefined when the object is missing. */
  statObject(key: string): Promise<ObjectInfo | undefined>;
  /** Removes an object; removing a missing one is not an error. */
  deleteObject(key: string): Promise<void>;
  /** A short-lived URL a browser can fetch (and seek in) without a session. */
  getDownloadUrl(
    key: string,
    options?: { ttlSeconds?: number; filename?: string },
  ): Promise<string>;
  /** The key a download URL of ours points at, or undefined when it is not one of ours. */
  keyFromDownloadUrl(url: string): string | undefined;
  /** Throws when the storage cannot be reached. */
  checkHealth(): Promise<void>;
}
