// The machine's own floor for a render, timed in the same run: the same ffmpeg encoding as many
// frames of one still picture (a frame of the render itself, decoded once) with the encoder
// settings the renders use. A render cannot be faster than its encode; its ratio to this floor
// says how much the drawing, filtering and reading around the encoder add, on whatever machine.
import path from 'node:path';
import {
  buildPosterArgs,
  locateFfmpeg,
  probeMedia,
  probeFfmpegVersion,
  runBinary,
  ffmpegFeatures,
  type FfmpegBinaries,
} from '@orato/media';
import { STORYBOARD_FRAME } from '@orato/media';
import { videoEncoderArgs } from '../../packages/media/src/storyboard/storyboard.args';
import { childCpuSeconds, round } from './process-usage';

export interface EncoderFloor {
  frames: number;
  wallSeconds: number;
  cpuSeconds: number;
}

/** Encodes `frames` copies of the frame at 1 s of `videoPath` with `binaries`, video only. */
export async function measureEncoderFloor(
  binaries: FfmpegBinaries,
  videoPath: string,
  dir: string,
): Promise<EncoderFloor> {
  const { durationSeconds } = await probeMedia(videoPath, binaries);
  const frames = Math.round(durationSeconds * STORYBOARD_FRAME.fps);
  const still = path.join(dir, 'floor-still.png');
  await runBinary(
    binaries.ffmpeg,
    buildPosterArgs({
      input: videoPath,
      atSeconds: Math.min(1, durationSeconds / 2),
      output: still,
    }),
  );
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', still],
    // converted once, then the same frame again and again: the encoder's work alone
    ...['-filter_complex', `[0:v]format=yuv420p,loop=loop=${frames - 1}:size=1:start=0[video]`],
    ...['-map', '[video]', ...videoEncoderArgs(binaries.features), '-frames:v', String(frames)],
    path.join(dir, 'floor.mp4'),
  ];
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  await runBinary(binaries.ffmpeg, args, 300_000);
  return {
    frames,
    wallSeconds: round((performance.now() - started) / 1000),
    cpuSeconds: round(childCpuSeconds() - cpuBefore),
  };
}

/**
 * The ffmpeg builds to measure: the one the engines choose, and the other of the bundled build
 * and a system ffmpeg on PATH when both are present (BENCH_FFMPEG=chosen measures only the first).
 */
export function ffmpegBuildsToMeasure(): { name: string; binaries: FfmpegBinaries }[] {
  const chosen = locateFfmpeg();
  const builds = [{ name: `chosen: ${chosen.choice ?? chosen.ffmpeg}`, binaries: chosen }];
  if (process.env.BENCH_FFMPEG === 'chosen') {
    return builds;
  }
  const bundled = locateFfmpeg({}, () => undefined);
  if (bundled.ffmpeg !== chosen.ffmpeg) {
    builds.push({ name: 'bundled', binaries: bundled });
  } else {
    const version = probeFfmpegVersion('ffmpeg');
    if (version) {
      builds.push({
        name: `PATH ffmpeg ${version.major}.${version.minor}`,
        binaries: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', features: ffmpegFeatures(version) },
      });
    }
  }
  return builds;
}

/** The render's figures beside its floor's. */
export function againstFloor(
  render: { wallSeconds: number; cpuSeconds: number },
  floor: EncoderFloor,
) {
  return {
    encoderFloor: floor,
    wallRatioToFloor: round(render.wallSeconds / floor.wallSeconds),
    cpuRatioToFloor: round(render.cpuSeconds / floor.cpuSeconds),
  };
}
