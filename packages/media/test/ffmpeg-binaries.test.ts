import { describe, expect, it } from 'vitest';
import { locateFfmpeg, runBinary } from '../src';

describe('locateFfmpeg', () => {
  it('finds installed binaries that run', async () => {
    const { ffmpeg, ffprobe } = locateFfmpeg();
    const version = await runBinary(ffmpeg, ['-hide_banner', '-version']);
    expect(version.stdout).toMatch(/^ffmpeg version/);
    const probe = await runBinary(ffprobe, ['-hide_banner', '-version']);
    expect(probe.stdout).toMatch(/^ffprobe version/);
  });

  it('prefers explicit paths', () => {
    expect(locateFfmpeg({ ffmpegPath: '/opt/ff/ffmpeg', ffprobePath: '/opt/ff/ffprobe' })).toEqual({
      ffmpeg: '/opt/ff/ffmpeg',
      ffprobe: '/opt/ff/ffprobe',
    });
  });

  it('reports a failing command with its exit code', async () => {
    const { ffmpeg } = locateFfmpeg();
    await expect(runBinary(ffmpeg, ['-i', '/no/such/file.mp4'])).rejects.toThrow(/exit code 1/);
  });
});
