import { describe, expect, it } from 'vitest';
import { parsePrompt, planAmbientAudio, planSceneLayers } from '../../src/motion';

/** A stand-in for resvg's measurement: 50 px per character at the measuring size. */
const measureWord = (word: string) => word.length * 50;

describe('planSceneLayers', () => {
  it('stacks sky, terrain, particles, vignette and one image per title word plus a bar', () => {
    const drafts = planSceneLayers(
      parsePrompt('Snowy forest morning with the title "Snowy forest morning"'),
      measureWord,
    );
    expect(drafts.map((draft) => draft.name)).toEqual([
      'backdrop',
      'terrain-mountains-0',
      'terrain-pines-1',
      'particles-snow-0',
      'terrain-pines-2',
      'particles-snow-1',
      'vignette',
      'title-0',
      'title-1',
      'title-2',
      'title-3',
    ]);
    expect(drafts.map((draft) => draft.animation.kind)).toEqual([
      'backdrop',
      ...Array(5).fill('scroll'),
      'still',
      ...Array(4).fill('reveal'),
    ]);
  });

  it('keeps every layer an even size and draws it at that size', () => {
    for (const prompt of ['A calm ocean at sunset', 'Neon city night traffic', 'Deep space']) {
      for (const draft of planSceneLayers(parsePrompt(prompt), measureWord)) {
        expect(draft.width % 2, draft.name).toBe(0);
        expect(draft.height % 2, draft.name).toBe(0);
        expect(draft.svg).toContain(`width="${draft.width}" height="${draft.height}"`);
      }
    }
  });

  it('keeps fixed colours such as red tail lights out when the negative prompt says "red"', () => {
    const svgs = (negative: string) =>
      planSceneLayers(parsePrompt('City traffic at night', negative), measureWord)
        .map((draft) => draft.svg)
        .join('');
    expect(svgs('')).toContain('#ff3b5c');
    expect(svgs('red')).not.toContain('#ff3b5c');
  });

  it('leaves the title out when the plan has no text', () => {
    const drafts = planSceneLayers(parsePrompt('Snowy forest morning', 'text'), measureWord);
    expect(drafts.some((draft) => draft.name.startsWith('title'))).toBe(false);
  });

  it('staggers the words in and moves energetic scenes faster than calm ones', () => {
    const speedOf = (prompt: string) => {
      const [, far] = planSceneLayers(parsePrompt(prompt), measureWord);
      return far?.animation.kind === 'scroll' ? Math.abs(far.animation.speed) : 0;
    };
    expect(speedOf('Energetic ocean')).toBeGreaterThan(3 * speedOf('Calm ocean'));
    const starts = planSceneLayers(parsePrompt('Calm ocean at sunset'), measureWord)
      .map((draft) => draft.animation)
      .flatMap((animation) => (animation.kind === 'reveal' ? [animation.start] : []));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('sets a long title on two lines', () => {
    const wideMeasure = (word: string) => word.length * 60;
    const drafts = planSceneLayers(parsePrompt('text: Magnificent wonders unfolding'), wideMeasure);
    const rows = new Set(
      drafts
        .flatMap((draft) =>
          draft.name.startsWith('title') && draft.height > 6 ? [draft.animation] : [],
        )
        .map((animation) => (animation.kind === 'reveal' ? animation.y : 0)),
    );
    expect(rows.size).toBe(2);
  });
});

describe('planAmbientAudio', () => {
  it('follows the mood and the scene', () => {
    expect(planAmbientAudio(parsePrompt('A calm ocean at sunset'))).toMatchObject({
      lowpassHz: 520,
      swellSeconds: 4,
      chordHz: [110, 164.81, 220, 277.18],
    });
    expect(planAmbientAudio(parsePrompt('Energetic city')).lowpassHz).toBe(900);
  });
});
