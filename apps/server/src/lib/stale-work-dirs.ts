import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The temporary folders our renders make: the pipeline's work folder (generation.service.ts) and
 * the media engines' own (avatar-video.ts, motion-video.renderer.ts). Only these are ever removed.
 */
export const RENDER_WORK_DIR_PREFIXES = [
  'orato-generation-',
  'orato-avatar-render-',
  'orato-motion-',
  'orato-flite-',
] as const;

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Removes render work folders a killed process left in `root`. A folder counts as stale when
 * nothing in it has changed for longer than the longest render may run, so a render still going in
 * another process on this machine keeps its folder. Returns the folders removed.
 */
export async function removeStaleWorkDirs(
  root: string,
  options: { olderThanSeconds: number; logger: Logger; now?: number },
): Promise<string[]> {
  const cutoff = (options.now ?? Date.now()) - options.olderThanSeconds * 1000;
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !RENDER_WORK_DIR_PREFIXES.some((p) => entry.name.startsWith(p))) {
      continue;
    }
    const dir = path.join(root, entry.name);
    try {
      if ((await lastChangeMs(dir)) < cutoff) {
        await rm(dir, { recursive: true, force: true });
        removed.push(dir);
      }
    } catch (error) {
      // one folder we may not touch (another user's, on a shared machine) must not stop the boot
      options.logger.warn({ err: error, dir }, 'stale render folder not removed');
    }
  }
  if (removed.length > 0) {
    options.logger.info(
      { removed: removed.length, root },
      'removed render folders left by a crash',
    );
  }
  return removed;
}

/** The newest modification time of the folder and the entries directly in it. */
async function lastChangeMs(dir: string): Promise<number> {
  const times = [(await stat(dir)).mtimeMs];
  for (const name of await readdir(dir)) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info) {
      times.push(info.mtimeMs);
    }
  }
  return Math.max(...times);
}
