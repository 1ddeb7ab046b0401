import { describe, expect, it } from 'vitest';
import { splitWords } from '../../src/speech/speech-timing';
import { alignWordsToPhones } from '../../src/speech/word-alignment';

/** Phones laid end to end, 0.1 s each, from `start`. */
function timeline(phones: string[], start = 0) {
  return phones.map((phoneme, index) => ({
    phoneme,
    start: Number((start + index * 0.1).toFixed(3)),
    end: Number((start + (index + 1) * 0.1).toFixed(3)),
  }));
}

describe('alignWordsToPhones', () => {
  const words = splitWords('Welcome to Orato.', 'en');
  const alone = [
    ['w', 'eh', 'l', 'k', 'ax', 'm'],
    ['t', 'uw'],
    ['ao', 'r', 'aa', 't', 'ow'],
  ];

  it('times each word from its first phone to its last, through pauses and reduced sounds', () => {
    // "to" said "t ax" in the script, with a pause before "Orato"
    const spoken = timeline([
      'pau',
      'w',
      'eh',
      'l',
      'k',
      'ax',
      'm',
      't',
      'ax',
      'pau',
      'ao',
      'r',
      'aa',
      't',
      'ow',
      'pau',
    ]);
    const timed = alignWordsToPhones(words, alone, spoken);
    expect(timed?.map(({ text, start, end }) => [text, start, end])).toEqual([
      ['Welcome', 0.1, 0.7],
      ['to', 0.7, 0.9],
      ['Orato', 1, 1.5],
    ]);
    expect(timed?.[2]).toMatchObject({ offset: 11, isSentenceEnd: true });
  });

  it('gives a word with no phones an empty span where the previous one ended', () => {
    const spoken = timeline(['w', 'eh', 'l', 'k', 'ax', 'm', 'ao', 'r', 'aa', 't', 'ow']);
    const timed = alignWordsToPhones(words, [alone[0]!, [], alone[2]!], spoken);
    expect(timed?.map(({ start, end }) => [start, end])).toEqual([
      [0, 0.6],
      [0.6, 0.6],
      [0.6, 1.1],
    ]);
  });

  it('refuses an alignment it cannot trust', () => {
    expect(alignWordsToPhones(words, alone, timeline(['s', 'iy', 'y', 'uw']))).toBeUndefined();
    expect(alignWordsToPhones(words, alone.slice(1), timeline(['t', 'uw']))).toBeUndefined();
    expect(alignWordsToPhones(words, [[], [], []], timeline(['t', 'uw']))).toBeUndefined();
  });
});
