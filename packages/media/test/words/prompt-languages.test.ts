import { describe, expect, it } from 'vitest';
import { describeScene, planImageScene } from '../../src/image/image-scene';
import { parsePrompt } from '../../src/motion/motion-prompt.parser';
import { PROMPT_LEXICON } from '../../src/words/prompt-lexicon.data';
import { englishGloss, glossLanguage } from '../../src/words/prompt.gloss';
import { readPromptSubjects } from '../../src/words/prompt-subjects';
import { visualFromLine } from '../../src/words/scene-visual';
import { grade } from './prompt-grade';
import { LANGUAGE_PROMPT_SETS } from './prompt-set-languages.fixture';

const LANGUAGES = Object.keys(LANGUAGE_PROMPT_SETS) as (keyof typeof LANGUAGE_PROMPT_SETS)[];

describe.each(LANGUAGES)('the %s prompt set', (language) => {
  const set = LANGUAGE_PROMPT_SETS[language];

  it('is read as its own language', () => {
    expect(set.map((entry) => glossLanguage(entry.prompt))).toEqual(set.map(() => language));
  });

  it('the image engine draws what a person would, and no stray word', () => {
    const results = set.map((entry) => {
      const scene = planImageScene(entry.prompt);
      const drawn = scene.subjects.map((subject) => ({
        word: subject.word,
        ...(subject.drawnAs ? { drawnAs: subject.drawnAs } : {}),
        label: subject.illustration.label,
      }));
      expect(describeScene(scene)).not.toContain('undefined');
      return { prompt: entry.prompt, ...grade(entry, drawn) };
    });
    expect(results.flatMap((result) => result.strays)).toEqual([]);
    const wrong = results.filter((result) => !result.right).map((result) => result.prompt);
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(1);
  });

  it('the VEO engine moves the same subjects', () => {
    const results = set.map((entry) => {
      const plan = parsePrompt(entry.prompt);
      const drawn = plan.sprites.map((sprite) => ({
        word: sprite.word,
        ...(sprite.drawnAs ? { drawnAs: sprite.drawnAs } : {}),
        label: sprite.icon,
      }));
      return { prompt: entry.prompt, ...grade(entry, drawn) };
    });
    expect(results.flatMap((result) => result.strays)).toEqual([]);
    // at least 9 in 10, as the image engine
    const wrong = results.filter((result) => !result.right).map((result) => result.prompt);
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(1);
  });
});

describe('englishGloss', () => {
  it('keeps an English prompt as it is', () => {
    expect(englishGloss('a paper boat on the river')).toBe('a paper boat on the river');
    expect(glossLanguage('a cat on the sofa at night')).toBeNull();
  });

  it('reads a thing by its head, a measure by what it measures, counts and what to leave out', () => {
    expect(englishGloss('un barco de papel en el río')).toBe('boat, river');
    expect(englishGloss('une tasse de café')).toBe('coffee');
    expect(englishGloss('drei Katzen ohne Menschen')).toBe('three cats, without persons');
    expect(englishGloss('dos perros y un gato')).toBe('two dogs, cat');
  });

  it('reads Portuguese and Italian plurals, contractions and apostrophes', () => {
    expect(englishGloss('dois leões, três pães e nuvens')).toBe('two lions, three breads, clouds');
    expect(englishGloss('tre gatti sotto gli alberi dell’orto')).toBe('three cats, trees');
    expect(englishGloss('un’ape su un fiore')).toBe('bee, flower');
    expect(englishGloss('uma xícara de chá sem pessoas')).toBe('tea, without persons');
  });

  it('after a word that takes "de"/"di", reads the next noun as a thing of its own', () => {
    expect(englishGloss('um gato perto de uma árvore')).toBe('cat, tree');
    expect(englishGloss('un perro delante de una casa')).toBe('dog, house');
    // a noun after 'de' that describes is left out; a setting after it is kept
    expect(englishGloss('um barco de madeira')).toBe('boat');
    expect(englishGloss('un taxi in città di notte')).toBe('taxi, city, night');
  });

  it('leaves out a word it does not know rather than guess', () => {
    expect(englishGloss('un zorro muy astuto en la biblioteca')).toBe('fox');
  });

  it('reads a German compound by its last part, and a long unknown word in one pass', () => {
    expect(englishGloss('ein Papierboot auf dem Fluss')).toContain('boat');
    // every way of cutting a 60-letter word is 2^57 look-ups: this returns only if it cuts once
    const long = 'x'.repeat(60);
    expect(englishGloss(`der ${long} und die Katze`)).toBe('cat');
  });

  it('reads a line in the language its caller names, however short', () => {
    // 'pane' alone is English too (a window pane): the script's language decides
    expect(visualFromLine('Pane.', 'it')).toBe('A cinematic shot of bread, soft natural light');
    expect(englishGloss('forno', 'pt')).toBe('oven');
    expect(englishGloss('a cat', 'en')).toBe('a cat');
  });

  it('a storyboard line in Spanish suggests its own subjects', () => {
    expect(visualFromLine('Nuestra panadería abre a las seis con pan y café.')).toBe(
      'A cinematic shot of bread and coffee, soft natural light',
    );
  });

  it('names only things the English reader draws, or says it cannot', () => {
    const missing = PROMPT_LEXICON.split('\n')
      .map((line) => line.split(':')[0]!.trim())
      .filter((english) => {
        const reading = english && readPromptSubjects(`a ${english}`);
        return reading && reading.named.length + reading.missing.length === 0;
      });
    expect(missing).toEqual([]);
  });
});
