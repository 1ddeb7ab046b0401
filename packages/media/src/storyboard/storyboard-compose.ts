import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { CaptionCue } from '../captions/captions';
import { FFMPEG_ALLOCATOR_ENV } from '../ffmpeg/ffmpeg-args';
import type { FfmpegBinaries } from '../ffmpeg/ffmpeg-binaries';
import { ffmpegProgressReader } from '../ffmpeg/ffmpeg-progress';
import { rgbaToI420, type YuvImage } from '../frames/frame-raster';
import { moveFile } from '../files/move-file';
import { runBinary } from '../ffmpeg/process';
import { withTempDir } from '../files/temp-dir';
import { parseWebVtt } from '../captions/webvtt';
import { cameraCanvas, cameraMoveFor, cameraWindow, renderCameraFrame } from './ken-burns';
import { bubblePlacement, bubbleSize, faceCrop, writeBubbleAssets } from './storyboard-bubble';
import { pictureFit, placedBox, storyboardFrame, type StoryboardFrame } from './storyboard-layout';
import { sceneCues } from './storyboard-cues';
import { probeClip, type ClipProbe } from './storyboard-probe';
import { buildComposeArgs, type BubbleLayer, type ComposeSource } from './storyboard.args';
import { STORYBOARD_FRAME, type ComposedScene, type ComposeSceneInput } from './storyboard.types';

const { fps: FPS } = STORYBOARD_FRAME;

/** A clip may be slowed this much to fill its scene; past it, it plays again (slowed less). */
export const MAX_CLIP_STRETCH = 1.5;

/** A scene's input that cannot be composed: what is wrong with it, in plain words. */
export class SceneMaterialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SceneMaterialError';
  }
}

/** How a clip of `clipSeconds` fills a scene: as made and cut, slowed a little, or repeated. */
export function planClipTiming(
  clipSeconds: number,
  sceneSeconds: number,
): { loops: number; stretch: number } {
  const ratio = sceneSeconds / clipSeconds;
  if (ratio <= 1) {
    return { loops: 0, stretch: 1 };
  }
  const plays = Math.ceil(ratio / MAX_CLIP_STRETCH);
  return { loops: plays - 1, stretch: ratio / plays };
}

/** The scene's length on the frame grid: the narration's, never less than one frame. */
export function sceneFrames(narration: ClipProbe): number {
  return Math.max(1, Math.round(narration.durationSeconds * FPS));
}

/**
 * One scene at the storyboard frame: the narration's picture (presenter), or a clip or a still
 * under the narration, with the presenter in a corner bubble when asked; the scene is as long as
 * its narration. Work happens in a temporary folder; the clip appears only once it is whole.
 */
export async function composeScene(input: ComposeSceneInput): Promise<ComposedScene> {
  const { binaries } = input;
  const report = (fraction: number) => input.onProgress?.(Math.min(1, Math.max(0, fraction)));
  const narration = await probeNarration(input.narrationPath, binaries);
  const frames = sceneFrames(narration);
  const frame = storyboardFrame(input.format);
  const durationSeconds = frames / FPS;
  const cues = await readCues(input, durationSeconds);
  report(0.05);
  await withTempDir('orato-storyboard-scene-', async (dir) => {
    const staged = path.join(dir, 'scene.mp4');
    const { source, stdin } = await sceneSource(input, durationSeconds, frames, frame, narration);
    const bubble =
      input.bubble && input.visual.kind !== 'presenter'
        ? await bubbleLayer(dir, narration, frame)
        : undefined;
    const args = buildComposeArgs({
      narrationPath: input.narrationPath,
      source,
      frames,
      frame,
      bubble,
      outputPath: staged,
      features: binaries.features,
    });
    await runBinary(binaries.ffmpeg, args, 600_000, {
      env: FFMPEG_ALLOCATOR_ENV,
      stdin,
      onStdout: ffmpegProgressReader((seconds) =>
        report(0.05 + 0.9 * Math.min(1, seconds / durationSeconds)),
      ),
    });
    await mkdir(path.dirname(input.outputPath), { recursive: true });
    await moveFile(staged, input.outputPath);
  });
  report(1);
  return { clipPath: input.outputPath, durationSeconds, cues };
}

async function probeNarration(narrationPath: string, binaries: FfmpegBinaries) {
  const narration = await probeClip(narrationPath, binaries).catch(() => undefined);
  if (!narration?.video || !narration.audio || !(narration.durationSeconds > 0)) {
    throw new SceneMaterialError('The narration is not a video with sound');
  }
  return narration;
}

/** The narration's own word timings when its WebVTT file reads, else the line spread evenly. */
async function readCues(input: ComposeSceneInput, durationSeconds: number): Promise<CaptionCue[]> {
  let narrationCues: CaptionCue[] | undefined;
  if (input.narrationCaptionsPath) {
    narrationCues = await readFile(input.narrationCaptionsPath, 'utf8')
      .then(parseWebVtt)
      .catch(() => undefined);
  }
  return sceneCues(input.line, durationSeconds, narrationCues);
}

/** Where a picture goes whole in the frame when it is too far off the frame's shape to fill it. */
function placedIn(
  picture: { width: number; height: number } | undefined,
  frame: StoryboardFrame,
): ReturnType<typeof placedBox> | undefined {
  return picture && pictureFit(picture, frame) === 'placed' ? placedBox(picture, frame) : undefined;
}

async function sceneSource(
  input: ComposeSceneInput,
  durationSeconds: number,
  frames: number,
  frame: StoryboardFrame,
  narration: ClipProbe,
): Promise<{ source: ComposeSource; stdin?: AsyncIterable<Uint8Array> }> {
  const { visual } = input;
  switch (visual.kind) {
    case 'presenter':
      return { source: { kind: 'narration', placed: placedIn(narration.video, frame) } };
    case 'shot': {
      const clip = await probeClip(visual.clipPath, input.binaries).catch(() => undefined);
      const clipSeconds = clip?.video?.durationSeconds ?? 0;
      if (!clip?.video || !(clipSeconds > 0)) {
        throw new SceneMaterialError('The shot is not a playable video');
      }
      return {
        source: {
          kind: 'clip',
          path: visual.clipPath,
          ...planClipTiming(clipSeconds, durationSeconds),
          placed: placedIn(clip.video, frame),
        },
      };
    }
    case 'still': {
      const canvas = await loadCanvas(visual.imagePath, frame);
      return {
        source: { kind: 'frames' },
        stdin: cameraFrames(canvas, cameraMoveFor(input.index), frames, frame),
      };
    }
  }
}

/**
 * The still, upright, flattened on black, as the camera's canvas (I420): cover-cropped to it
 * when close to the frame's shape, else placed whole over a blurred, darkened copy of itself.
 */
async function loadCanvas(imagePath: string, frame: StoryboardFrame): Promise<YuvImage> {
  const canvas = cameraCanvas(frame);
  try {
    const upright = await sharp(imagePath)
      .rotate()
      .flatten({ background: '#000000' })
      .png()
      .toBuffer({ resolveWithObject: true });
    const fill = sharp(upright.data).resize(canvas.width, canvas.height, { fit: 'cover' });
    const placed = placedIn(upright.info, { ...frame, ...canvas });
    const composed = placed
      ? sharp(
          await fill
            .clone()
            .resize(Math.round(canvas.width / 4), Math.round(canvas.height / 4), { fit: 'cover' })
            .blur(9)
            .modulate({ brightness: 0.6 })
            .png()
            .toBuffer(),
        )
          .resize(canvas.width, canvas.height, { fit: 'fill' })
          .composite([
            {
              input: await sharp(upright.data).resize(placed.width, placed.height).png().toBuffer(),
              left: placed.x,
              top: placed.y,
            },
          ])
      : fill;
    const { data, info } = await composed.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return rgbaToI420(data, info.width, info.height);
  } catch {
    throw new SceneMaterialError('The still is not a readable picture');
  }
}

/** The camera move's frames, made one at a time as ffmpeg takes them. */
async function* cameraFrames(
  canvas: YuvImage,
  move: ReturnType<typeof cameraMoveFor>,
  frames: number,
  size: StoryboardFrame,
): AsyncGenerator<Buffer> {
  const last = Math.max(1, frames - 1);
  for (let frame = 0; frame < frames; frame += 1) {
    yield renderCameraFrame(
      canvas,
      cameraWindow(move, frame / last, canvas),
      size.width,
      size.height,
    );
  }
}

async function bubbleLayer(
  dir: string,
  narration: ClipProbe,
  frame: StoryboardFrame,
): Promise<BubbleLayer> {
  const { width, height } = narration.video ?? frame;
  return {
    crop: faceCrop(width, height),
    ...bubblePlacement(frame),
    ...(await writeBubbleAssets(dir, bubbleSize(frame))),
  };
}
