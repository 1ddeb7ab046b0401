import { describe, expect, it } from 'vitest';
import { describeMotionPlan, parsePrompt, planSceneLayers } from '../../src/motion';
import { buildCameraFilter, cameraFromWords } from '../../src/motion/motion-camera';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../src/motion/motion-layout';
import { spritePosition } from '../../src/motion/motion-video.args';

const measureWord = (word: string) => word.length * 20;

describe('offline VEO: the prompt’s subjects move through the scene', () => {
  it('flies birds across the sky', () => {
    const { sprites } = parsePrompt('birds flying over the ocean at sunset');
    expect(sprites).toHaveLength(3);
    for (const sprite of sprites) {
      expect(sprite).toMatchObject({ icon: 'bird', motion: 'fly' });
      expect(Math.abs(sprite.speed)).toBeGreaterThan(100);
      expect(sprite.y + sprite.size).toBeLessThan(FRAME_HEIGHT / 2);
      expect(sprite.bob.height).toBeGreaterThan(0);
    }
  });

  it('drives cars along the ground and walks a figure with a stepping bounce', () => {
    const cars = parsePrompt('cars driving through a rainy forest').sprites;
    expect(cars.every((sprite) => sprite.motion === 'drive')).toBe(true);
    expect(cars.every((sprite) => sprite.y + sprite.size > FRAME_HEIGHT * 0.75)).toBe(true);
    const [woman] = parsePrompt('a woman walking through a neon-lit city').sprites;
    expect(woman).toMatchObject({ icon: 'woman-walking', motion: 'walk', bob: { step: true } });
    expect(woman?.speed).not.toBe(0);
    // the artwork faces left: a figure walking right is mirrored
    expect(woman?.mirrored).toBe((woman?.speed ?? 0) > 0);
  });

  it('does not draw the setting again as a sprite', () => {
    const { sprites } = parsePrompt('cars in the city at night');
    expect(sprites.map((sprite) => sprite.icon)).not.toContain('cityscape');
  });

  it('adds one moving layer per sprite, above the terrain and under the rain', () => {
    const drafts = planSceneLayers(parsePrompt('cars driving through a rainy forest'), measureWord);
    const names = drafts.map((draft) => draft.name);
    const subjects = names.filter((name) => name.startsWith('subject-automobile'));
    expect(subjects).toHaveLength(3);
    expect(names.indexOf(subjects[0] ?? '')).toBeGreaterThan(names.lastIndexOf('terrain-pines-2'));
    expect(names.indexOf(subjects[0] ?? '')).toBeLessThan(names.indexOf('particles-rain-0'));
  });

  it('moves a sprite from where it starts, coming back round the frame', () => {
    const layer = {
      kind: 'sprite' as const,
      x: 100,
      y: 500,
      speed: 200,
      bob: { height: 6, period: 0.5, phase: 0, step: true },
      source: { file: 'x.rgba', width: 120, height: 128 },
    };
    expect(spritePosition(layer)).toEqual({
      x: `mod(220+200*t,${FRAME_WIDTH + 120})-120`,
      y: '500-6*abs(sin(PI*t/0.5+0))',
    });
    expect(spritePosition({ ...layer, speed: -200 }).x).toBe(
      `${FRAME_WIDTH}-mod(${FRAME_WIDTH - 100}+200*t,${FRAME_WIDTH + 120})`,
    );
  });
});

describe('offline VEO: camera and text follow the words', () => {
  it.each([
    ['drone shot over the mountains', 'drone'],
    ['slow pan across a beach', 'pan'],
    ['zoom in on a lighthouse', 'zoom'],
    ['camera orbits a castle', 'orbit'],
    ['a quiet lake', 'none'],
  ])('"%s" → %s', (prompt, move) => {
    expect(cameraFromWords(prompt)).toBe(move);
    expect(parsePrompt(prompt).camera).toBe(move);
  });

  it('builds a zoompan over the finished frame only for a move', () => {
    expect(buildCameraFilter('none')).toBeNull();
    expect(buildCameraFilter('zoom')).toMatch(/^scale=1920:1080,zoompan=z='1\+0.22\*\(on\/191\)'/);
    expect(buildCameraFilter('drone')).toContain(`s=${FRAME_WIDTH}x${FRAME_HEIGHT}`);
  });

  it('stamps no title unless the prompt asks for text, and then the whole text or none', () => {
    expect(parsePrompt('Woman walking through a neon-lit city').showText).toBe(false);
    const titled = parsePrompt('Woman walking through a neon-lit city, title "Night walk"');
    expect(titled).toMatchObject({ showText: true, keyPhrase: 'Night walk' });
    const tooLong = parsePrompt(
      'a city, with the text "Welcome to the most beautiful city in the world"',
    );
    expect(tooLong).toMatchObject({ showText: false, keyPhrase: '' });
  });
});

describe('describeMotionPlan', () => {
  it('says what moves, how the camera moves and what could not be shown', () => {
    expect(describeMotionPlan(parsePrompt('drone shot of birds over a quokka colony'))).toBe(
      '3 birds fly across the sky. The camera rises away like a drone. "quokka" has no illustration in the offline engine, so it is not shown.',
    );
    expect(describeMotionPlan(parsePrompt('a woman walking, title "Night walk"'))).toBe(
      'A woman walks across the scene. The title reads "Night walk".',
    );
  });
});
