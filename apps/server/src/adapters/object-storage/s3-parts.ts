import type { Readable } from 'node:stream';

/**
 * A stream cut into parts of `partBytes` (the last one shorter): a multipart upload holds one part
 * in memory at a time, however long the stream.
 */
export async function* partsOf(body: Readable, partBytes: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    pending.push(bytes);
    pendingBytes += bytes.length;
    while (pendingBytes >= partBytes) {
      const whole = Buffer.concat(pending);
      yield whole.subarray(0, partBytes);
      const rest = whole.subarray(partBytes);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
    }
  }
  if (pendingBytes > 0) {
    yield Buffer.concat(pending);
  }
}
