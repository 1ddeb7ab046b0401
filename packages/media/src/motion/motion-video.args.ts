import {
  DURATION_SECONDS,
  FRAME_COUNT,
  FRAME_HEIGHT,
  FRAME_WIDTH,
  FRAMES_PER_SECOND,
  POSTER_SECONDS,
} from './motion-layout';

/** How a layer moves; every layer is one still image that ffmpeg loops and animates. */
export type LayerAnimation =
  /** The sky: a crop window drifts `pan` px across it (negative drifts the other way). */
  | { kind: 'backdrop'; pan: number }
  /**
   * A strip one period long that wraps seamlessly: ffmpeg lays two copies end to end once, and a
   * crop window slides along them at `speed` px/s.
   */
  | {
      kind: 'scroll';
      x: number;
      y: number;
      axis: 'x' | 'y';
      speed: number;
      phase: number;
      sway: number;
      bob: number;
    }
  /** Fades in from `start` while rising `rise` px into place (kinetic type). */
  | { kind: 'reveal'; x: number; y: number; start: number; duration: number; rise: number }
  /** A full-frame overlay, drawn at any size and stretched to the frame. */
  | { kind: 'still' }
  /**
   * A subject moving across the frame at `speed` px/s (leaving one side, it comes back on the
   * other) while it bobs, or bounces in steps when `step` is set.
   */
  | {
      kind: 'sprite';
      x: number;
      y: number;
      speed: number;
      bob: { height: number; period: number; phase: number; step: boolean };
    };

export interface LayerSource {
  /** Raw straight-alpha RGBA pixels. */
  file: string;
  width: number;
  height: number;
}

export type MotionLayer = LayerAnimation & { source: LayerSource };

export interface MotionAudio {
  seed: number;
  lowpassHz: number;
  swellSeconds: number;
  chordHz: readonly number[];
}

/** The output frame in pixels, and pixels per design unit (1.5 at 1080p). */
export interface MotionOutputFrame {
  width: number;
  height: number;
  scale: number;
}

const LANDSCAPE_OUTPUT: MotionOutputFrame = { width: FRAME_WIDTH, height: FRAME_HEIGHT, scale: 1 };

export interface MotionVideoSpec {
  layers: readonly MotionLayer[];
  /** The frame made; 1280×720 unless set. Layers' positions and speeds are in design units. */
  frame?: MotionOutputFrame;
  /** A zoompan chain over the finished frame (the camera move), or null to hold still. */
  camera?: string | null;
  audio: MotionAudio | null;
  outputPath: string;
}

/** Short, stable number text for filter expressions. */
function num(value: number): string {
  return Number(value.toFixed(3)).toString();
}

/** A term with its sign, to append to an expression: `+3`, `-14`. */
function signed(value: number): string {
  return value < 0 ? num(value) : `+${num(value)}`;
}

function loopStill(index: number, format: 'yuv420p' | 'yuva420p', before = '', after = ''): string {
  // converted once, before looping: converting each of 192 repeats costs more than the overlays
  return `[${index}:v]${before}format=${format},${after}loop=loop=${FRAME_COUNT - 1}:size=1:start=0,setpts=N/${FRAMES_PER_SECOND}/TB`;
}

/** Two copies of a one-period strip, end to end, made once before the loop. */
function doubled(index: number, axis: 'x' | 'y'): string {
  const stack = axis === 'x' ? 'hstack' : 'vstack';
  return `split[d${index}][e${index}];[d${index}][e${index}]${stack},`;
}

function scrollWindow(
  layer: Extract<MotionLayer, { kind: 'scroll' }>,
  frame: MotionOutputFrame,
): string {
  const period = layer.axis === 'x' ? layer.source.width : layer.source.height;
  const k = frame.scale;
  const travel = `mod(${num(layer.phase * k)}+${num(Math.abs(layer.speed) * k)}*t,${period})`;
  // content moves left / down for positive speed, so the window moves right / up
  const forward = layer.axis === 'x' ? layer.speed > 0 : layer.speed < 0;
  const position = forward ? travel : `${period}-${travel}`;
  return layer.axis === 'x'
    ? `crop=${frame.width}:${layer.source.height}:x='${position}':y=0:exact=1`
    : `crop=${layer.source.width}:${frame.height}:x=0:y='${position}':exact=1`;
}

function layerChain(
  layer: MotionLayer,
  index: number,
  below: string,
  out: string,
  frame: MotionOutputFrame,
): string {
  // design units to pixels
  const px = (value: number) => num(value * frame.scale);
  switch (layer.kind) {
    case 'backdrop': {
      const rate = num((Math.abs(layer.pan) * frame.scale) / DURATION_SECONDS);
      const x = layer.pan >= 0 ? `${rate}*t` : `${px(Math.abs(layer.pan))}-${rate}*t`;
      return `${loopStill(index, 'yuv420p')},crop=${frame.width}:${frame.height}:x='${x}':y=0:exact=1[${out}]`;
    }
    case 'scroll': {
      const sway = layer.sway
        ? `${px(-layer.sway)}+${px(layer.sway)}*sin(2*PI*t/6.5+${index})`
        : `${px(layer.x)}`;
      const bob = layer.bob
        ? `${px(layer.y)}+${px(layer.bob)}*sin(2*PI*t/1.9+${index})`
        : `${px(layer.y)}`;
      return (
        `${loopStill(index, 'yuva420p', '', doubled(index, layer.axis))},${scrollWindow(layer, frame)}[l${index}];` +
        `[${below}][l${index}]overlay=x='${sway}':y='${bob}'[${out}]`
      );
    }
    case 'reveal': {
      const start = num(layer.start);
      const progress = `min(1,max(0,(t-${start})/${num(layer.duration)}))`;
      return (
        `${loopStill(index, 'yuva420p')},fade=t=in:st=${start}:d=${num(layer.duration)}:alpha=1[l${index}];` +
        `[${below}][l${index}]overlay=x=${px(layer.x)}:y='${px(layer.y)}${signed(layer.rise * frame.scale)}*pow(1-${progress},3)':enable='gte(t,${start})'[${out}]`
      );
    }
    case 'sprite': {
      const { x, y } = spritePosition(layer, frame);
      return `${loopStill(index, 'yuva420p')}[l${index}];[${below}][l${index}]overlay=x='${x}':y='${y}'[${out}]`;
    }
    case 'still':
      // drawn small where it is soft (the vignette), scaled up once
      return `${loopStill(index, 'yuva420p', `scale=${frame.width}:${frame.height},`)}[l${index}];[${below}][l${index}]overlay[${out}]`;
  }
}

/** Overlay position expressions of a sprite: a wrapped walk along x and a bob along y. */
export function spritePosition(
  layer: Extract<MotionLayer, { kind: 'sprite' }>,
  frame: MotionOutputFrame = LANDSCAPE_OUTPUT,
): {
  x: string;
  y: string;
} {
  const k = frame.scale;
  const width = layer.source.width;
  const frameWidth = frame.width;
  const period = frameWidth + width;
  const wrap = (value: number) => ((value % period) + period) % period;
  const [left, top] = [layer.x * k, num(layer.y * k)];
  let x = num(left);
  if (layer.speed > 0) {
    x = `mod(${num(wrap(left + width))}+${num(layer.speed * k)}*t,${period})-${width}`;
  } else if (layer.speed < 0) {
    x = `${frameWidth}-mod(${num(wrap(frameWidth - left))}+${num(-layer.speed * k)}*t,${period})`;
  }
  const { period: seconds, phase, step } = layer.bob;
  const height = layer.bob.height * k;
  const y =
    height === 0
      ? top
      : step
        ? `${top}-${num(height)}*abs(sin(PI*t/${num(seconds)}+${num(phase)}))`
        : `${top}+${num(height)}*sin(2*PI*t/${num(seconds)}+${num(phase)})`;
  return { x, y };
}

/** A soft bed: brown noise that swells like breath, under a quiet, slightly detuned chord. */
export function buildAudioGraph(audio: MotionAudio): string {
  // sine sources, not aevalsrc: an expression evaluated per sample costs a third of a second
  const tones = audio.chordHz.flatMap((hz) => [hz, hz * 1.004]);
  const sources = tones.map(
    (hz, index) => `sine=f=${num(hz)}:r=48000:d=${DURATION_SECONDS}[tone${index}]`,
  );
  const toneLabels = tones.map((_hz, index) => `[tone${index}]`).join('');
  return [
    ...sources,
    `${toneLabels}amix=inputs=${tones.length},volume=${num(0.5)}[pad]`,
    `anoisesrc=d=${DURATION_SECONDS}:c=brown:r=48000:a=0.5:seed=${audio.seed},` +
      `lowpass=f=${audio.lowpassHz},volume='0.55+0.45*sin(2*PI*t/${num(audio.swellSeconds)})':eval=frame[noise]`,
    `[noise][pad]amix=inputs=2:duration=first,` +
      `afade=t=in:d=1.2,afade=t=out:st=${DURATION_SECONDS - 1.5}:d=1.5[audio]`,
  ].join(';');
}

/**
 * The whole filter graph: layers stacked bottom-up into `[video]`. The poster is not split off
 * here: a second output made ffmpeg hold 20-38 MB more frames for it, so it is read from the
 * finished MP4 afterwards (`buildMotionPosterArgs`).
 */
export function buildMotionFilterGraph(spec: MotionVideoSpec): string {
  const [backdrop] = spec.layers;
  if (!backdrop || backdrop.kind !== 'backdrop') {
    throw new Error('the first motion layer must be the backdrop');
  }
  const frame = spec.frame ?? LANDSCAPE_OUTPUT;
  const top = spec.layers.length - 1;
  const chains = spec.layers.map((layer, index) =>
    layerChain(
      layer,
      index,
      `v${index - 1}`,
      index === top && !spec.camera ? 'video' : `v${index}`,
      frame,
    ),
  );
  if (spec.camera) {
    chains.push(`[v${top}]${spec.camera}[video]`);
  }
  if (spec.audio) {
    chains.push(buildAudioGraph(spec.audio));
  }
  return chains.join(';');
}

/** Arguments for the ffmpeg run that writes the MP4. */
export function buildMotionVideoArgs(spec: MotionVideoSpec): string[] {
  const inputs = spec.layers.flatMap((layer) => [
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${layer.source.width}x${layer.source.height}`,
    '-framerate',
    String(FRAMES_PER_SECOND),
    '-i',
    layer.source.file,
  ]);
  const audioOutput = spec.audio ? ['-map', '[audio]', '-c:a', 'aac', '-b:a', '96k'] : [];
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-y'],
    ...inputs,
    ...['-filter_complex', buildMotionFilterGraph(spec)],
    ...['-map', '[video]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20'],
    // the lightest motion search: a quarter less CPU on busy particle scenes, files ~15% larger;
    // a 5-frame lookahead, not veryfast's 10 plus the threads' own: x264 held ~27 MB of 720p
    // frames for it (a quarter of ffmpeg's peak), and the files came out no larger; one B-frame,
    // not three, held 20-40 MB fewer 1080p frames (ffmpeg 289-298 MB against 310-331 in one
    // sitting), bringing a 1080p clip's whole peak under 600 MB, at a few % larger files
    ...['-x264-params', 'me=dia:subme=1:rc-lookahead=5:sync-lookahead=0:bframes=1'],
    // a fixed thread count keeps x264's output identical across machines
    ...[
      '-threads',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-r',
      String(FRAMES_PER_SECOND),
    ],
    ...audioOutput,
    ...['-t', String(DURATION_SECONDS), '-movflags', '+faststart', spec.outputPath],
  ];
}

/**
 * The poster JPEG, the frame at `POSTER_SECONDS` read back from the finished MP4: a second, short
 * ffmpeg run that decodes a second of 720p (a few MB), after the encoder has let go of its frames.
 */
export function buildMotionPosterArgs(videoPath: string, posterPath: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-ss', String(POSTER_SECONDS), '-i', videoPath],
    ...['-frames:v', '1', '-q:v', '3', posterPath],
  ];
}
