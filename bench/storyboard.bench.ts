// A 4-scene, ~40 s storyboard with the local engines, end to end: the four narrations (avatar
// engine), the shot (motion engine) and the still (image engine), then the four scenes composed,
// then the assembly. Work that the pipeline runs in separate jobs runs two at a time here, as two
// workers would. Prints the wall time of each stage and of the whole, the real-time factor
// (video seconds per wall second; goal ≥ 4 on 2 cores), CPU seconds (this process plus its reaped
// ffmpeg children), and peak memory (this process's RSS plus the biggest child's high-water mark).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  assembleStoryboard,
  composeScene,
  generateImage,
  getAvatar,
  locateFfmpeg,
  renderAvatarVideo,
  renderMotionVideo,
  type ComposedScene,
  type SceneVisualMaterial,
} from '@orato/media';
import { childCpuSeconds, startPeakSampler } from './support/process-usage';

const MB = 1024 * 1024;
const LINES = [
  'Welcome to Orato. In the next forty seconds, I will show you how one simple idea becomes a finished video, scene by scene, in the order you choose.',
  'Every scene has its own line. While it is spoken, the picture can cut away to a generated shot, like this calm ocean at sunset, with the presenter in a corner bubble.',
  'A still works too. A picture from your library, or a new one, moves slowly across the screen while the narration goes on, so nothing ever feels frozen.',
  'When every scene is ready, the storyboard joins them with soft transitions and one even soundtrack. Thank you for watching, and have fun making your own.',
];

/** Runs the jobs two at a time, as two workers would. */
async function twoAtATime<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    const index = next;
    next += 1;
    if (index < jobs.length) {
      results[index] = await jobs[index]!();
      await worker();
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

const binaries = locateFfmpeg();
const avatar = getAvatar('emily');
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
  /** Wall and CPU seconds since the last lap. */
  const lap = (() => {
    let [lastWall, lastCpu] = [started, 0];
    return () => {
      const [now, cpu] = [performance.now(), cpuNow()];
      const seconds = { wall: (now - lastWall) / 1000, cpu: cpu - lastCpu };
      [lastWall, lastCpu] = [now, cpu];
      return {
        wallSeconds: Number(seconds.wall.toFixed(2)),
        cpuSeconds: Number(seconds.cpu.toFixed(2)),
      };
    };
  })();

  const shotPath = path.join(dir, 'shot.mp4');
  const stillPath = path.join(dir, 'still.png');
  const narrations = LINES.map((line, index) => ({
    line,
    videoPath: path.join(dir, `narration-${index}.mp4`),
    vttPath: path.join(dir, `narration-${index}.vtt`),
  }));
  await twoAtATime<unknown>([
    ...narrations.map(
      (narration) => () =>
        renderAvatarVideo({
          script: narration.line,
          avatar,
          outputPath: narration.videoPath,
          captions: false,
          binaries,
        }),
    ),
    () => renderMotionVideo({ prompt: 'A calm ocean at sunset', outputPath: shotPath, binaries }),
    async () => {
      const image = await generateImage({ prompt: 'a lighthouse on the coast', inputs: [] });
      await writeFile(stillPath, image.png);
    },
  ]);
  const parts = lap();

  const visuals: SceneVisualMaterial[] = [
    { kind: 'presenter' },
    { kind: 'shot', clipPath: shotPath },
    { kind: 'still', imagePath: stillPath },
    { kind: 'presenter' },
  ];
  const scenes: ComposedScene[] = await twoAtATime(
    narrations.map(
      (narration, index) => () =>
        composeScene({
          binaries,
          narrationPath: narration.videoPath,
          narrationCaptionsPath: narration.vttPath,
          line: narration.line,
          visual: visuals[index]!,
          bubble: true,
          index,
          outputPath: path.join(dir, `scene-${index}.mp4`),
        }),
    ),
  );
  const compose = lap();

  const assembled = await assembleStoryboard({
    binaries,
    scenes,
    burnCaptions: false,
    workDir: path.join(dir, 'out'),
  });
  const assemble = lap();
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuNow();

  const burnStarted = performance.now();
  await assembleStoryboard({
    binaries,
    scenes,
    burnCaptions: true,
    workDir: path.join(dir, 'burned'),
  });
  const burnedAssembleSeconds = (performance.now() - burnStarted) / 1000;

  const burnedCpuSeconds = cpuNow() - cpuSeconds;
  sampler.sample();
  const cores = availableParallelism();
  console.log(
    JSON.stringify({
      bench: 'storyboard',
      scenes: ['presenter', 'shot', 'still', 'presenter'],
      videoSeconds: Number(assembled.durationSeconds.toFixed(2)),
      wallSeconds: Number(wallSeconds.toFixed(2)),
      realTimeFactor: Number((assembled.durationSeconds / wallSeconds).toFixed(2)),
      goal: { realTimeFactor: 4 },
      // on a shared machine wall time tracks the load: the CPU it took, spread over the cores,
      // says what an idle machine of this many cores would reach
      cpuSeconds: Number(cpuSeconds.toFixed(2)),
      cpuBoundRealTimeFactor: Number(
        (assembled.durationSeconds / (cpuSeconds / Math.min(2, cores))).toFixed(2),
      ),
      stages: { parts, compose, assemble },
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
