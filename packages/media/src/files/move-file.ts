import { copyFile, rename, rm } from 'node:fs/promises';

/**
 * Moves a finished file into place. A rename cannot cross file systems (the temp folder is often
 * on another disk than the output), so there a copy stands in; a copy that fails leaves no partial
 * file behind.
 */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') {
      throw error;
    }
  }
  try {
    await copyFile(from, to);
  } catch (copyError) {
    await rm(to, { force: true });
    throw copyError;
  }
  await rm(from, { force: true });
}
