import { describe, expect, it } from 'vitest';
import { readPromptSubjects } from '../../src/words/prompt-subjects';
import {
  hypernymsOf,
  isWord,
  releaseWordNet,
  sensesOf,
  wordnetLoadStats,
} from '../../src/words/wordnet.db';
import { PROMPT_SET } from './prompt-set.fixture';

describe('WordNet read from disk', () => {
  it('finds the first and last lemma of the index, compounds, and nothing that is not there', () => {
    expect(isWord("'hood")).toBe(true);
    expect(isWord('zyrian')).toBe(true);
    expect(sensesOf('hot-air balloon')[0]?.words).toContain('hot-air balloon');
    expect(sensesOf('golden retriever')[0]?.words).toContain('golden retriever');
    expect(isWord('run', 'verb')).toBe(true);
    expect(isWord('qqqzzz')).toBe(false);
    expect(isWord('')).toBe(false);
  });

  it('walks from a word to its kinds', () => {
    const [retriever] = sensesOf('retriever');
    const kinds = hypernymsOf(retriever!, 3).flatMap((entry) => entry.synset.words);
    expect(kinds).toContain('dog');
  });

  it('holds only the blocks it read lately, not the files', () => {
    releaseWordNet();
    expect(wordnetLoadStats()).toBeNull();
    for (const entry of PROMPT_SET) {
      readPromptSubjects(entry.prompt);
    }
    const stats = wordnetLoadStats()!;
    // the noun and verb files are 24 MB; the four files' recent blocks are one
    expect(stats.bytes).toBeGreaterThan(0);
    expect(stats.bytes).toBeLessThanOrEqual(1024 * 1024);
  });

  it('reads the same after letting go of everything', () => {
    const before = readPromptSubjects('a golden retriever and a paper boat');
    releaseWordNet();
    expect(readPromptSubjects('a golden retriever and a paper boat')).toEqual(before);
  });
});
