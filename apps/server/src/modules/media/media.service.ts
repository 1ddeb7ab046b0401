import { MESSAGES } from '@orato/shared';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type {
  ByteRange,
  ObjectInfo,
  ObjectStorage,
} from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import { attachmentDisposition, formatContentRange, parseRangeHeader } from '../../lib/http-range';
import type { UrlSigner } from '../../lib/url-signer';

export interface OpenSignedMediaInput {
  key: string;
  expires: number;
  signature: string;
  download?: string | undefined;
  rangeHeader?: string | undefined;
  /** False for HEAD: answer with headers only and never open the object. */
  withBody?: boolean;
}

/** What to write back; the route copies it out as it is. */
export interface MediaResponse {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body?: Readable;
}

/** Serves stored media through signed, expiring links, with byte ranges for seeking. */
export class MediaService {
  readonly #storage: ObjectStorage;
  readonly #signer: UrlSigner;
  readonly #now: () => number;

  constructor(dependencies: { storage: ObjectStorage; signer: UrlSigner; now?: () => number }) {
    this.#storage = dependencies.storage;
    this.#signer = dependencies.signer;
    this.#now = dependencies.now ?? Date.now;
  }

  async openSignedMedia(input: OpenSignedMediaInput): Promise<MediaResponse> {
    const nowSeconds = Math.floor(this.#now() / 1000);
    const link = { key: input.key, expires: input.expires, download: input.download };
    if (!this.#signer.verify(link, input.signature, nowSeconds)) {
      throw new AppError('FORBIDDEN', MESSAGES.server.invalidLink);
    }
    const common = {
      key: input.key,
      download: input.download,
      cacheSeconds: input.expires - nowSeconds,
    };
    const withBody = input.withBody ?? true;
    if (withBody && input.rangeHeader === undefined) {
      // the common case takes one storage call: no size is needed before reading
      const read = await this.#storage.getObject(input.key);
      return { status: 200, headers: mediaHeaders({ ...common, info: read }), body: read.body };
    }
    const info = await this.#storage.statObject(input.key);
    if (!info) {
      throw new AppError('NOT_FOUND', MESSAGES.server.fileNotFound);
    }
    const range = parseRangeHeader(input.rangeHeader, info.size);
    if (range === 'unsatisfiable') {
      return { status: 416, headers: unsatisfiableHeaders(info.size, common.cacheSeconds) };
    }
    if (!withBody) {
      return { status: range ? 206 : 200, headers: mediaHeaders({ ...common, info, range }) };
    }
    const read = await this.#storage.getObject(input.key, range);
    // a store may ignore the range and send everything; the status follows what is sent
    return {
      status: read.range ? 206 : 200,
      headers: mediaHeaders({ ...common, info: read, range: read.range }),
      body: read.body,
    };
  }
}

/** The response headers for an object, or for one range of it. */
export function mediaHeaders(options: {
  key: string;
  info: ObjectInfo;
  range?: ByteRange | undefined;
  download?: string | undefined;
  cacheSeconds: number;
}): Record<string, string> {
  const { info, range } = options;
  const presentation = presentMedia(options.info.contentType, options.key, options.download);
  return {
    'Content-Type': presentation.contentType,
    'Content-Length': String(range ? range.end - range.start + 1 : info.size),
    ...(range && { 'Content-Range': formatContentRange(range, info.size) }),
    ...(presentation.disposition && { 'Content-Disposition': presentation.disposition }),
    ...baseHeaders(options.cacheSeconds),
  };
}

/**
 * How a stored type may be shown. Only media a browser cannot run is served inline; anything
 * else (HTML, SVG, scripts, unknown types) becomes an octet-stream download, so a stored file
 * can never execute in our origin.
 */
export function presentMedia(
  contentType: string,
  key: string,
  download?: string,
): { contentType: string; disposition?: string } {
  const essence = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (isInlineSafe(essence)) {
    return {
      contentType: essence === 'text/vtt' ? 'text/vtt; charset=utf-8' : essence,
      ...(download !== undefined && { disposition: attachmentDisposition(download) }),
    };
  }
  return {
    contentType: 'application/octet-stream',
    disposition: attachmentDisposition(download ?? path.posix.basename(key)),
  };
}

export function isInlineSafe(essence: string): boolean {
  if (essence === 'text/vtt') {
    return true;
  }
  // SVG is an image that runs script, so any XML-based image type is kept out
  return /^(image|video|audio)\/[a-z0-9.+-]+$/.test(essence) && !/svg|xml|html/.test(essence);
}

function unsatisfiableHeaders(size: number, cacheSeconds: number): Record<string, string> {
  return { 'Content-Range': `bytes */${size}`, ...baseHeaders(cacheSeconds) };
}

function baseHeaders(cacheSeconds: number): Record<string, string> {
  return {
    'Accept-Ranges': 'bytes',
    // private: the link is a capability; shared caches must not hand it to anyone else
    'Cache-Control': `private, max-age=${Math.max(0, cacheSeconds)}`,
    'X-Content-Type-Options': 'nosniff',
  };
}
