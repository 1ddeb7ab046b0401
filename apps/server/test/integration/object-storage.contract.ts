import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../../src/adapters/object-storage/object-storage';
import { AppError } from '../../src/lib/app-error';

export interface FetchedUrl {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

export interface ContractSubject {
  storage: ObjectStorage;
  /** Fetches a download URL the way a browser would. */
  fetchUrl(url: string, headers?: Record<string, string>): Promise<FetchedUrl>;
  close(): Promise<void>;
}

const BYTES = Buffer.from(Array.from({ length: 256 }, (_, index) => index));

export async function readAll(body: Readable): Promise<Buffer> {
  return Buffer.concat(await body.toArray());
}

export async function expectAppError(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

/** The behaviour every ObjectStorage must show, whatever is behind it. */
export function describeObjectStorageContract(
  name: string,
  open: () => Promise<ContractSubject>,
): void {
  describe(`${name} object storage contract`, () => {
    let subject: ContractSubject;
    let storage: ObjectStorage;
    beforeAll(async () => {
      subject = await open();
      storage = subject.storage;
    });
    afterAll(() => subject?.close());

    it('stores a buffer and reads it back with its size and type', async () => {
      await storage.putObject('contract/buffer.bin', BYTES, 'video/mp4');
      const read = await storage.getObject('contract/buffer.bin');
      expect(read.size).toBe(256);
      expect(read.contentType).toBe('video/mp4');
      expect(read.range).toBeUndefined();
      expect(await readAll(read.body)).toEqual(BYTES);
    });

    it('stores a stream', async () => {
      const chunks = [BYTES.subarray(0, 100), BYTES.subarray(100)];
      await storage.putObject('contract/stream.bin', Readable.from(chunks), 'audio/mpeg');
      const read = await storage.getObject('contract/stream.bin');
      expect(read.contentType).toBe('audio/mpeg');
      expect(await readAll(read.body)).toEqual(BYTES);
    });

    it('stores a stream longer than one upload part whole, in order', async () => {
      const MiB = 1024 * 1024;
      // 17 MiB in 1 MiB chunks, each chunk its own byte: three parts on S3
      const chunk = (index: number) => Buffer.alloc(MiB, index);
      const chunks = Array.from({ length: 17 }, (_, index) => chunk(index));
      await storage.putObject('contract/long.bin', Readable.from(chunks), 'application/zip');
      const stored = await readAll((await storage.getObject('contract/long.bin')).body);
      expect(stored.length).toBe(17 * MiB);
      expect([0, 8, 9, 16].map((index) => stored[index * MiB + 5])).toEqual([0, 8, 9, 16]);
    });

    it('keeps nothing of a stream that fails midway', async () => {
      async function* failing() {
        yield Buffer.alloc(9 * 1024 * 1024, 1);
        throw new Error('the source died');
      }
      await expect(
        storage.putObject('contract/failed.bin', Readable.from(failing()), 'application/zip'),
      ).rejects.toThrow('the source died');
      expect(await storage.statObject('contract/failed.bin')).toBeUndefined();
    });

    it('replaces an object put twice', async () => {
      await storage.putObject('contract/replaced.txt', Buffer.from('first'), 'text/plain');
      await storage.putObject('contract/replaced.txt', Buffer.from('second!'), 'image/png');
      const read = await storage.getObject('contract/replaced.txt');
      expect(await readAll(read.body)).toEqual(Buffer.from('second!'));
      expect(read.contentType).toBe('image/png');
    });

    it('stats an object, and says undefined for a missing one', async () => {
      await storage.putObject('contract/stat.png', BYTES.subarray(0, 42), 'image/png');
      expect(await storage.statObject('contract/stat.png')).toEqual({
        size: 42,
        contentType: 'image/png',
      });
      expect(await storage.statObject('contract/missing.png')).toBeUndefined();
    });

    it('reads only the asked range', async () => {
      await storage.putObject('contract/range.bin', BYTES, 'video/mp4');
      const read = await storage.getObject('contract/range.bin', { start: 10, end: 19 });
      expect(read.range).toEqual({ start: 10, end: 19 });
      expect(read.size).toBe(256);
      expect(await readAll(read.body)).toEqual(BYTES.subarray(10, 20));
      const tail = await storage.getObject('contract/range.bin', { start: 250, end: 255 });
      expect(await readAll(tail.body)).toEqual(BYTES.subarray(250));
    });

    it('throws NOT_FOUND for a missing object', async () => {
      await expectAppError(storage.getObject('contract/nothing-here.mp4'), 'NOT_FOUND');
      await expectAppError(
        storage.getObject('contract/nothing-here.mp4', { start: 0, end: 1 }),
        'NOT_FOUND',
      );
    });

    it('deletes, and deleting a missing object is fine', async () => {
      await storage.putObject('contract/delete.bin', BYTES, 'video/mp4');
      await storage.deleteObject('contract/delete.bin');
      expect(await storage.statObject('contract/delete.bin')).toBeUndefined();
      await expectAppError(storage.getObject('contract/delete.bin'), 'NOT_FOUND');
      await expect(storage.deleteObject('contract/delete.bin')).resolves.toBeUndefined();
      await expect(storage.deleteObject('contract/never/was.bin')).resolves.toBeUndefined();
    });

    it('refuses bad keys with BAD_REQUEST', async () => {
      await expectAppError(storage.putObject('../escape.txt', BYTES, 'text/plain'), 'BAD_REQUEST');
      await expectAppError(storage.getObject('/etc/passwd'), 'BAD_REQUEST');
      await expectAppError(storage.statObject('a//b'), 'BAD_REQUEST');
      await expectAppError(storage.deleteObject('a/../../b'), 'BAD_REQUEST');
      await expectAppError(storage.getDownloadUrl('a/.meta'), 'BAD_REQUEST');
    });

    it('gives a download URL that serves the bytes, ranges included', async () => {
      await storage.putObject('contract/url.mp4', BYTES, 'video/mp4');
      const url = await storage.getDownloadUrl('contract/url.mp4', { ttlSeconds: 300 });
      const full = await subject.fetchUrl(url);
      expect(full.status).toBe(200);
      expect(full.bytes).toEqual(BYTES);
      expect(full.headers.get('content-type')).toBe('video/mp4');
      const part = await subject.fetchUrl(url, { range: 'bytes=0-3' });
      expect(part.status).toBe(206);
      expect(part.bytes).toEqual(BYTES.subarray(0, 4));
    });

    it('gives a download URL that saves under the asked name', async () => {
      await storage.putObject('contract/named.mp4', BYTES, 'video/mp4');
      const url = await storage.getDownloadUrl('contract/named.mp4', { filename: 'My clip.mp4' });
      const fetched = await subject.fetchUrl(url);
      expect(fetched.status).toBe(200);
      expect(fetched.bytes).toEqual(BYTES);
      expect(fetched.headers.get('content-disposition')).toContain('attachment;');
      expect(fetched.headers.get('content-disposition')).toContain('filename="My clip.mp4"');
    });

    it('is healthy', async () => {
      await expect(storage.checkHealth()).resolves.toBeUndefined();
    });
  });
}
