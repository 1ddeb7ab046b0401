import { describe, expect, it } from 'vitest';
import {
  buildAvatarVideoArgs,
  buildPosterArgs,
  buildProbeArgs,
} from '../../src/ffmpeg/ffmpeg-args';
import { ffmpegFeatures } from '../../src/ffmpeg/ffmpeg-binaries';
import { buildConcatList, captionIndexPerFrame, toFrameRuns } from '../../src/frames/frame-plan';

describe('buildAvatarVideoArgs', () => {
  const input = {
    stillListPath: '/tmp/r/still.ffconcat',
    headListPath: '/tmp/r/head.ffconcat',
    headPosition: { x: '400+4*sin(2*PI*t/6+1)', y: '-12' },
    audioPath: '/tmp/r/speech.wav',
    outputPath: '/tmp/r/video.mp4',
    fps: 25,
  };

  it('moves the head over the still frame and encodes constant 25 fps H.264/AAC with fast start', () => {
    expect(buildAvatarVideoArgs(input)).toEqual([
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
      '/tmp/r/still.ffconcat',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      '/tmp/r/head.ffconcat',
      '-i',
      '/tmp/r/speech.wav',
      '-filter_complex',
      "[0:v]fps=25[still];[1:v]format=yuva420p[head];[still][head]overlay=x='400+4*sin(2*PI*t/6+1)':y='-12':eval=frame:format=yuv420[video]",
      '-map',
      '[video]',
      '-map',
      '2:a:0',
      '-vsync',
      'cfr',
      '-r',
      '25',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-qp',
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
      '64k',
      '-ar',
      '24000',
      '-movflags',
      '+faststart',
      '-shortest',
      '-progress',
      'pipe:1',
      '-nostats',
      '/tmp/r/video.mp4',
    ]);
  });

  it('says -vsync to the bundled 4.1 and -fps_mode to 5.1 and later', () => {
    const rateArgs = (args: string[]) => {
      const at = args.indexOf('-r');
      return args.slice(at - 2, at + 2);
    };
    expect(rateArgs(buildAvatarVideoArgs(input))).toEqual(['-vsync', 'cfr', '-r', '25']);
    expect(
      rateArgs(
        buildAvatarVideoArgs({ ...input, features: ffmpegFeatures({ major: 4, minor: 1 }) }),
      ),
    ).toEqual(['-vsync', 'cfr', '-r', '25']);
    for (const version of [
      { major: 5, minor: 1 },
      { major: 6, minor: 0 },
      { major: 7, minor: 1 },
    ]) {
      const args = buildAvatarVideoArgs({ ...input, features: ffmpegFeatures(version) });
      expect(rateArgs(args)).toEqual(['-fps_mode', 'cfr', '-r', '25']);
      expect(args).not.toContain('-vsync');
    }
  });

  it('lays the caption bands over the framed picture, and takes the audio from the fourth input', () => {
    const args = buildAvatarVideoArgs({
      ...input,
      captionBand: { concatListPath: 'captions.ffconcat', top: 600 },
    });
    expect(args.slice(17, 28)).toEqual([
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      'captions.ffconcat',
      '-i',
      '/tmp/r/speech.wav',
      '-filter_complex',
      "[0:v]fps=25[still];[1:v]format=yuva420p[head];[still][head]overlay=x='400+4*sin(2*PI*t/6+1)':y='-12':eval=frame:format=yuv420[framed];[framed][2:v]overlay=0:600[video]",
      '-map',
    ]);
    expect(args.slice(28, 34)).toEqual(['[video]', '-map', '3:a:0', '-vsync', 'cfr', '-r']);
    expect(args.at(-1)).toBe('/tmp/r/video.mp4');
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
