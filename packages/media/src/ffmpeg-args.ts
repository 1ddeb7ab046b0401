/** Pure builders of ffmpeg and ffprobe argument lists; only the callers spawn anything. */
import type { FfmpegFeatures } from './ffmpeg-binaries';

export interface AvatarVideoArgsInput {
  concatListPath: string;
  audioPath: string;
  outputPath: string;
  fps: number;
  width: number;
  height: number;
  /** Caption bands (another ffconcat list) laid over the frames from row `top` down. */
  captionBand?: { concatListPath: string; top: number };
  /** Of the ffmpeg that will run the arguments; unset means the bundled 4.1. */
  features?: FfmpegFeatures;
}

/** x264 speed preset: the pictures are flat illustrations, so a fast preset costs little quality. */
export const VIDEO_PRESET = 'superfast';
export const VIDEO_CRF = 23;

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error'];

/**
 * The talking-head encode: pictures from an ffconcat list, the speech WAV, one H.264/AAC MP4 that
 * can start playing before it has downloaded. Captions travel beside it as WebVTT, not as an MP4
 * track: `-shortest` would end the video at the last caption.
 */
export function buildAvatarVideoArgs(input: AvatarVideoArgsInput): string[] {
  const { captionBand, fps } = input;
  const concat = (listPath: string) => ['-f', 'concat', '-safe', '0', '-i', listPath];
  const scale = `scale=${input.width}:${input.height}`;
  const video = captionBand
    ? [
        '-filter_complex',
        `[0:v][1:v]overlay=0:${captionBand.top},${scale}[video]`,
        '-map',
        '[video]',
        '-map',
        '2:a:0',
      ]
    : ['-vf', scale, '-map', '0:v:0', '-map', '1:a:0'];
  return [
    ...QUIET,
    '-y',
    ...concat(input.concatListPath),
    ...(captionBand ? concat(captionBand.concatListPath) : []),
    ...['-i', input.audioPath],
    ...video,
    // a frame per change of picture, on a 1/fps grid: repeats are not encoded (half the work)
    ...[input.features?.fpsMode ? '-fps_mode' : '-vsync', 'vfr', '-r', String(fps)],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      VIDEO_PRESET,
      '-crf',
      String(VIDEO_CRF),
      '-g',
      String(fps * 5),
    ],
    ...['-pix_fmt', 'yuv420p'],
    // the frames are converted to YUV with BT.709; say so, or players may guess BT.601
    ...[
      '-colorspace',
      'bt709',
      '-color_primaries',
      'bt709',
      '-color_trc',
      'bt709',
      '-color_range',
      'tv',
    ],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', '48000'],
    ...['-movflags', '+faststart', '-shortest'],
    ...['-progress', 'pipe:1', '-nostats'],
    input.outputPath,
  ];
}

export interface PosterArgsInput {
  input: string;
  atSeconds: number;
  output: string;
}

/** One JPEG frame; seeking before `-i` jumps to the nearest keyframe and decodes from there. */
export function buildPosterArgs({ input, atSeconds, output }: PosterArgsInput): string[] {
  return [
    ...QUIET,
    '-y',
    '-ss',
    String(atSeconds),
    '-i',
    input,
    '-frames:v',
    '1',
    '-q:v',
    '3',
    output,
  ];
}

/** ffprobe: format and streams as JSON. */
export function buildProbeArgs(input: string): string[] {
  return ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input];
}
