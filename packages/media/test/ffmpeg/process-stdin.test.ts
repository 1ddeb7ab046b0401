import { describe, expect, it } from 'vitest';
import { runBinary } from '../../src/ffmpeg/process';

describe('runBinary with stdin', () => {
  it('writes every chunk to the child and closes its stdin after', async () => {
    async function* chunks() {
      for (let index = 0; index < 3; index += 1) {
        yield Buffer.from(`chunk ${index}\n`);
      }
    }
    const { stdout } = await runBinary('cat', [], 10_000, { stdin: chunks() });
    expect(stdout).toBe('chunk 0\nchunk 1\nchunk 2\n');
  });

  it('fails with the feeder’s own error, and stops the child', async () => {
    async function* broken() {
      yield Buffer.from('first\n');
      throw new Error('the frames ran out');
    }
    await expect(runBinary('cat', [], 10_000, { stdin: broken() })).rejects.toThrow(
      'the frames ran out',
    );
  });
});
