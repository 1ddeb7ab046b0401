import { open, readFile, rm } from 'node:fs/promises';

export interface DirectoryLock {
  release(): Promise<void>;
}

/**
 * Claims `<dir>.lock` for this process. A lock left by a process that no longer runs is taken
 * over, so a crash never leaves the product unable to start.
 */
export async function acquireDirectoryLock(
  dir: string,
  busyMessage: string,
): Promise<DirectoryLock> {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(lockPath, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(`${busyMessage} (process ${owner} holds ${lockPath})`, { cause: error });
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`${busyMessage} (could not claim ${lockPath})`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
