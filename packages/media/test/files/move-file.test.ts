import type * as fsPromises from 'node:fs/promises';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const crossDevice = vi.hoisted(() => ({ on: false, failCopy: false }));

vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof fsPromises>();
  return {
    ...actual,
    rename: (from: string, to: string) =>
      crossDevice.on
        ? Promise.reject(Object.assign(new Error('EXDEV: cross-device link'), { code: 'EXDEV' }))
        : actual.rename(from, to),
    copyFile: async (from: string, to: string) => {
      if (crossDevice.failCopy) {
        await actual.writeFile(to, 'half');
        throw Object.assign(new Error('ENOSPC: no space left'), { code: 'ENOSPC' });
      }
      return actual.copyFile(from, to);
    },
  };
});

const { moveFile } = await import('../../src/files/move-file');

async function sourceFile() {
  const dir = await mkdtemp(path.join(tmpdir(), 'move-file-'));
  const from = path.join(dir, 'from.mp4');
  await writeFile(from, 'video');
  return { from, to: path.join(dir, 'to.mp4') };
}

const exists = (file: string) =>
  readFile(file).then(
    () => true,
    () => false,
  );

describe('moveFile', () => {
  afterEach(() => {
    crossDevice.on = false;
    crossDevice.failCopy = false;
  });

  it('renames on one file system', async () => {
    const { from, to } = await sourceFile();
    await moveFile(from, to);
    expect(await readFile(to, 'utf8')).toBe('video');
    expect(await exists(from)).toBe(false);
  });

  it('copies across file systems and removes the source', async () => {
    crossDevice.on = true;
    const { from, to } = await sourceFile();
    await moveFile(from, to);
    expect(await readFile(to, 'utf8')).toBe('video');
    expect(await exists(from)).toBe(false);
  });

  it('leaves no partial file when the copy fails', async () => {
    crossDevice.on = true;
    crossDevice.failCopy = true;
    const { from, to } = await sourceFile();
    await expect(moveFile(from, to)).rejects.toThrow('ENOSPC');
    expect(await exists(to)).toBe(false);
    expect(await exists(from)).toBe(true);
  });

  it('passes any other rename failure on', async () => {
    const { to } = await sourceFile();
    await expect(moveFile(path.join(path.dirname(to), 'missing.mp4'), to)).rejects.toThrow(
      'ENOENT',
    );
  });
});
