import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskObjectStorage } from '../../src/adapters/object-storage/local-disk.object-storage';
import { AppError } from '../../src/lib/app-error';
import { UrlSigner } from '../../src/lib/url-signer';
import { mediaRoutes } from '../../src/modules/media/media.routes';
import { MediaService } from '../../src/modules/media/media.service';
import { describeObjectStorageContract, expectAppError, readAll } from './object-storage.contract';

const signer = new UrlSigner('local-disk-test-secret-0123456789');

describeObjectStorageContract('local disk', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'orato-local-storage-'));
  const storage = new LocalDiskObjectStorage({ root: path.join(root, 'media'), signer });
  const app = Fastify();
  app.setErrorHandler((error: Error, _request, reply) =>
    reply.status(error instanceof AppError ? error.status : 500).send({ error: error.message }),
  );
  await app.register(mediaRoutes, { mediaService: new MediaService({ storage, signer }) });
  return {
    storage,
    async fetchUrl(url, headers = {}) {
      const response = await app.inject({ method: 'GET', url, headers });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        responseHeaders.set(name, String(value));
      }
      return { status: response.statusCode, headers: responseHeaders, bytes: response.rawPayload };
    },
    async close() {
      await app.close();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
});

describe('LocalDiskObjectStorage', () => {
  let root: string;
  let storage: LocalDiskObjectStorage;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'orato-local-disk-'));
    storage = new LocalDiskObjectStorage({ root, signer, now: () => 1_800_000_000_000 });
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('leaves nothing behind when a write fails half way', async () => {
    async function* failing() {
      yield Buffer.from('half of the bytes');
      throw new Error('upload interrupted');
    }
    await expect(
      storage.putObject('videos/broken.mp4', Readable.from(failing()), 'video/mp4'),
    ).rejects.toThrow('upload interrupted');
    expect(await fs.readdir(path.join(root, 'videos'))).toEqual([]);
    expect(await storage.statObject('videos/broken.mp4')).toBeUndefined();
  });

  it('keeps the old bytes when a replacing write fails', async () => {
    await storage.putObject('videos/kept.mp4', Buffer.from('old'), 'video/mp4');
    async function* failing() {
      yield Buffer.from('new');
      throw new Error('upload interrupted');
    }
    await expect(
      storage.putObject('videos/kept.mp4', Readable.from(failing()), 'video/mp4'),
    ).rejects.toThrow();
    expect(await readAll((await storage.getObject('videos/kept.mp4')).body)).toEqual(
      Buffer.from('old'),
    );
    expect((await fs.readdir(path.join(root, 'videos'))).sort()).toEqual([
      '.kept.mp4.meta.json',
      'kept.mp4',
    ]);
  });

  it('falls back to the extension when the type sidecar is lost', async () => {
    await storage.putObject('images/a.webp', Buffer.from('x'), 'image/webp');
    await storage.putObject('images/b.unknown', Buffer.from('x'), 'image/png');
    await fs.rm(path.join(root, 'images/.a.webp.meta.json'));
    await fs.writeFile(path.join(root, 'images/.b.unknown.meta.json'), '{not json');
    expect(await storage.statObject('images/a.webp')).toEqual({
      size: 1,
      contentType: 'image/webp',
    });
    expect((await storage.getObject('images/b.unknown')).contentType).toBe(
      'application/octet-stream',
    );
  });

  it('removes the sidecar with the file', async () => {
    await storage.putObject('images/gone.png', Buffer.from('x'), 'image/png');
    await storage.deleteObject('images/gone.png');
    expect(await fs.readdir(path.join(root, 'images'))).toEqual([]);
  });

  it('treats a folder as a missing object', async () => {
    await storage.putObject('folder/inside.png', Buffer.from('x'), 'image/png');
    expect(await storage.statObject('folder')).toBeUndefined();
    await expectAppError(storage.getObject('folder'), 'NOT_FOUND');
  });

  it('refuses a range that starts past the end', async () => {
    await storage.putObject('r.bin', Buffer.from('0123456789'), 'video/mp4');
    await expectAppError(storage.getObject('r.bin', { start: 10, end: 12 }), 'BAD_REQUEST');
    const clamped = await storage.getObject('r.bin', { start: 8, end: 100 });
    expect(clamped.range).toEqual({ start: 8, end: 9 });
    expect(await readAll(clamped.body)).toEqual(Buffer.from('89'));
  });

  it('signs a same-origin link with the expiry and the download name', async () => {
    const url = await storage.getDownloadUrl('videos/a.mp4', {
      ttlSeconds: 60,
      filename: 'a b.mp4',
    });
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/api/media/videos/a.mp4');
    expect(parsed.searchParams.get('expires')).toBe(String(1_800_000_060));
    expect(parsed.searchParams.get('download')).toBe('a b.mp4');
    const link = { key: 'videos/a.mp4', expires: 1_800_000_060, download: 'a b.mp4' };
    expect(signer.verify(link, parsed.searchParams.get('signature')!, 1_800_000_000)).toBe(true);
    expect(url.startsWith('/api/media/videos/a.mp4?expires=1800000060&signature=')).toBe(true);
  });

  it('puts the public base URL in front and uses the configured lifetime', async () => {
    const prefixed = new LocalDiskObjectStorage({
      root,
      signer,
      publicBaseUrl: 'https://api.orato.example/',
      urlTtlSeconds: 120,
      now: () => 1_800_000_000_000,
    });
    const url = await prefixed.getDownloadUrl('x.png');
    expect(url).toMatch(
      /^https:\/\/api\.orato\.example\/api\/media\/x\.png\?expires=1800000120&signature=[0-9a-f]{64}$/,
    );
  });

  it('hands out one link per object for a twelfth of its life, so browsers can cache the file', async () => {
    let now = 1_800_000_000_000;
    const clocked = new LocalDiskObjectStorage({
      root,
      signer,
      urlTtlSeconds: 3600,
      now: () => now,
    });
    const first = await clocked.getDownloadUrl('thumb.jpg');
    now += 299_000;
    expect(await clocked.getDownloadUrl('thumb.jpg')).toBe(first);
    expect(await clocked.getDownloadUrl('other.jpg')).not.toBe(first);
    now += 1_000;
    const next = await clocked.getDownloadUrl('thumb.jpg');
    expect(next).not.toBe(first);
    // every link still lives at most its ttl, and at least 11/12 of it
    const expires = Number(new URL(next, 'http://localhost').searchParams.get('expires'));
    expect(expires - now / 1000).toBe(3600);
  });

  it('is unhealthy when the root cannot be written', async () => {
    const file = path.join(root, 'a-file');
    await fs.writeFile(file, 'x');
    const broken = new LocalDiskObjectStorage({ root: path.join(file, 'media'), signer });
    await expectAppError(broken.checkHealth(), 'UNAVAILABLE');
  });
});
