import { describe, expect, it, vi } from 'vitest';
import {
  chooseFfmpeg,
  ffmpegFeatures,
  locateFfmpeg,
  parseFfmpegVersion,
  probeFfmpegVersion,
  runBinary,
  timeFfmpeg,
} from '../../src';

/** First lines of `ffmpeg -version` from real builds. */
const VERSION_OUTPUT = {
  bundled: [
    'ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/  Copyright (c) 2000-2018 the FFmpeg developers',
    'built with gcc 6.3.0 (Debian 6.3.0-18+deb9u1) 20170516',
    'libavutil      56. 24.101 / 56. 24.101',
    'libavcodec     58. 40.100 / 58. 40.100',
  ].join('\n'),
  debian: [
    'ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024 the FFmpeg developers',
    'libavcodec     59. 37.100 / 59. 37.100',
  ].join('\n'),
  ubuntu: 'ffmpeg version 6.1.1-3ubuntu5 Copyright (c) 2000-2023 the FFmpeg developers',
  tagged: 'ffmpeg version n7.1 Copyright (c) 2000-2024 the FFmpeg developers',
  snapshot51: 'ffmpeg version N-107000-gabc\nlibavcodec     59. 37.100 / 59. 37.100',
  snapshot50: 'ffmpeg version N-105000-gabc\nlibavcodec     59. 18.100 / 59. 18.100',
};

describe('parseFfmpegVersion', () => {
  it('reads releases, tags and snapshots (by their libavcodec)', () => {
    expect(parseFfmpegVersion(VERSION_OUTPUT.bundled)).toEqual({ major: 4, minor: 0 });
    expect(parseFfmpegVersion(VERSION_OUTPUT.debian)).toEqual({ major: 5, minor: 1 });
    expect(parseFfmpegVersion(VERSION_OUTPUT.ubuntu)).toEqual({ major: 6, minor: 1 });
    expect(parseFfmpegVersion(VERSION_OUTPUT.tagged)).toEqual({ major: 7, minor: 1 });
    expect(parseFfmpegVersion(VERSION_OUTPUT.snapshot51)).toEqual({ major: 5, minor: 1 });
    expect(parseFfmpegVersion(VERSION_OUTPUT.snapshot50)).toEqual({ major: 5, minor: 0 });
    expect(parseFfmpegVersion('command not found')).toBeUndefined();
  });

  it('turns -fps_mode on from 5.1', () => {
    expect(ffmpegFeatures({ major: 4, minor: 1 }).fpsMode).toBe(false);
    expect(ffmpegFeatures({ major: 5, minor: 0 }).fpsMode).toBe(false);
    expect(ffmpegFeatures({ major: 5, minor: 1 }).fpsMode).toBe(true);
    expect(ffmpegFeatures({ major: 7, minor: 0 }).fpsMode).toBe(true);
  });
});

describe('chooseFfmpeg', () => {
  const v = (major: number, minor: number) => ({ major, minor });

  it('takes FFMPEG_PATH, then PATH, when newer than the bundled 4.1', () => {
    expect(
      chooseFfmpeg([
        { path: '/opt/ff/ffmpeg', origin: 'FFMPEG_PATH', version: v(7, 1) },
        { path: 'ffmpeg', origin: 'PATH', version: v(5, 1) },
      ]).candidate?.path,
    ).toBe('/opt/ff/ffmpeg');
    expect(
      chooseFfmpeg([
        { path: '/opt/ff/ffmpeg', origin: 'FFMPEG_PATH', version: v(4, 0) },
        { path: 'ffmpeg', origin: 'PATH', version: v(5, 1) },
      ]).candidate?.path,
    ).toBe('ffmpeg');
  });

  it('falls back to the bundled build when nothing newer runs', () => {
    const choice = chooseFfmpeg([{ path: 'ffmpeg', origin: 'PATH', version: v(4, 1) }]);
    expect(choice.candidate).toBeUndefined();
    expect(choice.reason).toBe('bundled 4.1 (PATH has 4.1, not newer)');
    expect(chooseFfmpeg([{ path: 'ffmpeg', origin: 'PATH', version: undefined }])).toEqual({
      reason: 'bundled 4.1',
    });
  });

  it('refuses a FFMPEG_PATH that does not run', () => {
    expect(() =>
      chooseFfmpeg([{ path: '/opt/ff/ffmpeg', origin: 'FFMPEG_PATH', version: undefined }]),
    ).toThrow('FFMPEG_PATH /opt/ff/ffmpeg does not run');
  });
});

describe('locateFfmpeg', () => {
  it('finds binaries that run, and says which it chose', async () => {
    const binaries = locateFfmpeg();
    const version = await runBinary(binaries.ffmpeg, ['-hide_banner', '-version']);
    expect(version.stdout).toMatch(/^ffmpeg version/);
    const probe = await runBinary(binaries.ffprobe, ['-hide_banner', '-version']);
    expect(probe.stdout).toMatch(/^ffprobe version/);
    // the choice matches what the binary says of itself
    const features = ffmpegFeatures(probeFfmpegVersion(binaries.ffmpeg)!);
    expect(binaries.features?.fpsMode ?? false).toBe(
      binaries.choice?.startsWith('bundled') ? false : features.fpsMode,
    );
  });

  it('uses the bundled build, with -vsync, when no system ffmpeg is newer', () => {
    const binaries = locateFfmpeg({}, () => undefined);
    expect(binaries.ffmpeg).toMatch(/@ffmpeg-installer/);
    expect(binaries.ffprobe).toMatch(/@ffprobe-installer/);
    expect(binaries.features).toEqual({ fpsMode: false });
  });

  it('takes a newer ffmpeg on PATH only when it is also faster than the bundled build', () => {
    const newer = () => ({ major: 5, minor: 1 });
    const timed = (system: number, bundled: number) => (binary: string) =>
      binary === 'ffmpeg' ? system : bundled;
    const slow = locateFfmpeg({}, newer, timed(900, 250));
    expect(slow.ffmpeg).toMatch(/@ffmpeg-installer/);
    expect(slow.features).toEqual({ fpsMode: false });
    expect(slow.choice).toBe(
      'bundled 4.1 (faster than ffmpeg 5.1 (PATH): 250 ms against 900 ms for a short encode)',
    );
    // within a tenth of the bundled build's time is a tie, and the newer build keeps it
    const tie = locateFfmpeg({}, newer, timed(270, 250));
    expect(tie.ffmpeg).toBe('ffmpeg');
    expect(tie.features).toEqual({ fpsMode: true });
  });

  it('never times an explicit FFMPEG_PATH: the operator chose it', () => {
    const timer = vi.fn(() => 10_000);
    const binaries = locateFfmpeg(
      { ffmpegPath: '/opt/ff/ffmpeg' },
      () => ({ major: 7, minor: 1 }),
      timer,
    );
    expect(binaries.ffmpeg).toBe('/opt/ff/ffmpeg');
    expect(timer).not.toHaveBeenCalled();
  });

  it('times a build with a short encode, and a build that fails has no time', () => {
    expect(timeFfmpeg(locateFfmpeg({}, () => undefined).ffmpeg)).toBeGreaterThan(0);
    expect(timeFfmpeg('/no/such/ffmpeg')).toBeUndefined();
  });

  it('keeps an explicit FFPROBE_PATH', () => {
    const binaries = locateFfmpeg({ ffprobePath: '/opt/ff/ffprobe' }, () => undefined);
    expect(binaries.ffprobe).toBe('/opt/ff/ffprobe');
  });

  it('reports a failing command with its exit code', async () => {
    const { ffmpeg } = locateFfmpeg();
    await expect(runBinary(ffmpeg, ['-i', '/no/such/file.mp4'])).rejects.toThrow(/exit code 1/);
  });
});
