// How fast this machine is, printed by `npm test` beside its minutes: the run is bound by CPU, and
// the 2-core machines it runs on differ by more than three times, so minutes alone compare runs on
// one machine only. Two fixed pieces of work, each timed in CPU time (user and system):
// - compute: SHA-256 and deflate over the same 16 MB, native, so free of JIT warm-up;
// - fresh memory: 256 MB of new pages written once. Every process of the run (a Node worker's heap,
//   a browser's renderer, ffmpeg) pays the kernel for each page it touches first, and that price
//   differs between virtual machines far more than compute does: one machine read 0.54 s of
//   compute, as a machine that ran npm test in 1,262 CPU-seconds did, yet ran it in 1,965, a third
//   of it in the kernel, each first touch of a page costing it some 6 µs.
// A shared host's own load moves both (0.45 to 0.71 s of compute within an hour on one machine), so
// `npm test` reads them before its steps and after them.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const BLOCK_BYTES = 16 * 1024 * 1024;
const FRESH_BYTES = 256 * 1024 * 1024;
const FRESH_CHUNK = 32 * 1024 * 1024;

function cpuSecondsOf(work) {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

function compute() {
  const block = Buffer.alloc(BLOCK_BYTES);
  for (let offset = 0; offset < BLOCK_BYTES; offset += 4) {
    block.writeUInt32LE((offset * 2654435761) >>> 0, offset);
  }
  let digest = '';
  for (let round = 0; round < 8; round++) {
    digest = createHash('sha256').update(block).update(digest).digest('hex');
  }
  const packed = deflateSync(block.subarray(0, BLOCK_BYTES / 2)).length;
  if (!digest || packed === 0) {
    throw new Error('the reference work did not run');
  }
}

/** Chunks this large are mapped afresh by the allocator and handed back when freed. */
function freshMemory() {
  let written = 0;
  for (let offset = 0; offset < FRESH_BYTES; offset += FRESH_CHUNK) {
    const chunk = Buffer.allocUnsafeSlow(FRESH_CHUNK).fill(offset & 0xff);
    written += chunk.length;
  }
  if (written !== FRESH_BYTES) {
    throw new Error('the reference work did not run');
  }
}

/** CPU-seconds this machine takes for each fixed piece of work. */
export function referenceSeconds() {
  return { compute: cpuSecondsOf(compute), freshMemory: cpuSecondsOf(freshMemory) };
}
