// How fast the local avatar engine renders a one-minute talking-head video with captions, and
// how much memory it takes: this process's peak plus the peak of the biggest ffmpeg it spawns.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { getAvatar, renderAvatarVideo } from '@orato/media';

const SCRIPT = [
  'Welcome to Orato. In the next minute, I will show you how a short script becomes a finished video with a friendly presenter.',
  'First, you write or paste your script. Keep your sentences short and clear, because people listen more than they read.',
  'Next, you choose a presenter from more than a hundred avatars, each with a voice in its own language.',
  'Then you pick whether captions should appear on screen. Captions help people who watch without sound, and they make your message easier to follow.',
  "When you press render, the engine turns your words into speech, moves the presenter's mouth with the voice, and adds a tidy name card at the bottom.",
  'A minute of video is ready in a few seconds. You can download it, share it with your team, or place it on your website.',
  'If you want another language, simply choose a different presenter and render again. That is all there is to it.',
  'Thank you for watching, and enjoy making your first video with Orato. We cannot wait to see what you create.',
].join(' ');

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
  // cutime and cstime, in clock ticks of 1/100 s on Linux
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

const dir = await mkdtemp(path.join(tmpdir(), 'orato-bench-avatar-'));
try {
  const loadBefore = loadavg()[0] ?? 0;
  const cpuBefore = { node: process.cpuUsage(), children: childCpuSeconds() };
  const started = performance.now();
  const video = await renderAvatarVideo({
    script: SCRIPT,
    avatar: getAvatar('emily'),
    outputPath: path.join(dir, 'bench.mp4'),
    captions: true,
    onProgress: sample,
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const nodeCpu = process.cpuUsage(cpuBefore.node);
  const nodeCpuSeconds = (nodeCpu.user + nodeCpu.system) / 1e6;
  const ffmpegCpuSeconds = childCpuSeconds() - cpuBefore.children;
  const cpuSeconds = nodeCpuSeconds + ffmpegCpuSeconds;
  clearInterval(sampler);
  sample();
  const nodePeakMB = Math.max(peaks.nodeBytes / 2 ** 20, peakResidentKb('self') / 1024);
  const childPeakMB = peaks.childKb / 1024;
  const round = (value: number, digits = 2) => Number(value.toFixed(digits));
  console.log(
    JSON.stringify({
      bench: 'avatar-render',
      videoSeconds: round(video.durationSeconds),
      wallSeconds: round(wallSeconds),
      realtimeFactor: round(video.durationSeconds / wallSeconds, 1),
      peakRssMB: round(nodePeakMB + childPeakMB, 0),
      nodePeakRssMB: round(nodePeakMB, 0),
      ffmpegPeakRssMB: round(childPeakMB, 0),
      cpuSeconds: round(cpuSeconds),
      nodeCpuSeconds: round(nodeCpuSeconds),
      ffmpegCpuSeconds: round(ffmpegCpuSeconds),
      loadAverage: round(loadBefore, 1),
      cores: availableParallelism(),
      goal: { realtimeFactor: 10, peakRssMB: 500, cpuSeconds: 8 },
      note: 'first render in a fresh process; peak RSS adds the two maxima; cpuSeconds is user+sys of this process (speech, frame plan, pictures) and of ffmpeg/ffprobe; on a busy machine (loadAverage above the core count) wall time grows while cpuSeconds stays, so judge speed by cpuSeconds there: 10× real time on 2 idle cores needs well under 2 × videoSeconds / 10',
    }),
  );
} finally {
  clearInterval(sampler);
  await rm(dir, { recursive: true, force: true });
}
