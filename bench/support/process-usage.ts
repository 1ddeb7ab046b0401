// What a bench's own process and the ffmpeg children it spawns cost, read from /proc (Linux):
// CPU seconds and peak resident memory, sampled while a render runs.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

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
export function childCpuSeconds(): number {
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

export interface PeakSampler {
  /** This process's highest RSS in bytes and the biggest child's high-water mark in kB. */
  readonly peaks: { nodeBytes: number; childKb: number };
  /** Takes one sample now (also a render's progress callback, to catch short-lived children). */
  sample(): void;
  stop(): void;
}

/** Samples memory every `everyMs` until stopped: children are gone before anyone could ask. */
export function startPeakSampler(everyMs = 50): PeakSampler {
  const peaks = { nodeBytes: 0, childKb: 0 };
  const sample = () => {
    peaks.nodeBytes = Math.max(peaks.nodeBytes, process.memoryUsage().rss);
    for (const pid of childPids()) {
      peaks.childKb = Math.max(peaks.childKb, peakResidentKb(pid));
    }
  };
  const timer = setInterval(sample, everyMs);
  return { peaks, sample, stop: () => clearInterval(timer) };
}

export interface RenderUsage<T> {
  result: T;
  wallSeconds: number;
  nodeCpuSeconds: number;
  ffmpegCpuSeconds: number;
  nodePeakMB: number;
  childPeakMB: number;
  /** The one-minute load average before the render. */
  loadAverage: number;
}

/**
 * Runs one render and answers what it cost; stops the sampler, which should have run since the
 * process started so that the peaks include everything before the render too.
 */
export async function measureRender<T>(
  sampler: PeakSampler,
  render: (onProgress: () => void) => Promise<T>,
): Promise<RenderUsage<T>> {
  const loadAverage = loadavg()[0] ?? 0;
  const cpuBefore = { node: process.cpuUsage(), children: childCpuSeconds() };
  const started = performance.now();
  const result = await render(sampler.sample);
  const wallSeconds = (performance.now() - started) / 1000;
  const nodeCpu = process.cpuUsage(cpuBefore.node);
  const nodeCpuSeconds = (nodeCpu.user + nodeCpu.system) / 1e6;
  const ffmpegCpuSeconds = childCpuSeconds() - cpuBefore.children;
  sampler.stop();
  sampler.sample();
  return {
    result,
    wallSeconds,
    nodeCpuSeconds,
    ffmpegCpuSeconds,
    nodePeakMB: Math.max(sampler.peaks.nodeBytes / 2 ** 20, peakResidentKb('self') / 1024),
    childPeakMB: sampler.peaks.childKb / 1024,
    loadAverage,
  };
}
