import { MESSAGES } from '@orato/shared';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../lib/app-error';
import { assertValidObjectKey, isValidObjectKey } from '../../lib/object-key';
import type { SignedLink, UrlSigner } from '../../lib/url-signer';
import type { ByteRange, ObjectInfo, ObjectRead, ObjectStorage } from './object-storage';

// a few minutes of the links a busy server hands out (about 250 bytes each); the oldest go first
const MAX_REMEMBERED_LINKS = 50_000;

export interface LocalDiskObjectStorageOptions {
  /** The folder that holds every object; created when missing. */
  root: string;
  signer: UrlSigner;
  /** Life of a download link when the caller names none. */
  urlTtlSeconds?: number;
  /** Put before `/api/media/…` in links; '' keeps them same-origin. */
  publicBaseUrl?: string;
  /** Milliseconds since the epoch; a parameter so tests can move time. */
  now?: () => number;
}

const FALLBACK_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  vtt: 'text/vtt',
};

/**
 * Objects as files under one folder, served back through signed `/api/media` links. Each file
 * has a `.<name>.meta.json` sidecar with its content type; keys never start a segment with '.',
 * so no key can name a sidecar or a temp file.
 */
export class LocalDiskObjectStorage implements ObjectStorage {
  readonly driver = 'local';
  readonly #root: string;
  readonly #signer: UrlSigner;
  readonly #urlTtlSeconds: number;
  readonly #publicBaseUrl: string;
  readonly #now: () => number;
  /** Links already made in the current window, so a busy library page signs each one once. */
  readonly #recentLinks = new Map<string, string>();

  constructor(options: LocalDiskObjectStorageOptions) {
    this.#root = path.resolve(options.root);
    this.#signer = options.signer;
    this.#urlTtlSeconds = options.urlTtlSeconds ?? 3600;
    this.#publicBaseUrl = (options.publicBaseUrl ?? '').replace(/\/+$/, '');
    this.#now = options.now ?? Date.now;
  }

  async putObject(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const file = this.#pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const dataTemp = tempPathFor(file);
    const metaTemp = tempPathFor(file);
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(dataTemp, { flags: 'wx', flush: true }));
      await fs.writeFile(metaTemp, JSON.stringify({ contentType }), { flag: 'wx', flush: true });
      // the type lands first, so a reader who sees the new bytes also sees their type
      await fs.rename(metaTemp, sidecarPathOf(file));
      await fs.rename(dataTemp, file);
    } catch (error) {
      await Promise.all([fs.rm(dataTemp, { force: true }), fs.rm(metaTemp, { force: true })]);
      throw error;
    }
  }

  async getObject(key: string, range?: ByteRange): Promise<ObjectRead> {
    const file = this.#pathOf(key);
    // one open handle for size and bytes: a rename or delete meanwhile cannot mix two versions
    const handle = await fs.open(file, 'r').catch((error: unknown) => {
      throw isMissing(error) ? notFound(error) : error;
    });
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        throw notFound(undefined);
      }
      const size = stats.size;
      const contentType = await readContentType(file);
      if (range && (range.start > range.end || range.start >= size)) {
        throw new AppError('BAD_REQUEST', MESSAGES.server.rangeNotSatisfiable);
      }
      const served = range && { start: range.start, end: Math.min(range.end, size - 1) };
      const body = handle.createReadStream(served ?? {});
      return { size, contentType, body, ...(served && { range: served }) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async statObject(key: string): Promise<ObjectInfo | undefined> {
    const file = this.#pathOf(key);
    try {
      const stats = await fs.stat(file);
      if (!stats.isFile()) {
        return undefined;
      }
      return { size: stats.size, contentType: await readContentType(file) };
    } catch (error) {
      if (isMissing(error)) {
        return undefined;
      }
      throw error;
    }
  }

  async deleteObject(key: string): Promise<void> {
    const file = this.#pathOf(key);
    await fs.rm(file, { force: true });
    await fs.rm(sidecarPathOf(file), { force: true });
  }

  async getDownloadUrl(
    key: string,
    options: { ttlSeconds?: number; filename?: string } = {},
  ): Promise<string> {
    assertValidObjectKey(key);
    const ttlSeconds = options.ttlSeconds ?? this.#urlTtlSeconds;
    // links to one object made within a twelfth of their life are the same link: the browser's
    // cache then serves a thumbnail seen a moment ago, and each lives between 11/12 and all of its ttl
    const window = Math.max(1, Math.floor(ttlSeconds / 12));
    const issuedAt = Math.floor(this.#now() / 1000 / window) * window;
    const expires = issuedAt + ttlSeconds;
    const memo = `${key}\n${expires}\n${options.filename ?? ''}`;
    let url = this.#recentLinks.get(memo);
    if (!url) {
      url = this.#link({ key, expires, download: options.filename });
      if (this.#recentLinks.size >= MAX_REMEMBERED_LINKS) {
        // a Map iterates in insertion order: the first key is the oldest link
        this.#recentLinks.delete(this.#recentLinks.keys().next().value!);
      }
      this.#recentLinks.set(memo, url);
    }
    return url;
  }

  #link(link: SignedLink): string {
    const query = new URLSearchParams({
      expires: String(link.expires),
      signature: this.#signer.sign(link),
      ...(link.download !== undefined && { download: link.download }),
    });
    return `${this.#publicBaseUrl}/api/media/${link.key}?${query}`;
  }

  keyFromDownloadUrl(url: string): string | undefined {
    const pathname = safeUrl(url)?.pathname ?? '';
    const key = pathname.startsWith('/api/media/')
      ? decodeURIComponent(pathname.slice('/api/media/'.length))
      : '';
    return isValidObjectKey(key) ? key : undefined;
  }

  async checkHealth(): Promise<void> {
    try {
      await fs.mkdir(this.#root, { recursive: true });
      const probe = path.join(this.#root, `.health-${randomBytes(8).toString('hex')}`);
      await fs.writeFile(probe, 'ok');
      await fs.rm(probe, { force: true });
    } catch (error) {
      throw new AppError('UNAVAILABLE', MESSAGES.server.storageNotWritable, { cause: error });
    }
  }

  /** The file of a key, refused unless it lies inside the root whatever the key holds. */
  #pathOf(key: string): string {
    const file = path.resolve(this.#root, assertValidObjectKey(key));
    if (!file.startsWith(this.#root + path.sep)) {
      throw new AppError('BAD_REQUEST', MESSAGES.server.invalidFileKey);
    }
    return file;
  }
}

function tempPathFor(file: string): string {
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`,
  );
}

function sidecarPathOf(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
}

/** The stored type, else one known from the extension: a lost sidecar must not lose the file. */
async function readContentType(file: string): Promise<string> {
  try {
    const meta: unknown = JSON.parse(await fs.readFile(sidecarPathOf(file), 'utf8'));
    const contentType = (meta as { contentType?: unknown } | null)?.contentType;
    if (typeof contentType === 'string' && contentType !== '') {
      return contentType;
    }
  } catch {
    // missing or unreadable sidecar: fall through to the extension
  }
  const extension = path.extname(file).slice(1).toLowerCase();
  return FALLBACK_TYPES[extension] ?? 'application/octet-stream';
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

function notFound(cause: unknown): AppError {
  return new AppError('NOT_FOUND', MESSAGES.server.fileNotFound, { cause });
}

function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url, 'http://relative.invalid');
  } catch {
    return undefined;
  }
}
