/** Pure builders of the storyboard's ffmpeg argument lists and filter graphs; callers spawn. */
import { VIDEO_PRESET, VIDEO_QP } from '../ffmpeg/ffmpeg-args';
import type { FfmpegFeatures } from '../ffmpeg/ffmpeg-binaries';
import { STORYBOARD_FRAME } from './storyboard.types';

const { fps: FPS } = STORYBOARD_FRAME;

/** Narration is speech: 48 kHz mono AAC plays everywhere; 96 kbit/s is transparent for a voice. */
export const STORYBOARD_AUDIO_RATE = 48000;
const AUDIO_BITRATE = '96k';

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error'];
const PROGRESS = ['-progress', 'pipe:1', '-nostats'];

/** Short, stable number text for filter expressions. */
export function num(value: number): string {
  return Number(value.toFixed(4)).toString();
}

/** Where a picture of another shape goes, whole, in the frame (even pixels). */
export interface PlacedBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What fills the frame under the scene's narration. */
export type ComposeSource =
  /**
   * The narration's own video, scaled to the frame; one of another shape is placed whole over a
   * blurred copy of itself (`placed`), or letterboxed when close in shape.
   */
  | { kind: 'narration'; placed?: PlacedBox }
  /**
   * A clip filling the frame (cover crop) or, far off the frame's shape, placed whole over a
   * blurred copy of itself; played `loops` extra times and slowed by `stretch` (1 = as made,
   * 1.25 = a quarter slower); its own audio is dropped.
   */
  | { kind: 'clip'; path: string; loops: number; stretch: number; placed?: PlacedBox }
  /** Raw I420 frames at the storyboard frame, written to ffmpeg's stdin (the still's camera move). */
  | { kind: 'frames' };

/**
 * Frames of the fade through black at each end of a scene: joined, two scenes make a 0.32 s
 * transition that takes no time from either, since each fades over its own frames.
 */
export const FADE_FRAMES = 4;
/** Audio fades at the cuts: long enough to stop a click, short enough not to clip a word. */
const AUDIO_FADE_IN_SECONDS = 0.02;
const AUDIO_FADE_OUT_SECONDS = 0.04;

/** The presenter in a round corner bubble over the picture. */
export interface BubbleLayer {
  /** The square of the narration's frame that holds the presenter's face. */
  crop: { x: number; y: number; side: number };
  /** The face's diameter in the frame, and the margin around it for the ring and shadow. */
  diameter: number;
  margin: number;
  /** Top-left corner of the whole bubble (face plus margin) in the frame. */
  x: number;
  y: number;
  /** Raw RGBA ring (`margin` wider than the face each side), laid over the face. */
  decorationPath: string;
  /** Raw 8-bit grey: the bubble's alpha (face disc, ring and soft shadow). */
  maskPath: string;
}

export interface ComposeArgsInput {
  narrationPath: string;
  source: ComposeSource;
  /** Frames in the scene: the narration's length on the 1/25 s grid. */
  frames: number;
  /** The storyboard's frame size; 1280×720 unless set. */
  frame?: { width: number; height: number };
  bubble?: BubbleLayer;
  outputPath: string;
  features?: FfmpegFeatures;
}

/** Frames of a single picture repeated for the whole scene, on the output's clock. */
function still(input: number, format: string, frames: number): string {
  return `[${input}:v]format=${format},loop=loop=${frames - 1}:size=1:start=0,setpts=N/${FPS}/TB`;
}

/**
 * The last frame held a while: a video a frame shorter than its file (its sound runs on) still
 * fills every frame of the scene; the output's frame count cuts what is not needed.
 */
const HOLD_LAST = 'tpad=stop_mode=clone:stop_duration=1';

/**
 * A picture of another shape placed whole over a blurred, darkened copy of itself that fills
 * the frame; the copy is blurred at a quarter size, the same look for a sixteenth of the work.
 */
export function placedChain(
  input: number,
  frame: { width: number; height: number },
  box: PlacedBox,
): string {
  const { width, height } = frame;
  const [small, smallHeight] = [width / 4, height / 4];
  return (
    `[${input}:v]split=2[fill${input}][whole${input}];` +
    `[fill${input}]scale=${small}:${smallHeight}:force_original_aspect_ratio=increase,crop=${small}:${smallHeight},` +
    `boxblur=10:2,eq=brightness=-0.12,scale=${width}:${height},setsar=1[blurred${input}];` +
    `[whole${input}]scale=${box.width}:${box.height},setsar=1[placed${input}];` +
    `[blurred${input}][placed${input}]overlay=${box.x}:${box.y}`
  );
}

function baseChain(source: ComposeSource, frame: { width: number; height: number }): string {
  const { width, height } = frame;
  switch (source.kind) {
    case 'narration':
      // letterboxed rather than cropped: the presenter must stay whole
      return source.placed
        ? `${placedChain(0, frame, source.placed)},fps=${FPS},${HOLD_LAST},format=yuv420p`
        : `[0:v]scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${FPS},${HOLD_LAST},format=yuv420p`;
    case 'clip': {
      // scaled before the rate change, so each of the clip's own frames is scaled once
      const fitted = source.placed
        ? `${placedChain(1, frame, source.placed)},setsar=1,`
        : `[1:v]scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1,`;
      return `${fitted}setpts=(PTS-STARTPTS)*${num(source.stretch)},fps=${FPS},${HOLD_LAST},format=yuv420p`;
    }
    case 'frames':
      // square pixels said out loud, as decoded video says them: the stream headers then match
      return `[1:v]setpts=N/${FPS}/TB,setsar=1`;
  }
}

/** The bubble: face cropped and scaled, ring laid on, alpha from the mask, then over the picture. */
function bubbleChains(bubble: BubbleLayer, frames: number, decoration: number): string[] {
  const { crop, diameter, margin } = bubble;
  const box = diameter + 2 * margin;
  return [
    `[0:v]fps=${FPS},crop=${crop.side}:${crop.side}:${crop.x}:${crop.y},scale=${diameter}:${diameter},setsar=1,` +
      `pad=${box}:${box}:${margin}:${margin}:black,format=yuv420p[face]`,
    `${still(decoration, 'rgba', frames)}[ring]`,
    `${still(decoration + 1, 'gray', frames)}[mask]`,
    '[face][ring]overlay=0:0:format=yuv420[ringed]',
    '[ringed][mask]alphamerge[bubble]',
    `[base][bubble]overlay=${bubble.x}:${bubble.y}:format=yuv420[picture]`,
  ];
}

/** The scene's narration, padded or cut to exactly the scene's frames (no gap at the cut). */
function audioChain(frames: number): string {
  const seconds = frames / FPS;
  const fadeOut = Math.max(0, seconds - AUDIO_FADE_OUT_SECONDS);
  return (
    `[0:a]aresample=${STORYBOARD_AUDIO_RATE},apad,atrim=end=${num(seconds)},asetpts=PTS-STARTPTS,` +
    `afade=t=in:d=${AUDIO_FADE_IN_SECONDS},afade=t=out:st=${num(fadeOut)}:d=${AUDIO_FADE_OUT_SECONDS}[audio]`
  );
}

/** The fade from black over the first frames and to black over the last, frame-exact. */
function fadeChain(frames: number): string {
  const length = Math.max(1, Math.min(FADE_FRAMES, Math.floor(frames / 2)));
  return `fade=t=in:s=0:n=${length},fade=t=out:s=${frames - length}:n=${length}`;
}

/** The bubble shows the presenter over something else: never over the presenter itself. */
function bubbleOf(input: ComposeArgsInput): BubbleLayer | undefined {
  return input.source.kind === 'clip' || input.source.kind === 'frames' ? input.bubble : undefined;
}

export function buildComposeFilterGraph(input: ComposeArgsInput): string {
  const chains = [audioChain(input.frames)];
  const bubble = bubbleOf(input);
  chains.push(
    `${baseChain(input.source, input.frame ?? STORYBOARD_FRAME)}${bubble ? '[base]' : '[picture]'}`,
  );
  if (bubble) {
    chains.push(...bubbleChains(bubble, input.frames, 2));
  }
  chains.push(`[picture]${fadeChain(input.frames)}[video]`);
  return chains.join(';');
}

function sourceInputs(input: ComposeArgsInput): string[] {
  const { source } = input;
  const narration = ['-i', input.narrationPath];
  if (source.kind === 'clip') {
    return [...narration, ...(source.loops ? ['-stream_loop', String(source.loops)] : [])].concat([
      '-i',
      source.path,
    ]);
  }
  if (source.kind === 'frames') {
    const { width, height } = input.frame ?? STORYBOARD_FRAME;
    const raw = ['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${width}x${height}`];
    return [...narration, ...raw, '-framerate', String(FPS), '-i', 'pipe:0'];
  }
  return narration;
}

function bubbleInputs(bubble: BubbleLayer | undefined): string[] {
  if (!bubble) {
    return [];
  }
  const side = bubble.diameter + 2 * bubble.margin;
  const raw = (pixelFormat: string, path: string) => [
    '-f',
    'rawvideo',
    '-pix_fmt',
    pixelFormat,
    '-s',
    `${side}x${side}`,
    '-i',
    path,
  ];
  return [...raw('rgba', bubble.decorationPath), ...raw('gray', bubble.maskPath)];
}

/**
 * H.264 exactly as the avatar engine encodes (same preset, quantiser, keyframe interval, colour
 * tags): every scene's stream then has the same headers, so the assembly joins scenes by copying
 * them, and encodes each frame once. `ultrafast` has no B-frames, so each scene's first frame is
 * also its first in decoding order and no timestamp runs backwards at a seam. A constant
 * quantiser costs half the CPU of CRF at this preset, for larger files.
 */
export function videoEncoderArgs(features: FfmpegFeatures | undefined): string[] {
  return [
    ...[features?.fpsMode ? '-fps_mode' : '-vsync', 'cfr', '-r', String(FPS)],
    ...['-c:v', 'libx264', '-preset', VIDEO_PRESET, '-qp', String(VIDEO_QP), '-g', String(FPS * 5)],
    ...['-pix_fmt', 'yuv420p'],
    ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'],
    // decoded H.264 says where its chroma sits and raw frames do not: said here, every scene's
    // stream headers come out the same, whatever it was made from
    ...['-color_range', 'tv', '-chroma_sample_location', 'left'],
  ];
}

function audioEncoderArgs(): string[] {
  return ['-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ar', String(STORYBOARD_AUDIO_RATE), '-ac', '1'];
}

/**
 * One scene: its picture (narration, clip or camera-moved still, with the bubble), exactly
 * `frames` long and faded at both ends, over the narration's audio cut or padded to the same
 * length. Every scene is encoded alike, so the assembly can join them without re-encoding.
 */
export function buildComposeArgs(input: ComposeArgsInput): string[] {
  return [
    ...QUIET,
    '-y',
    ...sourceInputs(input),
    ...bubbleInputs(bubbleOf(input)),
    ...['-filter_complex', buildComposeFilterGraph(input)],
    ...['-map', '[video]', '-map', '[audio]', '-frames:v', String(input.frames)],
    ...videoEncoderArgs(input.features),
    ...audioEncoderArgs(),
    ...['-movflags', '+faststart', ...PROGRESS],
    input.outputPath,
  ];
}

export interface AssembleAudioArgsInput {
  clipPaths: readonly string[];
  /** Each scene's length: its audio is cut or padded to it, so sound and picture stay in step. */
  durations: readonly number[];
  outputPath: string;
}

/** The scenes' narration end to end, as one 16-bit mono WAV for the loudness pass. */
export function buildAssembleAudioArgs(input: AssembleAudioArgsInput): string[] {
  const count = input.clipPaths.length;
  const chains = input.durations.map(
    (seconds, index) =>
      `[${index}:a]aresample=${STORYBOARD_AUDIO_RATE},apad,atrim=end=${num(seconds)},asetpts=PTS-STARTPTS[a${index}]`,
  );
  const labels = input.durations.map((_seconds, index) => `[a${index}]`).join('');
  chains.push(
    `${labels}concat=n=${count}:v=0:a=1,aformat=sample_fmts=s16:sample_rates=${STORYBOARD_AUDIO_RATE}:channel_layouts=mono[audio]`,
  );
  return [
    ...QUIET,
    '-y',
    ...input.clipPaths.flatMap((clip) => ['-i', clip]),
    ...['-filter_complex', chains.join(';')],
    ...['-map', '[audio]', '-c:a', 'pcm_s16le', input.outputPath],
  ];
}

/** An ffconcat list of the scene clips, each with its exact length (the next starts there). */
export function buildSceneConcatList(
  scenes: readonly { clipPath: string; durationSeconds: number }[],
): string {
  const quote = (file: string) => `'${file.replace(/'/g, "'\\''")}'`;
  const lines = scenes.flatMap((scene) => [
    `file ${quote(scene.clipPath)}`,
    `duration ${num(scene.durationSeconds)}`,
  ]);
  return ['ffconcat version 1.0', ...lines].join('\n') + '\n';
}

export interface AssembleVideoArgsInput {
  /** The scene clips, in order, and each one's length in frames. */
  scenes: readonly { clipPath: string; frames: number }[];
  /**
   * The ffconcat list of the scene clips: their streams share the same headers, so they are
   * joined by copying. Without it, every clip is decoded on its own and the whole re-encoded.
   */
  sceneListPath?: string;
  /** The loudness-normalised narration. */
  audioPath: string;
  /** Caption bands (an ffconcat list of RGBA pictures) laid over the frame from row `top`. */
  captions?: { listPath: string; top: number };
  durationSeconds: number;
  outputPath: string;
  features?: FfmpegFeatures;
}

const concatInput = (listPath: string) => ['-f', 'concat', '-safe', '0', '-i', listPath];

/** Each scene decoded on its own, cut to its frames, joined; then the caption band over it. */
function reencodeGraph(input: AssembleVideoArgsInput): string {
  const count = input.scenes.length;
  const chains = input.scenes.map(
    (scene, index) =>
      `[${index}:v]trim=end_frame=${scene.frames},setpts=PTS-STARTPTS,setsar=1[v${index}]`,
  );
  const labels = input.scenes.map((_scene, index) => `[v${index}]`).join('');
  const joined = input.captions ? '[joined]' : '[video]';
  chains.push(`${labels}concat=n=${count}:v=1:a=0${joined}`);
  if (input.captions) {
    chains.push(`[joined][${count + 1}:v]overlay=0:${input.captions.top}:format=yuv420[video]`);
  }
  return chains.join(';');
}

/**
 * The storyboard: the scenes' pictures joined (copied as they are when they can be, re-encoded
 * under burned-in captions or when they differ) with the normalised narration as one AAC track,
 * ready to play before it has downloaded.
 */
export function buildAssembleVideoArgs(input: AssembleVideoArgsInput): string[] {
  const copy = input.sceneListPath !== undefined && !input.captions;
  const audioIndex = copy ? 1 : input.scenes.length;
  const video = copy
    ? [...concatInput(input.sceneListPath!), '-i', input.audioPath, '-map', '0:v:0', '-c:v', 'copy']
    : [
        ...input.scenes.flatMap((scene) => ['-i', scene.clipPath]),
        ...['-i', input.audioPath],
        ...(input.captions ? concatInput(input.captions.listPath) : []),
        ...['-filter_complex', reencodeGraph(input), '-map', '[video]'],
        ...videoEncoderArgs(input.features),
      ];
  return [
    ...QUIET,
    '-y',
    ...video,
    ...['-map', `${audioIndex}:a:0`, ...audioEncoderArgs()],
    ...['-t', num(input.durationSeconds), '-movflags', '+faststart', ...PROGRESS],
    input.outputPath,
  ];
}
