import { describe, expect, it } from 'vitest';
import { buildAvatarVideoArgs, buildPosterArgs, buildProbeArgs } from '../src/ffmpeg-args';
import { ffmpegFeatures } from '../src/ffmpeg-binaries';
import { buildConcatList, captionIndexPerFrame, toFrameRuns } from '../src/frame-plan';

describe('buildAvatarVideoArgs', () => {
  it('encodes the concat pictures and the speech to H.264/AAC with fast start', () => {
    const args = buildAvatarVideoArgs({
      concatListPath: '/tmp/r/frames.ffconcat',
      audioPath: '/tmp/r/speech.wav',
      outputPath: '/tmp/r/video.mp4',
      fps: 25,
      width: 1280,
      height: 720,
    });
    expect(args).toEqual([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      '/tmp/r/frames.ffconcat',
      '-i',
      '/tmp/r/speech.wav',
      '-vf',
      'scale=1280:720',
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-vsync',
      'vfr',
      '-r',
      '25',
      '-c:v',
      'libx264',
      '-preset',
      'superfast',
      '-crf',
      '23',
      '-g',
      '125',
      '-pix_fmt',
      'yuv420p',
      '-colorspace',
      'bt709',
      '-color_primaries',
      'bt709',
      '-color_trc',
      'bt709',
      '-color_range',
      'tv',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-ar',
      '48000',
      '-movflags',
      '+faststart',
      '-shortest',
      '-progress',
      'pipe:1',
      '-nostats',
      '/tmp/r/video.mp4',
    ]);
  });
});

describe('buildAvatarVideoArgs by ffmpeg version', () => {
  const input = {
    concatListPath: '/tmp/r/frames.ffconcat',
    audioPath: '/tmp/r/speech.wav',
    outputPath: '/tmp/r/video.mp4',
    fps: 25,
    width: 1280,
    height: 720,
  };
  const rateArgs = (args: string[]) => {
    const at = args.indexOf('-r');
    return args.slice(at - 2, at + 2);
  };

  it('says -vsync to the bundled 4.1 and -fps_mode to 5.1 and later', () => {
    expect(rateArgs(buildAvatarVideoArgs(input))).toEqual(['-vsync', 'vfr', '-r', '25']);
    expect(
      rateArgs(
        buildAvatarVideoArgs({ ...input, features: ffmpegFeatures({ major: 4, minor: 1 }) }),
      ),
    ).toEqual(['-vsync', 'vfr', '-r', '25']);
    for (const version of [
      { major: 5, minor: 1 },
      { major: 6, minor: 0 },
      { major: 7, minor: 1 },
    ]) {
      const args = buildAvatarVideoArgs({ ...input, features: ffmpegFeatures(version) });
      expect(rateArgs(args)).toEqual(['-fps_mode', 'vfr', '-r', '25']);
      expect(args).not.toContain('-vsync');
    }
  });
});

describe('buildAvatarVideoArgs with burned-in captions', () => {
  it('lays the caption bands over the frames before scaling', () => {
    const args = buildAvatarVideoArgs({
      concatListPath: 'poses.ffconcat',
      audioPath: 'speech.wav',
      outputPath: 'out.mp4',
      fps: 25,
      width: 1280,
      height: 720,
      captionBand: { concatListPath: 'captions.ffconcat', top: 600 },
    });
    expect(args.slice(4, 25)).toEqual([
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      'poses.ffconcat',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      'captions.ffconcat',
      '-i',
      'speech.wav',
      '-filter_complex',
      '[0:v][1:v]overlay=0:600,scale=1280:720[video]',
      '-map',
      '[video]',
      '-map',
      '2:a:0',
    ]);
    expect(args.slice(25, 31)).toEqual(['-vsync', 'vfr', '-r', '25', '-c:v', 'libx264']);
    expect(args.at(-1)).toBe('out.mp4');
  });
});

describe('buildPosterArgs', () => {
  it('takes one JPEG frame at the given second', () => {
    expect(buildPosterArgs({ input: 'in.mp4', atSeconds: 1, output: 'poster.jpg' })).toEqual([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-ss',
      '1',
      '-i',
      'in.mp4',
      '-frames:v',
      '1',
      '-q:v',
      '3',
      'poster.jpg',
    ]);
  });
});

describe('buildProbeArgs', () => {
  it('asks ffprobe for format and streams as JSON', () => {
    expect(buildProbeArgs('clip.mp4')).toEqual([
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      'clip.mp4',
    ]);
  });
});

describe('frame plan', () => {
  it('collapses repeated pictures into runs', () => {
    expect(toFrameRuns(['a', 'a', 'b', 'a', 'a', 'a'])).toEqual([
      { key: 'a', frames: 2 },
      { key: 'b', frames: 1 },
      { key: 'a', frames: 3 },
    ]);
  });

  it('writes an ffconcat list with durations and the last file repeated', () => {
    const list = buildConcatList(
      [
        { key: '/t/0o-1.y4m', frames: 3 },
        { key: "/t/it's.y4m", frames: 1 },
      ],
      25,
    );
    expect(list).toBe(
      [
        'ffconcat version 1.0',
        "file '/t/0o-1.y4m'",
        'duration 0.12',
        "file '/t/it'\\''s.y4m'",
        'duration 0.04',
        "file '/t/it'\\''s.y4m'",
        '',
      ].join('\n'),
    );
  });

  it('finds the caption on screen at the middle of each frame', () => {
    const cues = [
      { start: 0.1, end: 0.2 },
      { start: 0.2, end: 0.3 },
    ];
    expect(captionIndexPerFrame(cues, 10, 25)).toEqual([-1, -1, 0, 0, 0, 1, 1, -1, -1, -1]);
  });
});
