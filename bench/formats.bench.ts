// What a format costs: the drawn avatar (a 15 s script with word captions), the offline VEO clip
// (8 s) and a two-scene storyboard's composing and assembly (a shot and a still under a presenter,
// word captions burned in; its parts are made first, in another process, as other engines' jobs)
// at 16:9 and 9:16, each at 720p and 1080p. Each render runs in its own process, so its peak
// memory (this process's RSS plus the biggest ffmpeg's high-water mark) is its own. Prints one
// line per render, then per engine and shape the 1080p/720p ratios of wall time and CPU seconds
// beside the goals (1080p at most 2.2× the time of 720p, every render under 600 MB). On a busy
// machine (loadAverage above the core count) judge speed by the CPU ratio.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { VideoFormat } from '@orato/shared';
// each engine from its own module, as the motion bench does: the package's index also loads the
// face-analysis models, memory that no render uses
import { getAvatar } from '../packages/media/src/avatar/avatar-catalogue';
import { renderAvatarVideo } from '../packages/media/src/avatar/avatar-video';
import { locateFfmpeg } from '../packages/media/src/ffmpeg/ffmpeg-binaries';
import { renderMotionVideo } from '../packages/media/src/motion';
import { runBinary } from '../packages/media/src/ffmpeg/process';
import { assembleStoryboard, composeScene } from '../packages/media/src/storyboard';
import { measureRender, round, startPeakSampler } from './support/process-usage';

const ENGINES = ['avatar', 'motion', 'storyboard'] as const;
type Engine = (typeof ENGINES)[number];
const ASPECTS = ['16:9', '9:16'] as const;
const RESOLUTIONS = ['720p', '1080p'] as const;
const GOAL = { ratio1080pTo720p: 2.2, peakRssMB: 600 };

const SCRIPT =
  'Welcome to Orato. Keep your sentences short and clear, because people listen more than they read. Pick a shape for where you publish, and your presenter is framed for it.';

interface Figures {
  bench: 'formats';
  engine: Engine;
  format: string;
  videoSeconds: number;
  wallSeconds: number;
  cpuSeconds: number;
  peakRssMB: number;
  nodePeakRssMB: number;
  ffmpegPeakRssMB: number;
  loadAverage: number;
}

async function render(engine: Engine, format: VideoFormat, dir: string): Promise<number> {
  const binaries = locateFfmpeg();
  const avatar = getAvatar('emily');
  if (engine === 'avatar') {
    const video = await renderAvatarVideo({
      script: SCRIPT,
      avatar,
      outputPath: path.join(dir, 'avatar.mp4'),
      captions: true,
      captionStyle: 'word',
      format,
      binaries,
    });
    return video.durationSeconds;
  }
  if (engine === 'motion') {
    await renderMotionVideo({
      prompt: 'Drone shot of cars driving through a rainy forest',
      outputPath: path.join(dir, 'motion.mp4'),
      format,
      binaries,
    });
    return 8;
  }
  return renderStoryboard(format, dir);
}

const STORYBOARD_LINES = [
  'Here is the sea at sunset, calm and wide.',
  'And here is our poster for the launch.',
];

/**
 * A storyboard's parts, made by the other engines as their own jobs (and in their own process
 * here, so their memory is not counted as the storyboard's): two narrations, a shot, a still.
 */
async function makeStoryboardParts(format: VideoFormat, dir: string): Promise<void> {
  const binaries = locateFfmpeg();
  for (const [index, line] of STORYBOARD_LINES.entries()) {
    await renderAvatarVideo({
      script: line,
      avatar: getAvatar('emily'),
      outputPath: path.join(dir, `narration-${index}.mp4`),
      captions: false,
      format,
      binaries,
    });
  }
  await renderMotionVideo({
    prompt: 'A calm ocean at sunset',
    outputPath: path.join(dir, 'shot.mp4'),
    binaries,
  });
  // a portrait photo's shape: it fills a vertical frame and is placed in a landscape one
  await runBinary(binaries.ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1200x1600:rate=1'],
    ...['-frames:v', '1', path.join(dir, 'still.png')],
  ]);
}

/** The storyboard's own work: both scenes composed (a shot, a still), then assembled. */
async function renderStoryboard(format: VideoFormat, dir: string): Promise<number> {
  const binaries = locateFfmpeg();
  const visuals = [
    { kind: 'shot', clipPath: path.join(dir, 'shot.mp4') },
    { kind: 'still', imagePath: path.join(dir, 'still.png') },
  ] as const;
  const scenes = [];
  for (const [index, line] of STORYBOARD_LINES.entries()) {
    scenes.push(
      await composeScene({
        binaries,
        narrationPath: path.join(dir, `narration-${index}.mp4`),
        narrationCaptionsPath: path.join(dir, `narration-${index}.vtt`),
        line,
        visual: visuals[index]!,
        bubble: true,
        index,
        outputPath: path.join(dir, `scene-${index}.mp4`),
        format,
      }),
    );
  }
  const storyboard = await assembleStoryboard({
    binaries,
    scenes,
    burnCaptions: true,
    workDir: path.join(dir, 'storyboard'),
    format,
    captionStyle: 'word',
  });
  return storyboard.durationSeconds;
}

/** One render in this process (in `partsDir`, where its parts are): its figures as a JSON line. */
async function runOne(engine: Engine, format: VideoFormat, partsDir?: string): Promise<void> {
  const dir = partsDir ?? (await mkdtemp(path.join(tmpdir(), 'orato-bench-formats-')));
  (globalThis as { gc?: () => void }).gc?.();
  const sampler = startPeakSampler();
  try {
    const usage = await measureRender(sampler, () => render(engine, format, dir));
    const figures: Figures = {
      bench: 'formats',
      engine,
      format: `${format.aspect} ${format.resolution}`,
      videoSeconds: round(usage.result),
      wallSeconds: round(usage.wallSeconds),
      cpuSeconds: round(usage.nodeCpuSeconds + usage.ffmpegCpuSeconds),
      peakRssMB: round(usage.nodePeakMB + usage.childPeakMB, 0),
      nodePeakRssMB: round(usage.nodePeakMB, 0),
      ffmpegPeakRssMB: round(usage.childPeakMB, 0),
      loadAverage: round(usage.loadAverage, 1),
    };
    console.log(JSON.stringify(figures));
  } finally {
    sampler.stop();
    if (!partsDir) {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** This script again, in a child process; its last stdout line. */
function inChild(args: string[]): string {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', import.meta.filename, ...args],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (child.status !== 0) {
    throw new Error(`${args.join(' ')} failed`);
  }
  return child.stdout.trim().split('\n').at(-1) ?? '{}';
}

/** Every engine, shape and resolution in its own process; then the ratios beside the goals. */
async function runAll(): Promise<void> {
  const figures: Figures[] = [];
  for (const engine of ENGINES) {
    for (const aspect of ASPECTS) {
      for (const resolution of RESOLUTIONS) {
        const parts =
          engine === 'storyboard'
            ? await mkdtemp(path.join(tmpdir(), 'orato-bench-formats-'))
            : undefined;
        try {
          if (parts) {
            inChild(['storyboard-parts', aspect, resolution, parts]);
          }
          const line = inChild([engine, aspect, resolution, ...(parts ? [parts] : [])]);
          console.log(line);
          figures.push(JSON.parse(line) as Figures);
        } finally {
          if (parts) {
            await rm(parts, { recursive: true, force: true });
          }
        }
      }
    }
  }
  for (const engine of ENGINES) {
    for (const aspect of ASPECTS) {
      const at = (resolution: string) =>
        figures.find(
          (entry) => entry.engine === engine && entry.format === `${aspect} ${resolution}`,
        )!;
      const [low, high] = [at('720p'), at('1080p')];
      const wallRatio = high.wallSeconds / low.wallSeconds;
      const cpuRatio = high.cpuSeconds / low.cpuSeconds;
      const peak = Math.max(low.peakRssMB, high.peakRssMB);
      console.log(
        JSON.stringify({
          bench: 'formats-summary',
          engine,
          aspect,
          wallSeconds: { '720p': low.wallSeconds, '1080p': high.wallSeconds },
          ratio1080pTo720p: { wall: round(wallRatio), cpu: round(cpuRatio) },
          peakRssMB: { '720p': low.peakRssMB, '1080p': high.peakRssMB },
          goal: GOAL,
          meetsGoal:
            Math.min(wallRatio, cpuRatio) <= GOAL.ratio1080pTo720p && peak < GOAL.peakRssMB,
          cores: availableParallelism(),
        }),
      );
    }
  }
}

const [engine, aspect, resolution, partsDir] = process.argv.slice(2);
const format = {
  aspect: aspect as VideoFormat['aspect'],
  resolution: resolution as VideoFormat['resolution'],
};
if (engine === 'storyboard-parts') {
  await makeStoryboardParts(format, partsDir!);
} else if (engine) {
  await runOne(engine as Engine, format, partsDir);
} else {
  await runAll();
}
