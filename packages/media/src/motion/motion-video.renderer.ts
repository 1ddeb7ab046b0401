import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type FfmpegBinaries, locateFfmpeg } from '../ffmpeg/ffmpeg-binaries';
import { ffmpegProgressReader } from '../ffmpeg/ffmpeg-progress';
import { moveFile } from '../files/move-file';
import { runBinary } from '../ffmpeg/process';
import { withTempDir } from '../files/temp-dir';
import { buildCameraFilter } from './motion-camera';
import {
  resolveVideoFrame,
  type VideoFormatOptions,
  type VideoFrame,
} from '../frames/media-format';
import { DURATION_SECONDS, motionFrame } from './motion-layout';
import { parsePrompt } from './motion-prompt.parser';
import { measureTextWidth, rasterize } from './motion-raster';
import { planAmbientAudio, planSceneLayers, type LayerDraft } from './motion-scene';
import { MEASURE_SIZE, TITLE_FONT_FAMILY } from './motion-title.svg';
import { buildMotionPosterArgs, buildMotionVideoArgs, type MotionLayer } from './motion-video.args';
import type { ScenePlan } from './motion.types';

export interface RenderMotionVideoInput extends Pick<VideoFormatOptions, 'format'> {
  prompt: string;
  negativePrompt?: string;
  /** Where the MP4 goes; it only appears once the render has succeeded. */
  outputPath: string;
  /** Defaults to the output path with `.poster.jpg` in place of its extension. */
  posterPath?: string;
  binaries?: FfmpegBinaries;
  /** 0 … 1 as the render advances. */
  onProgress?: (fraction: number) => void;
  /** A soft generated ambient track (AAC); on unless set to false. */
  withAudio?: boolean;
  /** A picture (PNG, JPEG or WebP) that becomes the scene's backdrop in place of the drawn sky. */
  backdropImage?: Buffer;
}

export interface MotionVideoResult {
  durationSeconds: typeof DURATION_SECONDS;
  width: number;
  height: number;
  posterPath: string;
  plan: ScenePlan;
}

/** Share of the progress bar spent drawing layers before ffmpeg starts. */
const DRAWING_SHARE = 0.15;
/** Share spent encoding; the poster, read back from the MP4, takes the rest. */
const ENCODING_SHARE = 0.82;

export function defaultPosterPath(outputPath: string): string {
  const parsed = path.parse(outputPath);
  return path.join(parsed.dir, `${parsed.name}.poster.jpg`);
}

/** Layers drawn at once: enough to keep two cores busy, few enough to cap memory. */
const DRAWING_CONCURRENCY = 2;

/** A layer's size in pixels: its design size drawn `scale` times larger. */
export function layerPixels(size: number, scale: number): number {
  return Math.ceil(size * scale - 1e-9);
}

/** The backdrop picture as raw RGBA, cropped to fill the layer (it pans, so it is wider). */
async function rasterizeBackdrop(image: Buffer, width: number, height: number) {
  const { data, info } = await sharp(image)
    .resize(width, height, { fit: 'cover' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

async function drawLayers(
  drafts: readonly LayerDraft[],
  directory: string,
  scale: number,
  backdropImage?: Buffer,
): Promise<MotionLayer[]> {
  const layers: MotionLayer[] = new Array(drafts.length);
  let next = 0;
  const drawNext = async (): Promise<void> => {
    const index = next;
    next += 1;
    const draft = drafts[index];
    if (!draft) {
      return;
    }
    const [width, height] = [layerPixels(draft.width, scale), layerPixels(draft.height, scale)];
    const raster =
      backdropImage && draft.name === 'backdrop'
        ? await rasterizeBackdrop(backdropImage, width, height)
        : await rasterize(draft.svg, scale);
    if (raster.width !== width || raster.height !== height) {
      throw new Error(
        `layer ${draft.name} drew ${raster.width}×${raster.height}, not ${width}×${height}`,
      );
    }
    const file = path.join(directory, `${String(index).padStart(2, '0')}-${draft.name}.rgba`);
    await writeFile(file, raster.pixels);
    layers[index] = { ...draft.animation, source: { file, width, height } };
    await drawNext();
  };
  await Promise.all(Array.from({ length: DRAWING_CONCURRENCY }, drawNext));
  return layers;
}

/**
 * The offline text-to-video engine: an 8 s 24 fps H.264 MP4 of a designed, animated scene read
 * from the prompt, plus a poster JPEG of the frame at 1 s. The scene is composed for the
 * format's shape (ground at the bottom, title and sky object placed for a tall or square frame)
 * and drawn at its resolution from vectors; 1280×720 unless a format says otherwise.
 */
export async function renderMotionVideo(input: RenderMotionVideoInput): Promise<MotionVideoResult> {
  const output: VideoFrame = resolveVideoFrame(input.format);
  const design = motionFrame(output.format.aspect);
  const plan = parsePrompt(input.prompt, input.negativePrompt ?? '', design);
  const binaries = input.binaries ?? locateFfmpeg();
  const posterPath = input.posterPath ?? defaultPosterPath(input.outputPath);
  const report = (fraction: number) => input.onProgress?.(Math.min(1, Math.max(0, fraction)));
  return withTempDir('orato-motion-', async (workDirectory) => {
    report(0);
    const drafts = planSceneLayers(
      plan,
      (word) => measureTextWidth(word, TITLE_FONT_FAMILY, MEASURE_SIZE),
      design,
    );
    const layers = await drawLayers(drafts, workDirectory, output.scale, input.backdropImage);
    report(DRAWING_SHARE);
    const draftVideo = path.join(workDirectory, 'video.mp4');
    const draftPoster = path.join(workDirectory, 'poster.jpg');
    const frame = { width: output.width, height: output.height, scale: output.scale };
    const args = buildMotionVideoArgs({
      layers,
      frame,
      camera: buildCameraFilter(plan.camera, frame),
      audio: input.withAudio === false ? null : planAmbientAudio(plan),
      outputPath: draftVideo,
    });
    await runBinary(binaries.ffmpeg, args, 120_000, {
      onStdout: ffmpegProgressReader((seconds) =>
        report(DRAWING_SHARE + (ENCODING_SHARE * seconds) / DURATION_SECONDS),
      ),
    });
    await runBinary(binaries.ffmpeg, buildMotionPosterArgs(draftVideo, draftPoster), 30_000);
    await moveFile(draftPoster, posterPath);
    try {
      await moveFile(draftVideo, input.outputPath);
    } catch (error) {
      await rm(posterPath, { force: true });
      throw error;
    }
    report(1);
    return {
      durationSeconds: DURATION_SECONDS,
      width: output.width,
      height: output.height,
      posterPath,
      plan,
    };
  });
}
