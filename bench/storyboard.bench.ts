// A 4-scene, ~40 s storyboard with the local engines, end to end, run as the server's job queues
// run it (apps/server/src/jobs/job-catalogue.ts, storyboard.service.ts, storyboard-render.service.ts):
// - the parts are ordinary generations, queued scene by scene (narration, then the scene's shot or
//   still) and served oldest first by the generation queue's 2 workers;
// - a scene's `storyboard.compose-scene` job is queued the moment its last part is made, on the
//   composition queue (1 worker), which runs beside the generations: there is no barrier between
//   "all parts" and "all compositions";
// - `storyboard.assemble` runs once every scene is composed.
// Prints the wall time of the whole and the span of each stage (first job's start to last job's
// end; the stages overlap, so their spans and the CPU used during them overlap too), each job's
// start and wall time, the real-time factor (video seconds per wall second; goal ≥ 4 on 2 cores),
// CPU seconds (this process plus its reaped ffmpeg children), and peak memory (this process's RSS
// plus the biggest child's high-water mark); then an assembly with burned-in captions on its own.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  assembleStoryboard,
  composeScene,
  generateImage,
  getAvatar,
  renderAvatarVideo,
  renderMotionVideo,
  type ComposedScene,
  type SceneVisualMaterial,
} from '@orato/media';
import { againstFloor, ffmpegBuildsToMeasure, measureEncoderFloor } from './support/encoder-floor';
import { childCpuSeconds, startPeakSampler } from './support/process-usage';

const MB = 1024 * 1024;
const LINES = [
  'Welcome to Orato. In the next forty seconds, I will show you how one simple idea becomes a finished video, scene by scene, in the order you choose.',
  'Every scene has its own line. While it is spoken, the picture can cut away to a generated shot, like this calm ocean at sunset, with the presenter in a corner bubble.',
  'A still works too. A picture from your library, or a new one, moves slowly across the screen while the narration goes on, so nothing ever feels frozen.',
  'When every scene is ready, the storyboard joins them with soft transitions and one even soundtrack. Thank you for watching, and have fun making your own.',
];

/** The workers a job queue of the server runs at once (job-catalogue.ts). */
const WORKERS = { generations: 2, compositions: 1 } as const;

/**
 * A job queue served by `workers` at once, oldest job first: a job waits for a free worker. Returns
 * the function that queues a job and settles with its result.
 */
function jobQueue(workers: number) {
  let free = workers;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (free > 0) {
      free -= 1;
    } else {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      // the worker takes the next job at once, or is free again
      const next = waiting.shift();
      if (next) {
        next();
      } else {
        free += 1;
      }
    }
  };
}

const avatar = getAvatar('emily');
// the engines' own choice first, then the other build present (bundled or system), each beside
// its encoder floor: the same ffmpeg encoding as many frames of one still at the same settings
for (const build of ffmpegBuildsToMeasure()) {
  const { binaries } = build;
  const dir = await mkdtemp(path.join(tmpdir(), 'orato-bench-storyboard-'));
  const sampler = startPeakSampler();
  try {
    const loadBefore = loadavg()[0];
    const cpuBefore = process.cpuUsage();
    const childCpuBefore = childCpuSeconds();
    const started = performance.now();
    const cpuNow = () => {
      const cpu = process.cpuUsage(cpuBefore);
      return (cpu.user + cpu.system) / 1e6 + childCpuSeconds() - childCpuBefore;
    };
    const secondsSince = (from: number) => Number(((performance.now() - from) / 1000).toFixed(2));
    type Stage = 'parts' | 'compose' | 'assemble';
    const spans: Record<Stage, { from?: number; to?: number; cpuFrom?: number; cpuTo?: number }> = {
      parts: {},
      compose: {},
      assemble: {},
    };
    const jobs: { job: string; startsAtSeconds: number; wallSeconds: number }[] = [];
    /** Runs one job, noting when it ran and stretching its stage's span over it. */
    const timed = async <T>(stage: Stage, job: string, work: () => Promise<T>): Promise<T> => {
      const span = spans[stage];
      const from = performance.now();
      span.from ??= from;
      span.cpuFrom ??= cpuNow();
      const result = await work();
      jobs.push({
        job,
        startsAtSeconds: Number(((from - started) / 1000).toFixed(2)),
        wallSeconds: secondsSince(from),
      });
      span.to = performance.now();
      span.cpuTo = cpuNow();
      return result;
    };

    const generations = jobQueue(WORKERS.generations);
    const compositions = jobQueue(WORKERS.compositions);
    const shotPath = path.join(dir, 'shot.mp4');
    const stillPath = path.join(dir, 'still.png');
    const visualParts: (SceneVisualMaterial & { make?: () => Promise<unknown> })[] = [
      { kind: 'presenter' },
      {
        kind: 'shot',
        clipPath: shotPath,
        make: () =>
          renderMotionVideo({ prompt: 'A calm ocean at sunset', outputPath: shotPath, binaries }),
      },
      {
        kind: 'still',
        imagePath: stillPath,
        make: async () => {
          const image = await generateImage({ prompt: 'a lighthouse on the coast', inputs: [] });
          await writeFile(stillPath, image.png);
        },
      },
      { kind: 'presenter' },
    ];
    // queued as the storyboard's start queues them: scene by scene, the narration before the visual
    const scenes: Promise<ComposedScene>[] = LINES.map(async (line, index) => {
      const { make, ...visual } = visualParts[index]!;
      const narrationPath = path.join(dir, `narration-${index}.mp4`);
      const parts = [
        generations(() =>
          timed('parts', `narration-${index}`, () =>
            renderAvatarVideo({
              script: line,
              avatar,
              outputPath: narrationPath,
              captions: false,
              binaries,
            }),
          ),
        ),
        ...(make ? [generations(() => timed('parts', `${visual.kind}-${index}`, make))] : []),
      ];
      await Promise.all(parts);
      return compositions(() =>
        timed('compose', `compose-${index}`, () =>
          composeScene({
            binaries,
            narrationPath,
            narrationCaptionsPath: path.join(dir, `narration-${index}.vtt`),
            line,
            visual,
            bubble: true,
            index,
            outputPath: path.join(dir, `scene-${index}.mp4`),
          }),
        ),
      );
    });
    const composed = await Promise.all(scenes);
    const assembled = await timed('assemble', 'assemble', () =>
      assembleStoryboard({
        binaries,
        scenes: composed,
        burnCaptions: false,
        workDir: path.join(dir, 'out'),
      }),
    );
    const wallSeconds = (performance.now() - started) / 1000;
    const cpuSeconds = cpuNow();
    const stage = (name: Stage) => {
      const span = spans[name];
      return {
        startsAtSeconds: Number(((span.from! - started) / 1000).toFixed(2)),
        wallSeconds: Number(((span.to! - span.from!) / 1000).toFixed(2)),
        cpuSeconds: Number((span.cpuTo! - span.cpuFrom!).toFixed(2)),
      };
    };

    const burnStarted = performance.now();
    await assembleStoryboard({
      binaries,
      scenes: composed,
      burnCaptions: true,
      workDir: path.join(dir, 'burned'),
    });
    const burnedAssembleSeconds = (performance.now() - burnStarted) / 1000;

    const burnedCpuSeconds = cpuNow() - cpuSeconds;
    sampler.sample();
    const floor = await measureEncoderFloor(binaries, assembled.mediaPath, dir);
    const cores = availableParallelism();
    console.log(
      JSON.stringify({
        bench: 'storyboard',
        ffmpeg: build.name,
        scenes: ['presenter', 'shot', 'still', 'presenter'],
        videoSeconds: Number(assembled.durationSeconds.toFixed(2)),
        wallSeconds: Number(wallSeconds.toFixed(2)),
        realTimeFactor: Number((assembled.durationSeconds / wallSeconds).toFixed(2)),
        ...againstFloor({ wallSeconds, cpuSeconds }, floor),
        goal: { realTimeFactor: 4 },
        // on a shared machine wall time tracks the load: the CPU it took, spread over the cores,
        // says what an idle machine of this many cores would reach
        cpuSeconds: Number(cpuSeconds.toFixed(2)),
        cpuBoundRealTimeFactor: Number(
          (assembled.durationSeconds / (cpuSeconds / Math.min(2, cores))).toFixed(2),
        ),
        workers: WORKERS,
        stages: { parts: stage('parts'), compose: stage('compose'), assemble: stage('assemble') },
        jobs: jobs.sort((a, b) => a.startsAtSeconds - b.startsAtSeconds),
        burnedCaptionsAssemble: {
          wallSeconds: Number(burnedAssembleSeconds.toFixed(2)),
          cpuSeconds: Number(burnedCpuSeconds.toFixed(2)),
        },
        peakRssMB: Math.round(sampler.peaks.nodeBytes / MB + sampler.peaks.childKb / 1024),
        nodePeakRssMB: Math.round(sampler.peaks.nodeBytes / MB),
        childPeakRssMB: Math.round(sampler.peaks.childKb / 1024),
        cores,
        loadAverageBefore: Number(loadBefore?.toFixed(2)),
        loadAverageAfter: Number(loadavg()[0]?.toFixed(2)),
      }),
    );
  } finally {
    sampler.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
