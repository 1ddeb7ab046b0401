import type { ScriptWriter } from './script-writer';

const HOOKS = [
  (topic: string) => `Here is something most people get wrong about ${topic}.`,
  (topic: string) => `Want to get better at ${topic}? Give me one minute.`,
  (topic: string) => `Let's talk about ${topic}, and why it matters more than you think.`,
  (topic: string) => `If ${topic} has ever felt confusing, this is for you.`,
  (topic: string) => `Three ideas about ${topic} that can change the way you work.`,
];
const POINTS = [
  (topic: string) =>
    `First, start small. The best results with ${topic} come from simple steps done every day.`,
  () => `Next, keep your audience in mind. Ask what they need, and answer that clearly.`,
  () => `Then measure what works. A quick look at your results shows where to focus next.`,
  (topic: string) =>
    `Learn from others who already do ${topic} well, and make their lessons your own.`,
  () => `Stay consistent. Small improvements add up faster than big plans that never start.`,
  () => `Cut what does not help. Clarity beats complexity almost every time.`,
  (topic: string) => `Make ${topic} a habit, not a project, and progress will follow.`,
];
const CALLS = [
  () => `Try one of these today, and tell me how it goes.`,
  () => `Follow for more short tips like this, and share it with someone who needs it.`,
  () => `Start now: pick one idea from this video and put it to work this week.`,
  () => `Save this for later, and come back when you are ready for the next step.`,
];

const MAX_CHARACTERS = 800;

/**
 * The embedded writer: a hook, two to four points and a call to action, chosen from phrase banks
 * by a seed made of the topic and the variation, so Regenerate always gives another script.
 */
export class LocalScriptWriter implements ScriptWriter {
  readonly provider = 'local';

  async writeScript(topic: string, variation: number): Promise<string> {
    return composeScript(topic, variation);
  }
}

export function composeScript(rawTopic: string, variation: number): string {
  const topic = cleanTopic(rawTopic);
  const random = seededRandom(hash(`${topic}:${variation}`));
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const pointCount = 2 + Math.floor(random() * 3);
  const points = shuffle([...POINTS], random).slice(0, pointCount);
  const sentences = [pick(HOOKS)(topic), ...points.map((point) => point(topic)), pick(CALLS)()];
  let script = sentences.join(' ');
  while (script.length > MAX_CHARACTERS && sentences.length > 3) {
    sentences.splice(sentences.length - 2, 1);
    script = sentences.join(' ');
  }
  return script.slice(0, MAX_CHARACTERS);
}

function cleanTopic(topic: string): string {
  const trimmed = topic
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '');
  const short = trimmed.length > 120 ? `${trimmed.slice(0, 117)}...` : trimmed;
  return short.charAt(0).toLowerCase() + short.slice(1);
}

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) {
    value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  }
  return value >>> 0;
}

/** mulberry32: small, fast and good enough to vary wording. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}
