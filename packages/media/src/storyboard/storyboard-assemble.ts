import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { wordCuesFromLines, type CaptionCue } from '../captions/captions';
import { resolveCaptionStyle } from '../frames/media-format';
import { buildPosterArgs, FFMPEG_ALLOCATOR_ENV } from '../ffmpeg/ffmpeg-args';
import type { FfmpegBinaries } from '../ffmpeg/ffmpeg-binaries';
import { ffmpegProgressReader } from '../ffmpeg/ffmpeg-progress';
import { normalizeLoudness, toFloat, toInt16 } from '../audio/loudness';
import { moveFile } from '../files/move-file';
import { runBinary } from '../ffmpeg/process';
import { buildSrt } from '../captions/srt';
import { withTempDir } from '../files/temp-dir';
import { encodeWav, parseWav } from '../audio/wav-file';
import { buildWebVtt } from '../captions/webvtt';
import { writeCaptionBands } from './storyboard-captions';
import { storyboardFrame } from './storyboard-layout';
import { offsetCues } from './storyboard-cues';
import { shareDecoderConfig } from './storyboard-probe';
import {
  buildAssembleAudioArgs,
  buildAssembleVideoArgs,
  buildSceneConcatList,
} from './storyboard.args';
import {
  STORYBOARD_FRAME,
  type AssembledStoryboard,
  type AssembleStoryboardInput,
} from './storyboard.types';

/** The finished files, in the work folder the caller gave. */
export function storyboardOutputPaths(workDir: string) {
  return {
    mediaPath: path.join(workDir, 'storyboard.mp4'),
    posterPath: path.join(workDir, 'storyboard.poster.jpg'),
    vttPath: path.join(workDir, 'storyboard.vtt'),
    srtPath: path.join(workDir, 'storyboard.srt'),
  };
}

type SceneClip = AssembleStoryboardInput['scenes'][number];

/** Each scene's captions at its place in the whole: after the scenes before it. */
export function storyboardCues(scenes: readonly SceneClip[]): CaptionCue[] {
  let start = 0;
  return scenes.flatMap((scene) => {
    const cues = offsetCues(scene.cues, start);
    start += scene.durationSeconds;
    return cues;
  });
}

/**
 * The scenes joined in order into one video: their pictures end to end (each scene already fades
 * through black at its ends, so the joins are transitions that take no time), one narration track
 * brought to the house loudness, captions as WebVTT and SRT (and burned in when asked), a poster.
 * The outputs appear in `workDir` only once all of them are made.
 */
export async function assembleStoryboard(
  input: AssembleStoryboardInput,
): Promise<AssembledStoryboard> {
  const { scenes, binaries } = input;
  if (!scenes.length) {
    throw new Error('a storyboard needs at least one scene');
  }
  const report = (fraction: number) => input.onProgress?.(Math.min(1, Math.max(0, fraction)));
  const durationSeconds = scenes.reduce((sum, scene) => sum + scene.durationSeconds, 0);
  const frames = Math.round(durationSeconds * STORYBOARD_FRAME.fps);
  const sceneFrames = scenes.map((scene) =>
    Math.round(scene.durationSeconds * STORYBOARD_FRAME.fps),
  );
  const cues = storyboardCues(scenes);
  const outputs = storyboardOutputPaths(input.workDir);
  await mkdir(input.workDir, { recursive: true });
  await withTempDir('orato-storyboard-', async (dir) => {
    const staged = storyboardOutputPaths(dir);
    const audioPath = await normalizedNarration(dir, scenes, binaries);
    report(0.15);
    const { layout } = storyboardFrame(input.format);
    const burned =
      resolveCaptionStyle(input.captionStyle) === 'word'
        ? wordCuesFromLines(cues, layout.design.word.limits)
        : cues;
    const captions = input.burnCaptions
      ? await writeCaptionBands(dir, burned, frames, layout)
      : undefined;
    const sceneListPath = captions ? undefined : await sceneList(dir, scenes);
    report(0.2);
    await runBinary(
      binaries.ffmpeg,
      buildAssembleVideoArgs({
        scenes: scenes.map((scene, index) => ({
          clipPath: scene.clipPath,
          frames: sceneFrames[index]!,
        })),
        sceneListPath,
        audioPath,
        captions,
        durationSeconds,
        outputPath: staged.mediaPath,
        features: binaries.features,
      }),
      900_000,
      {
        env: FFMPEG_ALLOCATOR_ENV,
        onStdout: ffmpegProgressReader((seconds) =>
          report(0.2 + 0.75 * Math.min(1, seconds / durationSeconds)),
        ),
      },
    );
    const first = scenes[0]!;
    await runBinary(
      binaries.ffmpeg,
      buildPosterArgs({
        input: first.clipPath,
        atSeconds: Math.min(1, first.durationSeconds / 2),
        output: staged.posterPath,
      }),
    );
    await writeFile(staged.vttPath, buildWebVtt(cues));
    await writeFile(staged.srtPath, buildSrt(cues));
    await publish(staged, outputs);
  });
  report(1);
  return { ...outputs, durationSeconds };
}

/** The list that joins the clips by copying, when their streams allow it (all composed alike). */
async function sceneList(dir: string, scenes: readonly SceneClip[]): Promise<string | undefined> {
  if (!(await shareDecoderConfig(scenes.map((scene) => scene.clipPath)))) {
    return undefined;
  }
  const listPath = path.join(dir, 'scenes.ffconcat');
  await writeFile(listPath, buildSceneConcatList(scenes));
  return listPath;
}

/**
 * The scenes' narration end to end, each cut or padded to its scene, brought as one track to
 * −16 LUFS with true peaks under −1 dBTP (the same pass the avatar engine gives its voices).
 */
async function normalizedNarration(
  dir: string,
  scenes: readonly SceneClip[],
  binaries: FfmpegBinaries,
): Promise<string> {
  const rawPath = path.join(dir, 'narration-raw.wav');
  await runBinary(
    binaries.ffmpeg,
    buildAssembleAudioArgs({
      clipPaths: scenes.map((scene) => scene.clipPath),
      durations: scenes.map((scene) => scene.durationSeconds),
      outputPath: rawPath,
    }),
    300_000,
  );
  const { samples, sampleRate } = parseWav(await readFile(rawPath));
  const normalized = toInt16(normalizeLoudness(toFloat(samples), sampleRate));
  const audioPath = path.join(dir, 'narration.wav');
  await writeFile(audioPath, encodeWav({ samples: normalized, sampleRate }));
  await rm(rawPath, { force: true });
  return audioPath;
}

type OutputFiles = ReturnType<typeof storyboardOutputPaths>;

/** Moves the finished files into place; if any move fails, none of them is left behind. */
async function publish(staged: OutputFiles, outputs: OutputFiles): Promise<void> {
  const kinds = ['mediaPath', 'posterPath', 'vttPath', 'srtPath'] as const;
  try {
    for (const kind of kinds) {
      await moveFile(staged[kind], outputs[kind]);
    }
  } catch (error) {
    await Promise.all(kinds.map((kind) => rm(outputs[kind], { force: true })));
    throw error;
  }
}
