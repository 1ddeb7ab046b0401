// A 4-scene, ~40 s storyboard with the local engines, end to end: the four narrations (avatar
// engine), the shot (motion engine) and the still (image engine), then the four scenes composed,
// then the assembly. Work that the pipeline runs in separate jobs runs two at a time here, as two
// workers would. Prints the wall time of each stage and of the whole, the real-time factor
// (video seconds per wall second; goal ≥ 4 on 2 cores), CPU seconds (this process plus its reaped
// ffmpeg children), and peak memory (this process's RSS plus the biggest child's high-water mark).
import { readdirSync, readFileSync } from 'node:fs';
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

const MB = 1024 * 1024;
const LINES = [
  'Welcome to Orato. In the next forty seconds, I will show you how one simple idea becomes a finished video, scene by scene, in the order you choose.',
  'Every scene has its own line. While it is spoken, the picture can cut away to a generated shot, like this calm ocean at sunset, with the presenter in a corner bubble.',
  'A still works too. A picture from your library, or a new one, moves slowly across the screen while the narration goes on, so nothing ever feels frozen.',
  'When every scene is ready, the storyboard joins them with soft transitions and one even soundtrack. Thank you for watching, and have fun making your own.',
];

function childPids(): number[] {
  try {
    return readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

function peakResidentKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** CPU seconds of waited-for children (ffmpeg), from /proc/self/stat at 100 ticks a second. */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100;
}

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

const peaks = { nodeBytes: 0, childKb: 0 };
const sample = () => {
  peaks.nodeBytes = Math.max(peaks.nodeBytes, process.memoryUsage().rss);
  for (const pid of childPids()) {
    peaks.childKb = Math.max(peaks.childKb, peakResidentKb(pid));
  }
};

const binaries = locateFfmpeg();
const avatar = getAvatar('emily');
const dir = await mkdtemp(path.join(tmpdir(), 'orato-bench-storyboard-'));
const timer = setInterval(sample, 50);
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
  sample();
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
      peakRssMB: Math.round(peaks.nodeBytes / MB + peaks.childKb / 1024),
      nodePeakRssMB: Math.round(peaks.nodeBytes / MB),
      childPeakRssMB: Math.round(peaks.childKb / 1024),
      cores,
      loadAverageBefore: Number(loadBefore?.toFixed(2)),
      loadAverageAfter: Number(loadavg()[0]?.toFixed(2)),
    }),
  );
} finally {
  clearInterval(timer);
  await rm(dir, { recursive: true, force: true });
}
