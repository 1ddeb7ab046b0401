import { MESSAGES } from '@orato/shared';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { attachmentDisposition } from '../../lib/http-range';
import { assertValidObjectKey, isValidObjectKey } from '../../lib/object-key';
import type { ByteRange, ObjectInfo, ObjectRead, ObjectStorage } from './object-storage';
import { partsOf } from './s3-parts';

export interface S3ObjectStorageOptions {
  bucket: string;
  region: string;
  /** Unset for AWS; the provider's endpoint for GCS, R2 or MinIO. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  urlTtlSeconds: number;
}

/** SigV4 presigned URLs live at most seven days. */
const MAX_PRESIGN_SECONDS = 604_800;
const FALLBACK_TYPE = 'application/octet-stream';
/** A stream longer than one part goes up in parts of this size (S3's least is 5 MiB). */
const PART_BYTES = 8 * 1024 * 1024;

/** Objects in an S3-compatible bucket (AWS S3, GCS interoperability, R2, MinIO). */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = 's3';
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #urlTtlSeconds: number;
  readonly #forcePathStyle: boolean;

  constructor(options: S3ObjectStorageOptions) {
    this.#bucket = options.bucket;
    this.#urlTtlSeconds = options.urlTtlSeconds;
    this.#forcePathStyle = options.forcePathStyle;
    this.#client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // the SDK's default CRC32 headers and aws-chunked bodies are refused by GCS and R2, and
      // would bake an empty-body checksum into presigned URLs
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async putObject(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    assertValidObjectKey(key);
    if (Buffer.isBuffer(body)) {
      return this.#putWhole(key, body, contentType);
    }
    // a stream (a data export's ZIP) may be larger than memory: up in parts, one held at a time;
    // a stream shorter than one part is one plain PUT
    const parts = partsOf(body, PART_BYTES);
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      return this.#putWhole(key, first.done ? Buffer.alloc(0) : first.value, contentType);
    }
    const { UploadId } = await this.#client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.#bucket,
        Key: key,
        ContentType: contentType,
      }),
    );
    const target = { Bucket: this.#bucket, Key: key, UploadId };
    try {
      const done: { ETag: string | undefined; PartNumber: number }[] = [];
      const upload = async (bytes: Buffer) => {
        const PartNumber = done.length + 1;
        const { ETag } = await this.#client.send(
          new UploadPartCommand({ ...target, PartNumber, Body: bytes }),
        );
        done.push({ ETag, PartNumber });
      };
      await upload(first.value as Buffer);
      await upload(second.value);
      for await (const part of parts) {
        await upload(part);
      }
      await this.#client.send(
        new CompleteMultipartUploadCommand({ ...target, MultipartUpload: { Parts: done } }),
      );
    } catch (error) {
      // an upload never completed leaves no object: a reader never sees part of one
      await this.#client.send(new AbortMultipartUploadCommand(target)).catch(() => undefined);
      throw error;
    }
  }

  async #putWhole(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async getObject(key: string, range?: ByteRange): Promise<ObjectRead> {
    const output = await this.#client
      .send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: assertValidObjectKey(key),
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      )
      .catch((error: unknown) => {
        throw toAppError(error);
      });
    if (!(output.Body instanceof Readable)) {
      throw new Error('S3 GetObject returned no readable body');
    }
    const served = parseContentRange(output.ContentRange);
    return {
      size: served?.size ?? output.ContentLength ?? 0,
      contentType: output.ContentType ?? FALLBACK_TYPE,
      body: output.Body,
      ...(served && { range: { start: served.start, end: served.end } }),
    };
  }

  async statObject(key: string): Promise<ObjectInfo | undefined> {
    try {
      const output = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: assertValidObjectKey(key) }),
      );
      return { size: output.ContentLength ?? 0, contentType: output.ContentType ?? FALLBACK_TYPE };
    } catch (error) {
      if (isNotFound(error)) {
        return undefined;
      }
      throw error;
    }
  }

  async deleteObject(key: string): Promise<void> {
    try {
      await this.#client.send(
        new DeleteObjectCommand({ Bucket: this.#bucket, Key: assertValidObjectKey(key) }),
      );
    } catch (error) {
      // S3 answers 204 for a missing key; some compatibles answer 404, which means the same
      if (!isNotFound(error)) {
        throw error;
      }
    }
  }

  async getDownloadUrl(
    key: string,
    options: { ttlSeconds?: number; filename?: string } = {},
  ): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.#bucket,
      Key: assertValidObjectKey(key),
      ResponseContentDisposition:
        options.filename === undefined ? undefined : attachmentDisposition(options.filename),
    });
    const ttlSeconds = options.ttlSeconds ?? this.#urlTtlSeconds;
    return getSignedUrl(this.#client, command, {
      expiresIn: Math.min(Math.max(1, ttlSeconds), MAX_PRESIGN_SECONDS),
    });
  }

  keyFromDownloadUrl(url: string): string | undefined {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(url).pathname.replace(/^\/+/, ''));
    } catch {
      return undefined;
    }
    // path-style URLs carry the bucket as the first segment; virtual-hosted ones in the host
    const bucketPrefix = `${this.#bucket}/`;
    if (this.#forcePathStyle && !pathname.startsWith(bucketPrefix)) {
      return undefined;
    }
    const key = this.#forcePathStyle ? pathname.slice(bucketPrefix.length) : pathname;
    return isValidObjectKey(key) ? key : undefined;
  }

  async checkHealth(): Promise<void> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
    } catch (error) {
      throw new AppError('UNAVAILABLE', MESSAGES.server.storageUnreachable, { cause: error });
    }
  }

  /** Closes the client's sockets (for tests and shutdown). */
  destroy(): void {
    this.#client.destroy();
  }
}

/** `bytes 10-19/100` → the served range and the whole size; undefined for a full response. */
export function parseContentRange(
  header: string | undefined,
): (ByteRange & { size: number }) | undefined {
  const match = header?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
  if (!match) {
    return undefined;
  }
  const [start, end, size] = match.slice(1).map(Number) as [number, number, number];
  return { start, end, size };
}

interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as SdkError;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

function toAppError(error: unknown): unknown {
  if (isNotFound(error)) {
    return new AppError('NOT_FOUND', MESSAGES.server.fileNotFound, { cause: error });
  }
  const { name, $metadata } = (error ?? {}) as SdkError;
  if (name === 'InvalidRange' || $metadata?.httpStatusCode === 416) {
    return new AppError('BAD_REQUEST', MESSAGES.server.rangeNotSatisfiable, { cause: error });
  }
  return error;
}
