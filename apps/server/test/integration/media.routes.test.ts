import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskObjectStorage } from '../../src/adapters/object-storage/local-disk.object-storage';
import { AppError } from '../../src/lib/app-error';
import { UrlSigner } from '../../src/lib/url-signer';
import { mediaRoutes } from '../../src/modules/media/media.routes';
import { MediaService } from '../../src/modules/media/media.service';

const NOW = 1_800_000_000_000;
const BYTES = Buffer.from(Array.from({ length: 100 }, (_, index) => index));

describe('GET /api/media/*', () => {
  let root: string;
  let app: FastifyInstance;
  let storage: LocalDiskObjectStorage;
  let clock = NOW;
  const signer = new UrlSigner('media-route-test-secret-0123456789');

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'orato-media-routes-'));
    const now = () => clock;
    storage = new LocalDiskObjectStorage({ root, signer, now });
    app = Fastify();
    app.setErrorHandler((error: Error, _request, reply) => {
      const status = error instanceof AppError ? error.status : 500;
      return reply.status(status).send({ error: error.message, code: (error as AppError).code });
    });
    await app.register(mediaRoutes, { mediaService: new MediaService({ storage, signer, now }) });
    await storage.putObject('videos/2026/11/clip.mp4', BYTES, 'video/mp4');
    await storage.putObject(
      'uploads/page.html',
      Buffer.from('<script>alert(1)</script>'),
      'text/html',
    );
    await storage.putObject('uploads/logo.svg', Buffer.from('<svg/>'), 'image/svg+xml');
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const clipUrl = () => storage.getDownloadUrl('videos/2026/11/clip.mp4', { ttlSeconds: 60 });

  it('serves the whole file', async () => {
    const response = await app.inject({ url: await clipUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(BYTES);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-length']).toBe('100');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('serves exactly the asked range', async () => {
    const response = await app.inject({ url: await clipUrl(), headers: { range: 'bytes=10-19' } });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload).toEqual(BYTES.subarray(10, 20));
    expect(response.headers['content-range']).toBe('bytes 10-19/100');
    expect(response.headers['content-length']).toBe('10');
  });

  it('serves a suffix range', async () => {
    const response = await app.inject({ url: await clipUrl(), headers: { range: 'bytes=-5' } });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload).toEqual(BYTES.subarray(95));
    expect(response.headers['content-range']).toBe('bytes 95-99/100');
  });

  it('serves several ranges as the whole file', async () => {
    const response = await app.inject({
      url: await clipUrl(),
      headers: { range: 'bytes=0-1,5-6' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(BYTES);
  });

  it('answers 416 for a range past the end', async () => {
    const response = await app.inject({
      url: await clipUrl(),
      headers: { range: 'bytes=100-200' },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */100');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await app.inject({ method: 'HEAD', url: await clipUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.length).toBe(0);
    const ranged = await app.inject({
      method: 'HEAD',
      url: await clipUrl(),
      headers: { range: 'bytes=0-9' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe('bytes 0-9/100');
  });

  it('refuses an expired link with 403', async () => {
    const url = await clipUrl();
    clock = NOW + 61_000;
    try {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'This link has expired or is invalid',
        code: 'FORBIDDEN',
      });
    } finally {
      clock = NOW;
    }
  });

  it('refuses a tampered signature, key, expiry or download name with 403', async () => {
    const url = await clipUrl();
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    const flipped = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
    const tampered = [
      url.replace(signature, flipped),
      url.replace('clip.mp4', 'clip.mp5'),
      url.replace(/expires=(\d+)/, (_, value: string) => `expires=${Number(value) + 1}`),
      `${url}&download=evil.html`,
      url.replace(/&signature=[0-9a-f]+/, ''),
      url.replace(/expires=\d+/, 'expires=soon'),
    ];
    for (const candidate of tampered) {
      const response = await app.inject({ url: candidate });
      expect(response.statusCode, candidate).toBe(403);
    }
  });

  it('answers 404 for a signed link to a missing file', async () => {
    const url = await storage.getDownloadUrl('videos/none.mp4');
    expect((await app.inject({ url })).statusCode).toBe(404);
    const ranged = await app.inject({ url, headers: { range: 'bytes=0-1' } });
    expect(ranged.statusCode).toBe(404);
  });

  it('serves HTML and SVG only as octet-stream attachments', async () => {
    for (const [key, name] of [
      ['uploads/page.html', 'page.html'],
      ['uploads/logo.svg', 'logo.svg'],
    ] as const) {
      const response = await app.inject({ url: await storage.getDownloadUrl(key) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves a download under the signed name', async () => {
    const url = await storage.getDownloadUrl('videos/2026/11/clip.mp4', {
      filename: 'My clip.mp4',
    });
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="My clip.mp4"; filename*=UTF-8''My%20clip.mp4`,
    );
  });
});
