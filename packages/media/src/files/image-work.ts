import sharp from 'sharp';

/**
 * libvips settings for a process that decodes images next to serving requests. One thread per
 * image: the caller bounds how many images are decoded at once, so the total is that bound, and
 * sharp's work stays below the libuv pool (4 threads) that file reads and hashing also need. No
 * operation cache: every upload is different, so a cache only holds memory.
 */
export function configureImageWork(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}
