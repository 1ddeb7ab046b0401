// How fast the offline photo avatar engine renders a 30 s talking portrait with captions, and how
// much memory it takes: this process's peak plus the peak of the biggest ffmpeg it spawns. The
// portrait is the committed test portrait with its landmarks when there is one, else the drawn
// test face (same size, same work per frame).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { renderPhotoAvatarVideo, type FaceLandmarks } from '@orato/media';
import { syntheticLandmarks, syntheticPortrait } from '../packages/media/test/photo-face.fixture';

const SCRIPT = [
  'Hello, and welcome. This is my own photo, speaking the words I typed a moment ago.',
  'Orato found my face when I uploaded the picture, and now it moves my jaw and lips with every syllable.',
  'I blink now and then, and my head sways a little, while the room behind me stays perfectly still.',
  'The whole video was made on this computer, without sending my photo anywhere.',
  'You can try it with your own picture: upload a portrait, type a few lines, and press render. Thanks for watching.',
].join(' ');

const PORTRAIT = path.resolve(import.meta.dirname, '../test-support/portraits/portrait.jpg');
const LANDMARKS = path.resolve(
  import.meta.dirname,
  '../test-support/portraits/portrait.landmarks.json',
);

/** Peak resident memory (VmHWM) of a process in kB, or 0 once it has gone. */
function peakResidentKb(pid: number | 'self'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** CPU seconds used by this process's finished children (ffmpeg, ffprobe), from /proc/self/stat. */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100;
}

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

const peaks = { nodeBytes: 0, childKb: 0 };
const sample = () => {
  peaks.nodeBytes = Math.max(peaks.nodeBytes, process.memoryUsage().rss);
  for (const pid of childPids()) {
    peaks.childKb = Math.max(peaks.childKb, peakResidentKb(pid));
  }
};
const sampler = setInterval(sample, 50);

const dir = await mkdtemp(path.join(tmpdir(), 'orato-bench-photo-'));
try {
  const isReal = existsSync(PORTRAIT) && existsSync(LANDMARKS);
  const portraitPath = isReal ? PORTRAIT : path.join(dir, 'portrait.jpg');
  if (!isReal) {
    await writeFile(portraitPath, await syntheticPortrait());
  }
  const landmarks: FaceLandmarks = isReal
    ? (JSON.parse(readFileSync(LANDMARKS, 'utf8')) as FaceLandmarks)
    : syntheticLandmarks();
  const loadBefore = loadavg()[0] ?? 0;
  const cpuBefore = { node: process.cpuUsage(), children: childCpuSeconds() };
  const started = performance.now();
  const video = await renderPhotoAvatarVideo({
    portraitPath,
    landmarks,
    script: SCRIPT,
    voice: 'en-us/female',
    language: 'en',
    captions: true,
    outputPath: path.join(dir, 'bench.mp4'),
    onProgress: sample,
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const nodeCpu = process.cpuUsage(cpuBefore.node);
  const nodeCpuSeconds = (nodeCpu.user + nodeCpu.system) / 1e6;
  const ffmpegCpuSeconds = childCpuSeconds() - cpuBefore.children;
  clearInterval(sampler);
  sample();
  const nodePeakMB = Math.max(peaks.nodeBytes / 2 ** 20, peakResidentKb('self') / 1024);
  const childPeakMB = peaks.childKb / 1024;
  const round = (value: number, digits = 2) => Number(value.toFixed(digits));
  console.log(
    JSON.stringify({
      bench: 'photo-avatar',
      portrait: isReal ? 'test-support/portraits/portrait.jpg' : 'drawn test face',
      videoSeconds: round(video.durationSeconds),
      wallSeconds: round(wallSeconds),
      realtimeFactor: round(video.durationSeconds / wallSeconds, 2),
      peakRssMB: round(nodePeakMB + childPeakMB, 0),
      nodePeakRssMB: round(nodePeakMB, 0),
      ffmpegPeakRssMB: round(childPeakMB, 0),
      cpuSeconds: round(nodeCpuSeconds + ffmpegCpuSeconds),
      nodeCpuSeconds: round(nodeCpuSeconds),
      ffmpegCpuSeconds: round(ffmpegCpuSeconds),
      loadAverage: round(loadBefore, 1),
      cores: availableParallelism(),
      goal: { realtimeFactor: 2, peakRssMB: 800 },
      note: 'first render in a fresh process; peak RSS adds the two maxima; on a busy machine (loadAverage above the core count) wall time grows while cpuSeconds stays: 2× real time on 2 idle cores needs cpuSeconds under videoSeconds',
    }),
  );
} finally {
  clearInterval(sampler);
  await rm(dir, { recursive: true, force: true });
}
