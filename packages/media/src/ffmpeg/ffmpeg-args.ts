/** Pure builders of ffmpeg and ffprobe argument lists; only the callers spawn anything. */
import type { FfmpegFeatures } from './ffmpeg-binaries';

export interface AvatarVideoArgsInput {
  /** The still frame (set, body, name card), one entry for the whole video. */
  stillListPath: string;
  /** Head pictures with alpha, laid over the still frame where `headPosition` says. */
  headListPath: string;
  /** ffmpeg expressions of `t` for the head layer's top-left corner, in frame pixels. */
  headPosition: { x: string; y: string };
  audioPath: string;
  outputPath: string;
  fps: number;
  /** Caption bands (another ffconcat list) laid over the frames from row `top` down. */
  captionBand?: { concatListPath: string; top: number };
  /** Of the ffmpeg that will run the arguments; unset means the bundled 4.1. */
  features?: FfmpegFeatures;
}

/**
 * x264 speed preset: the pictures are flat illustrations, so the fastest preset costs little
 * quality, and a constant 25 fps means every frame is encoded (ultrafast halves that work).
 */
export const VIDEO_PRESET = 'ultrafast';
/**
 * A constant quantiser rather than CRF: CRF has x264 measure every frame's complexity on a
 * half-size copy first, a third of the encoder's time for pictures that barely change.
 */
export const VIDEO_QP = 23;
/**
 * Speech needs no more: the voices are 16 and 22.05 kHz, and AAC at 24 kHz keeps everything up
 * to 12 kHz for a third of the encoding work of 48 kHz.
 */
export const AUDIO_SAMPLE_RATE = 24000;
const AUDIO_BITRATE = '64k';

/**
 * For the ffmpeg process's environment: glibc otherwise maps and unmaps a fresh block for every
 * picture of a megabyte that the concat demuxer reads, and the page faults cost more CPU than
 * the reading. Only glibc reads these; other C libraries ignore them.
 */
export const FFMPEG_ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  MALLOC_MMAP_THRESHOLD_: String(64 * 2 ** 20),
  MALLOC_TRIM_THRESHOLD_: String(256 * 2 ** 20),
  MALLOC_TOP_PAD_: String(64 * 2 ** 20),
};

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error'];

/**
 * The talking-head filter graph: the still frame at a constant frame rate, the head moved over
 * it (overlay rounds to even pixels in 4:2:0, so the drift is slow enough to hide the steps),
 * then the caption band.
 */
export function buildAvatarFilterGraph(input: AvatarVideoArgsInput): string {
  const { fps, headPosition, captionBand } = input;
  // the expressions are ours: numbers, t, PI, sin and arithmetic, nothing the graph parser splits on
  const quote = (expression: string) => `'${expression}'`;
  const graph = [
    `[0:v]fps=${fps}[still]`,
    '[1:v]format=yuva420p[head]',
    `[still][head]overlay=x=${quote(headPosition.x)}:y=${quote(headPosition.y)}:eval=frame:format=yuv420${captionBand ? '[framed]' : '[video]'}`,
  ];
  if (captionBand) {
    graph.push(`[framed][2:v]overlay=0:${captionBand.top}[video]`);
  }
  return graph.join(';');
}

/**
 * The talking-head encode: still frame, head pictures and caption bands from ffconcat lists, the
 * speech WAV, one constant-25-fps H.264/AAC MP4 that can start playing before it has downloaded.
 * Captions travel beside it as WebVTT, not as an MP4 track: `-shortest` would end the video at
 * the last caption.
 */
export function buildAvatarVideoArgs(input: AvatarVideoArgsInput): string[] {
  const { captionBand, fps } = input;
  const concat = (listPath: string) => ['-f', 'concat', '-safe', '0', '-i', listPath];
  const audioIndex = captionBand ? 3 : 2;
  return [
    ...QUIET,
    '-y',
    ...concat(input.stillListPath),
    ...concat(input.headListPath),
    ...(captionBand ? concat(captionBand.concatListPath) : []),
    ...['-i', input.audioPath],
    ...['-filter_complex', buildAvatarFilterGraph(input)],
    ...['-map', '[video]', '-map', `${audioIndex}:a:0`],
    ...encodeArgs(fps, input.features),
    input.outputPath,
  ];
}

/**
 * The encode every talking video shares: constant 25 fps H.264 in BT.709 with AAC speech, an MP4
 * that can start playing before it has downloaded, progress on stdout.
 */
function encodeArgs(fps: number, features: FfmpegFeatures | undefined): string[] {
  return [
    // every frame on the 1/fps grid: players show constant-rate video smoothly
    ...[features?.fpsMode ? '-fps_mode' : '-vsync', 'cfr', '-r', String(fps)],
    ...['-c:v', 'libx264', '-preset', VIDEO_PRESET, '-qp', String(VIDEO_QP), '-g', String(fps * 5)],
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
    ...['-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ar', String(AUDIO_SAMPLE_RATE)],
    ...['-movflags', '+faststart', '-shortest'],
    ...['-progress', 'pipe:1', '-nostats'],
  ];
}

export interface PhotoAvatarVideoArgsInput {
  width: number;
  height: number;
  fps: number;
  audioPath: string;
  outputPath: string;
  features?: FfmpegFeatures;
}

/**
 * The photo avatar encode: raw I420 frames on stdin (drawn by us, one per video frame), the
 * speech WAV, the same H.264/AAC output as the drawn avatars.
 */
export function buildPhotoAvatarVideoArgs(input: PhotoAvatarVideoArgsInput): string[] {
  return [
    ...QUIET,
    '-y',
    ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${input.width}x${input.height}`],
    ...['-framerate', String(input.fps), '-i', 'pipe:0'],
    ...['-i', input.audioPath],
    ...['-map', '0:v:0', '-map', '1:a:0'],
    ...encodeArgs(input.fps, input.features),
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

/**
 * A voice recording (any container ffmpeg reads) decoded to raw 16-bit mono PCM on stdout-free
 * disk; `-t` stops reading just past the limit, so an overlong file costs no more than a long one.
 */
export function buildRecordingDecodeArgs(input: {
  input: string;
  output: string;
  sampleRate: number;
  maxSeconds: number;
}): string[] {
  return [
    ...['-v', 'error', '-nostdin', '-i', input.input],
    ...['-map', '0:a:0', '-vn', '-sn', '-dn'],
    ...['-t', String(input.maxSeconds + 1)],
    ...['-ac', '1', '-ar', String(input.sampleRate), '-f', 's16le', '-y', input.output],
  ];
}
