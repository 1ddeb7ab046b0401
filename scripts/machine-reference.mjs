// How fast this machine's cores are, printed by `npm test` beside its minutes: the run is bound by
// CPU, and the 2-core machines it runs on differ by up to two times, so minutes alone compare runs
// on one machine only. The work is fixed and native (SHA-256 and deflate over the same 16 MB), so
// it is free of JIT warm-up, and timed in CPU time. A shared host's own load moves it too (0.45 to
// 0.71 s within an hour on one machine), so `npm test` reads it before its steps and after them.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const BLOCK_BYTES = 16 * 1024 * 1024;

/** CPU-seconds this machine takes for the fixed work. */
export function referenceSeconds() {
  const before = process.cpuUsage();
  const block = Buffer.alloc(BLOCK_BYTES);
  for (let offset = 0; offset < BLOCK_BYTES; offset += 4) {
    block.writeUInt32LE((offset * 2654435761) >>> 0, offset);
  }
  let digest = '';
  for (let round = 0; round < 8; round++) {
    digest = createHash('sha256').update(block).update(digest).digest('hex');
  }
  const packed = deflateSync(block.subarray(0, BLOCK_BYTES / 2)).length;
  const used = process.cpuUsage(before);
  if (!digest || packed === 0) {
    throw new Error('the reference work did not run');
  }
  return (used.user + used.system) / 1e6;
}
