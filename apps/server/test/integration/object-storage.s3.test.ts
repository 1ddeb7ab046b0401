import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseContentRange,
  S3ObjectStorage,
  type S3ObjectStorageOptions,
} from '../../src/adapters/object-storage/s3.object-storage';
import { describeObjectStorageContract, expectAppError } from './object-storage.contract';

/** A real S3-compatible server on a free port, with one bucket, in a temp folder. */
async function startS3Server(): Promise<{
  options: S3ObjectStorageOptions;
  stop(): Promise<void>;
}> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'orato-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: 'test-bucket' }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket: 'test-bucket',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver checks SigV4 signatures against its fixed default credentials
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      urlTtlSeconds: 900,
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

describeObjectStorageContract('S3', async () => {
  const server = await startS3Server();
  const storage = new S3ObjectStorage(server.options);
  return {
    storage,
    async fetchUrl(url, headers = {}) {
      const response = await fetch(url, { headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, bytes };
    },
    async close() {
      storage.destroy();
      await server.stop();
    },
  };
});

describe('S3ObjectStorage', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let storage: S3ObjectStorage;
  beforeAll(async () => {
    server = await startS3Server();
    storage = new S3ObjectStorage(server.options);
  });
  afterAll(async () => {
    storage?.destroy();
    await server?.stop();
  });

  it('presigns a GET with an expiry and no checksum parameters', async () => {
    const url = new URL(await storage.getDownloadUrl('videos/a.mp4', { ttlSeconds: 600 }));
    expect(url.pathname).toBe('/test-bucket/videos/a.mp4');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.href.toLowerCase()).not.toContain('x-amz-checksum');
    expect(url.href.toLowerCase()).not.toContain('x-amz-sdk-checksum');
  });

  it('uses the configured lifetime and keeps within the SigV4 limit', async () => {
    const byDefault = new URL(await storage.getDownloadUrl('videos/a.mp4'));
    expect(byDefault.searchParams.get('X-Amz-Expires')).toBe('900');
    const tooLong = new URL(await storage.getDownloadUrl('videos/a.mp4', { ttlSeconds: 10 ** 7 }));
    expect(tooLong.searchParams.get('X-Amz-Expires')).toBe('604800');
  });

  it('asks the bucket to send an attachment when a filename is given', async () => {
    const url = new URL(await storage.getDownloadUrl('videos/a.mp4', { filename: 'clip.mp4' }));
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="clip.mp4"; filename*=UTF-8''clip.mp4`,
    );
  });

  it('reports a range past the end as BAD_REQUEST', async () => {
    await storage.putObject('short.bin', Buffer.from('0123456789'), 'video/mp4');
    await expectAppError(storage.getObject('short.bin', { start: 50, end: 60 }), 'BAD_REQUEST');
  });

  it('is unhealthy when the bucket is missing', async () => {
    const missing = new S3ObjectStorage({ ...server.options, bucket: 'no-such-bucket' });
    await expectAppError(missing.checkHealth(), 'UNAVAILABLE');
    missing.destroy();
  });
});

describe('parseContentRange', () => {
  it('reads the served range and the whole size', () => {
    expect(parseContentRange('bytes 10-19/100')).toEqual({ start: 10, end: 19, size: 100 });
    expect(parseContentRange(undefined)).toBeUndefined();
    expect(parseContentRange('bytes */100')).toBeUndefined();
  });
});
