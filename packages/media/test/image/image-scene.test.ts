import { describe, expect, it } from 'vitest';
import { generateImage } from '../../src/image/generate-image';
import { SCENE_SIZE, describeScene, planImageScene } from '../../src/image/image-scene';
import { buildSceneSvg } from '../../src/image/image-scene.svg';

/** Prompts with common subjects, and the word the description must name for each. */
const SUBJECT_PROMPTS: [string, string][] = [
  ['cozy reading nook with a cat, watercolor', 'cat'],
  ['lighthouse in a storm', 'lighthouse'],
  ['a steaming bowl of ramen', 'ramen'],
  ['birds flying over the ocean at sunset', 'bird'],
  ['a woman walking her dog in the park', 'dog'],
  ['a red sports car, pixel art', 'car'],
  ['a cup of coffee and a croissant, pencil sketch', 'coffee'],
  ['a robot reading a book', 'robot'],
  ['a sailboat on a lake at dawn', 'sailboat'],
  ['a fox in a snowy forest at night', 'fox'],
  ['a horse in a meadow, oil painting', 'horse'],
  ['a rocket launching into space', 'rocket'],
  ['a castle on a hill', 'castle'],
  ['a slice of pizza', 'pizza'],
  ['an owl on a branch at midnight', 'owl'],
  ['a penguin on the ice', 'penguin'],
  ['a hot air balloon over the valley', 'balloon'],
  ['a guitar in a studio, neon', 'guitar'],
  ['a bicycle leaning on a tree', 'bicycle'],
  ['a whale in the deep blue sea', 'whale'],
];

describe('planImageScene: the prompt’s subjects are drawn', () => {
  it.each(SUBJECT_PROMPTS)('"%s" names and draws a %s', (prompt, subject) => {
    const scene = planImageScene(prompt);
    const drawn = scene.subjects.find((entry) => entry.word.includes(subject));
    expect(
      drawn,
      `no ${subject} in ${JSON.stringify(scene.subjects.map((s) => s.word))}`,
    ).toBeDefined();
    expect(describeScene(scene)).toContain(subject);
    const svg = buildSceneSvg(scene);
    // the illustration's own artwork is in the picture, once per copy, inside the canvas and large
    const name = drawn?.illustration.name ?? '';
    expect(svg.split(`data-icon="${name}"`).length - 1).toBe(drawn?.count);
    expect(svg).toContain(drawn?.illustration.body.slice(0, 60));
    for (const box of drawn?.boxes ?? []) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.size).toBeLessThanOrEqual(SCENE_SIZE);
      expect(box.size).toBeGreaterThanOrEqual(SCENE_SIZE * 0.08);
    }
  });

  it('says so when a subject has no illustration', () => {
    const scene = planImageScene('a quokka by the sea');
    expect(scene.missing).toEqual(['quokka']);
    expect(describeScene(scene)).toMatch(/"quokka" has no illustration in the offline engine/);
  });

  it('draws as many as the prompt counts', () => {
    expect(planImageScene('three cats on a sofa').subjects[0]).toMatchObject({
      word: 'cat',
      count: 3,
    });
    expect(planImageScene('birds over the sea').subjects[0]?.boxes).toHaveLength(3);
  });

  it('takes palette, light, weather and style from the words', () => {
    expect(planImageScene('a cat at night')).toMatchObject({
      light: 'night',
      palette: { name: 'night' },
    });
    expect(planImageScene('lighthouse in a storm')).toMatchObject({
      light: 'storm',
      weather: 'rain',
      palette: { name: 'storm' },
      setting: { kind: 'outdoor', terrain: 'waves' },
    });
    expect(planImageScene('a dog, neon')).toMatchObject({
      style: 'neon',
      palette: { name: 'neon' },
    });
    expect(planImageScene('a cat, watercolor').style).toBe('watercolor');
    expect(planImageScene('a fox in the snow').weather).toBe('snow');
    expect(planImageScene('a teapot in the kitchen').setting).toEqual({ kind: 'indoor' });
  });

  it('leaves negated subjects out', () => {
    const scene = planImageScene('a beach with a dog, no people');
    expect(scene.subjects.map((subject) => subject.word)).toEqual(['dog']);
  });
});

describe('generateImage: illustrated scenes', () => {
  it('returns the scene graph and its description with the picture', async () => {
    const result = await generateImage({ prompt: 'bowl of ramen, watercolor', inputs: [] });
    expect([result.width, result.height]).toEqual([1024, 1024]);
    expect(result.scene?.subjects[0]?.illustration.name).toBe('steaming-bowl');
    expect(result.description).toMatch(/^A watercolor painting of a ramen/);
  });

  it('draws different pictures for different subjects in the same setting', async () => {
    const [lighthouse, ramen] = await Promise.all([
      generateImage({ prompt: 'lighthouse in a storm', inputs: [] }),
      generateImage({ prompt: 'bowl of ramen', inputs: [] }),
    ]);
    expect(lighthouse.png.equals(ramen.png)).toBe(false);
    expect(lighthouse.description).toMatch(/lighthouse/);
    expect(ramen.description).toMatch(/ramen/);
  });
});
