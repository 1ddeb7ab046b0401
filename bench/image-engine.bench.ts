// The local image engine's speed: text-to-image at 1024² (generative art, and illustrated scenes
// of the prompt's subjects in each painting look), a collage and a poster of four photo-sized
// inputs; medians of five runs after a warm-up, and the process's peak memory.
// CPU time and the load average are printed too: on a shared machine wall time tracks the load.
import { availableParallelism, loadavg } from 'node:os';
import sharp from 'sharp';
import { generateImage } from '../packages/media/src/image';
import { readPromptSubjects } from '../packages/media/src/words/prompt-subjects';
import { wordnetLoadStats } from '../packages/media/src/words/wordnet.db';

const RUNS = 5;
/** Prompts with subjects: illustrated scenes, one per painting look. */
const SCENE_PROMPTS = [
  'cozy reading nook with a cat, watercolor',
  'lighthouse in a storm',
  'a woman walking her dog in the park, oil painting',
  'a cup of coffee and a croissant, pencil sketch',
  'birds flying over the ocean at sunset',
];
const ART_PROMPTS = [
  'sunset over the ocean',
  'neon synthwave city',
  'misty pine forest',
  'pastel abstract dream',
  'geometric bauhaus poster',
];

function median(values: number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
}

/** Wall time, and CPU time over all threads (which shows the cost when other work shares the cores). */
async function timed(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  globalThis.gc?.();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await work();
  const { user, system } = process.cpuUsage(cpuBefore);
  return { wall: performance.now() - started, cpu: (user + system) / 1000 };
}

/** Photo-sized JPEG inputs (1600×1200 and 1200×1600), made from generated art so they carry detail and grain. */
async function photoInputs(): Promise<Buffer[]> {
  const prompts = ['tropical beach', 'snowy mountains', 'cherry blossom spring', 'desert dunes'];
  return Promise.all(
    prompts.map(async (prompt, index) => {
      const art = await generateImage({ prompt, inputs: [] });
      const [width, height] = index % 2 === 0 ? [1600, 1200] : [1200, 1600];
      return sharp(art.png).resize(width, height).jpeg({ quality: 88 }).toBuffer();
    }),
  );
}

/**
 * The prompt reader first, in a fresh process: what its first use costs (the tagger's model and
 * WordNet, both loaded then), and then its time per prompt.
 */
function measurePromptReader() {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  readPromptSubjects('a dog');
  const firstUseMs = performance.now() - started;
  const after = process.memoryUsage();
  const prompts = [...SCENE_PROMPTS, ...ART_PROMPTS];
  const loopStarted = performance.now();
  const rounds = 20;
  for (let round = 0; round < rounds; round += 1) {
    // a fresh text each time, so nothing is read from a cache
    prompts.forEach((prompt) => readPromptSubjects(`${prompt} ${round}`));
  }
  return {
    firstUseMs: Math.round(firstUseMs),
    wordnetLoadMs: Math.round(wordnetLoadStats()?.ms ?? 0),
    wordnetMB: Math.round((wordnetLoadStats()?.bytes ?? 0) / 1e6),
    firstUseHeapMB: Math.round((after.heapUsed - before.heapUsed) / 1e6),
    firstUseRssMB: Math.round((after.rss - before.rss) / 1e6),
    msPerPrompt: Number(((performance.now() - loopStarted) / (rounds * prompts.length)).toFixed(2)),
  };
}

const promptReader = measurePromptReader();
const inputs = await photoInputs();
const collage = () => generateImage({ prompt: 'a grid of these in black and white', inputs });
const poster = () => generateImage({ prompt: 'combine these into a colourful poster', inputs });

await generateImage({ prompt: 'warm-up', inputs: [] });
await collage();
await poster();

const textToImage: { wall: number; cpu: number }[] = [];
const collageWithEdit: { wall: number; cpu: number }[] = [];
const scenes: { wall: number; cpu: number }[] = [];
const posters: { wall: number; cpu: number }[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const prompt = ART_PROMPTS[run % ART_PROMPTS.length] ?? 'abstract';
  textToImage.push(await timed(() => generateImage({ prompt, inputs: [] })));
  const scenePrompt = SCENE_PROMPTS[run % SCENE_PROMPTS.length] ?? 'a cat';
  scenes.push(await timed(() => generateImage({ prompt: scenePrompt, inputs: [] })));
  collageWithEdit.push(await timed(collage));
  posters.push(await timed(poster));
}

console.log(
  JSON.stringify({
    bench: 'image-engine',
    textToImageMs: median(textToImage.map((run) => run.wall)),
    collage4EditMs: median(collageWithEdit.map((run) => run.wall)),
    illustratedSceneMs: median(scenes.map((run) => run.wall)),
    poster4Ms: median(posters.map((run) => run.wall)),
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    promptReader,
    goal: { textToImageMs: 300, collage4EditMs: 600, promptReaderMsPerPrompt: 50 },
    cpuMs: {
      textToImage: median(textToImage.map((run) => run.cpu)),
      collage4Edit: median(collageWithEdit.map((run) => run.cpu)),
      illustratedScene: median(scenes.map((run) => run.cpu)),
      poster4: median(posters.map((run) => run.cpu)),
    },
    cores: availableParallelism(),
    load1: Math.round(loadavg()[0] ?? 0),
  }),
);
