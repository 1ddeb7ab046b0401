import { locateFfmpeg } from '@orato/media';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalAvatarVideoGenerator } from '../../src/adapters/video-generator/local-avatar.video-generator';
import { startWorkers } from '../../src/jobs/workers';
import { createTestApp } from '../helpers/test-container';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('presenter portraits of the local avatar engine', () => {
  let context: TestApp;
  const engine = new LocalAvatarVideoGenerator({
    binaries: locateFfmpeg(),
    captions: false,
    thumbnailBaseUrl: '/api/creators',
  });
  const draw = vi.spyOn(engine, 'creatorThumbnail');
  let firstUrl: string;
  let creatorCount: number;

  beforeAll(async () => {
    context = await createTestApp('pglite', {}, { avatarGenerator: engine });
    const list = await context.app.inject({ method: 'GET', url: '/api/list-creators' });
    const thumbnails = Object.values(
      list.json<{ thumbnails: Record<string, { imageUrl: string }> }>().thumbnails,
    );
    creatorCount = thumbnails.length;
    firstUrl = thumbnails[0]!.imageUrl;
  });
  afterAll(async () => {
    await context?.dispose();
  });

  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it('are not drawn by the API: before a worker has stored them there is nothing to serve', async () => {
    expect(creatorCount).toBeGreaterThanOrEqual(100);
    expect(firstUrl).toMatch(/^\/api\/creators\/[a-z0-9-]+\/thumbnail\.png$/);
    const response = await get(firstUrl);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect(draw).not.toHaveBeenCalled();
  });

  it('are drawn into storage by a worker before it reports ready, and served from there', async () => {
    await startWorkers(context.container);
    expect(draw).toHaveBeenCalledTimes(creatorCount);
    const response = await get(firstUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(pngSize(response.rawPayload)).toEqual({ width: 256, height: 256 });
    const id = firstUrl.split('/')[3]!;
    expect(response.rawPayload.equals((await engine.creatorThumbnail(id))!)).toBe(true);
    // serving draws nothing (the one call more is the test's own, just above)
    for (let served = 0; served < 3; served++) {
      expect((await get(firstUrl)).statusCode).toBe(200);
    }
    expect(draw).toHaveBeenCalledTimes(creatorCount + 1);
  });

  it('are stored again only when they changed', async () => {
    const service = context.container.services.avatarVideo;
    expect(await service.publishCreatorThumbnails()).toBe(0);
    const id = firstUrl.split('/')[3]!;
    await context.container.storage.putObject(
      `catalogue/avatars/${id}.png`,
      Buffer.from('stale'),
      'image/png',
    );
    expect(await service.publishCreatorThumbnails()).toBe(1);
    expect(pngSize((await get(firstUrl)).rawPayload)).toEqual({ width: 256, height: 256 });
  });

  it('answer 404 for ids that are not presenters, without reading storage', async () => {
    const read = vi.spyOn(context.container.storage, 'getObject');
    for (const url of [
      '/api/creators/nobody/thumbnail.png',
      '/api/creators/..%2F..%2Fusers/thumbnail.png',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});

describe('a worker that cannot store the portraits as it starts', () => {
  let context: TestApp;

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('still starts, and the queue stores them on a retry', async () => {
    const put = vi
      .spyOn(context.container.storage, 'putObject')
      .mockRejectedValueOnce(new Error('storage is briefly unreachable'));
    await startWorkers(context.container);
    expect(put).toHaveBeenCalled();
    const list = await context.app.inject({ method: 'GET', url: '/api/list-creators' });
    const thumbnails = Object.values(
      list.json<{ thumbnails: Record<string, { imageUrl: string }> }>().thumbnails,
    );
    // every portrait, not only the first: the retried job must be done before the database closes
    await vi.waitFor(
      async () => {
        for (const { imageUrl } of thumbnails) {
          const response = await context.app.inject({ method: 'GET', url: imageUrl });
          expect(response.statusCode).toBe(200);
        }
      },
      { timeout: 50_000, interval: 500 },
    );
    put.mockRestore();
  });
});
