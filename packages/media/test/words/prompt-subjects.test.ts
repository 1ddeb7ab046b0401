import { describe, expect, it } from 'vitest';
import { describeScene, planImageScene } from '../../src/image/image-scene';
import { parsePrompt } from '../../src/motion/motion-prompt.parser';
import { readPromptSubjects } from '../../src/words/prompt-subjects';
import { grade } from './prompt-grade';
import { PROMPT_SET } from './prompt-set.fixture';

describe('the 30-prompt set', () => {
  it('the image engine draws what a person would, and nothing the prompt only says in passing', () => {
    const results = PROMPT_SET.map((entry) => {
      const scene = planImageScene(entry.prompt);
      const drawn = scene.subjects.map((subject) => ({
        word: subject.word,
        ...(subject.drawnAs ? { drawnAs: subject.drawnAs } : {}),
        label: subject.illustration.label,
      }));
      // the description names what it drew by the prompt's own word
      for (const subject of scene.subjects) {
        expect(describeScene(scene)).toContain(subject.word);
      }
      return { prompt: entry.prompt, ...grade(entry, drawn) };
    });
    const wrong = results.filter((result) => !result.right).map((result) => result.prompt);
    expect(results.flatMap((result) => result.strays)).toEqual([]);
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(2);
  });

  it('the VEO engine moves the same subjects', () => {
    const results = PROMPT_SET.map((entry) => {
      const plan = parsePrompt(entry.prompt);
      const drawn = plan.sprites.map((sprite) => ({
        word: sprite.word,
        ...(sprite.drawnAs ? { drawnAs: sprite.drawnAs } : {}),
        label:
          readPromptSubjects(entry.prompt).named.find((each) => each.word === sprite.word)
            ?.illustration.label ?? sprite.icon,
      }));
      return { prompt: entry.prompt, ...grade(entry, drawn) };
    });
    expect(results.flatMap((result) => result.strays)).toEqual([]);
    // the clip leaves out what its terrain draws (streets, trees), so it is graded on the rest
    expect(results.filter((result) => result.right).length).toBeGreaterThanOrEqual(28);
  });
});

describe('readPromptSubjects', () => {
  it('keeps a compound whole and draws it as its nearest illustrated kind, saying so', () => {
    const [dog] = readPromptSubjects('a golden retriever on a sofa').named;
    expect(dog).toMatchObject({ word: 'golden retriever', drawnAs: 'dog' });
    const scene = planImageScene('a golden retriever');
    expect(describeScene(scene)).toContain(
      'golden retriever (drawn as a dog, the nearest illustration)',
    );
  });

  it('draws a noun phrase by its head: a paper boat is a boat', () => {
    const reading = readPromptSubjects('a paper boat on a pond');
    expect(reading.named.map((each) => each.word)).toEqual(['boat']);
  });

  it('chooses the sense from the prompt, and says when that sense has no picture', () => {
    expect(
      readPromptSubjects('a kitten chasing a ball').named.map((each) => each.illustration.label),
    ).toContain('soccer ball');
    const launch = readPromptSubjects('a rocket on the pad, ready to launch');
    expect(launch.named.map((each) => each.word)).toEqual(['rocket']);
    expect(launch.missing).toEqual(['pad (launching pad)']);
  });

  it('says which sense was not drawn, and reads "rocket" as no rock', () => {
    const description = describeScene(planImageScene('a rocket launching from a desert pad'));
    expect(description).toContain('a rocket in the desert');
    expect(description).toContain('"pad (launching pad)" has no illustration');
    expect(describeScene(planImageScene('a hot air balloon'))).toContain(
      'a hot-air balloon (drawn as a balloon, the nearest illustration)',
    );
  });

  it('never draws an idea, a time or a view', () => {
    expect(readPromptSubjects('the idea of freedom at noon, side view').named).toEqual([]);
    expect(readPromptSubjects('the idea of freedom at noon, side view').missing).toEqual([]);
  });

  it('counts what the prompt counts', () => {
    expect(readPromptSubjects('two owls on a branch').named[0]).toMatchObject({
      word: 'owl',
      count: 2,
    });
    expect(readPromptSubjects('owls at night').named[0]).toMatchObject({ count: 3 });
  });
});
