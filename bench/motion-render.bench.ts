// One 8 s clip from the offline text-to-video engine: wall time of renderMotionVideo, and peak
// memory as this process's RSS (sampled every 50 ms) plus the ffmpeg child's VmHWM (its own
// high-water mark, read from /proc/<pid>/status on the same 50 ms tick). cpuSeconds adds this
// process's CPU time to that of its reaped children (cutime + cstime in /proc/self/stat), so a
// run on a busy machine still shows what the render costs. The same run's reference is this
// process's RSS just before the render (after a collection): what Node and the loaded modules
// hold whatever is rendered (the render lets go of the prompt reader once it has read the prompt);
// renderOwnMB is what the render itself adds to it, ffmpeg included. The first line says what the
// prompt reader costs: WordNet (opened on first use, read from disk) and the tagger's model.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderMotionVideo } from '../packages/media/src/motion';
import { parsePrompt } from '../packages/media/src/motion/motion-prompt.parser';
import { sensesOf, wordnetLoadStats } from '../packages/media/src/words/wordnet.db';

const MB = 1024 * 1024;

function childPids(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        // the parent pid is the 4th field, after a command name that may contain spaces
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    });
}

function highWaterKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** CPU seconds of waited-for children (ffmpeg), from /proc/self/stat at 100 ticks a second. */
function childCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const directory = await mkdtemp(path.join(tmpdir(), 'orato-bench-motion-'));

/** One render, with its wall time, peak memory (node + ffmpeg) and CPU seconds. */
async function measure(prompt: string, name: string): Promise<void> {
  let nodePeak = process.memoryUsage.rss();
  const childPeaks = new Map<number, number>();
  const sample = () => {
    nodePeak = Math.max(nodePeak, process.memoryUsage.rss());
    for (const pid of childPids(process.pid)) {
      childPeaks.set(pid, Math.max(childPeaks.get(pid) ?? 0, highWaterKb(pid) * 1024));
    }
  };
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage.rss();
  nodePeak = baseline;
  const timer = setInterval(sample, 50);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const childCpuBefore = childCpuSeconds();
  await renderMotionVideo({ prompt, outputPath: path.join(directory, `${name}.mp4`) });
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6 + childCpuSeconds() - childCpuBefore;
  clearInterval(timer);
  sample();
  const ffmpegPeak = Math.max(0, ...childPeaks.values());
  console.log(
    JSON.stringify({
      bench: 'motion-render',
      clip: name,
      prompt,
      videoSeconds: 8,
      wallSeconds: Number(wallSeconds.toFixed(2)),
      peakRssMB: Math.round((nodePeak + ffmpegPeak) / MB),
      goal: { wallSeconds: 4, peakRssMB: 400 },
      baselineRssMB: Math.round(baseline / MB),
      renderOwnMB: Math.round((nodePeak - baseline + ffmpegPeak) / MB),
      nodePeakRssMB: Math.round(nodePeak / MB),
      ffmpegPeakRssMB: Math.round(ffmpegPeak / MB),
      cpuSeconds: Number(cpuSeconds.toFixed(2)),
    }),
  );
}

const collect = () => (globalThis as { gc?: () => void }).gc?.();
const PROMPTS = [
  'A calm ocean at sunset',
  'Drone shot of cars driving through a rainy forest',
  'a paper boat drifting down a stream',
  'a golden retriever playing with a ball in the park',
];

/** What the prompt reader costs: WordNet, then the tagger, each loaded on first use. */
function measurePromptReader() {
  collect();
  const imported = process.memoryUsage.rss();
  const loadedAtImport = wordnetLoadStats() !== null;
  let started = performance.now();
  sensesOf('ocean');
  const wordnetFirstLookupMs = performance.now() - started;
  collect();
  const withWordnet = process.memoryUsage.rss();
  started = performance.now();
  parsePrompt(PROMPTS[0]!);
  const firstPromptMs = performance.now() - started;
  collect();
  const withTagger = process.memoryUsage.rss();
  started = performance.now();
  const rounds = 5;
  for (let round = 0; round < rounds; round += 1) {
    // a fresh text each time, as a user's next prompt would be
    PROMPTS.forEach((prompt) => parsePrompt(`${prompt} ${round}`));
  }
  const msPerPrompt = (performance.now() - started) / (rounds * PROMPTS.length);
  const wordnet = wordnetLoadStats();
  collect();
  return {
    bench: 'motion-render',
    reference: 'process before rendering',
    importedRssMB: Math.round(imported / MB),
    wordnetLoadedAtImport: loadedAtImport,
    wordnetOpenMs: Number((wordnet?.ms ?? 0).toFixed(1)),
    wordnetFirstLookupMs: Number(wordnetFirstLookupMs.toFixed(1)),
    wordnetHeldMB: Number(((wordnet?.bytes ?? 0) / MB).toFixed(1)),
    wordnetRssMB: Math.round((withWordnet - imported) / MB),
    taggerAndFirstPromptMs: Math.round(firstPromptMs),
    taggerRssMB: Math.round((withTagger - withWordnet) / MB),
    msPerPrompt: Number(msPerPrompt.toFixed(2)),
    goal: { msPerPrompt: 50 },
    readerLoadedRssMB: Math.round(process.memoryUsage.rss() / MB),
  };
}

console.log(JSON.stringify(measurePromptReader()));

try {
  await measure('A calm ocean at sunset', 'scenery');
  // moving subjects over every layer, rain in front, and a camera move over the finished frame
  await measure('Drone shot of cars driving through a rainy forest', 'subjects-and-drone');
} finally {
  await rm(directory, { recursive: true, force: true });
}
