/**
 * The shipped illustration set: Fluent Emoji Flat (MIT, Microsoft) as SVG bodies on a 32×32 grid,
 * found by English keywords from emojibase (MIT). Loaded once, on first use, from node_modules.
 */
import { createRequire } from 'node:module';
import { EXTRA_ILLUSTRATIONS, WORD_ALIASES } from './illustration-extra.data';

import type { Illustration, MotionHint, Placement } from './illustration.types';

export type { Illustration, MotionHint, Placement } from './illustration.types';

/** How a word was matched: its own label (or our alias), or only a tag or a word of a label. */
export type MatchKind = 'label' | 'head' | 'tag';

interface EmojiEntry {
  label: string;
  hexcode: string;
  tags?: string[];
  group?: number;
  subgroup?: number;
}

interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}

interface Candidate {
  name: string;
  label: string;
  subgroup: string;
  score: number;
  match: MatchKind;
}

const require = createRequire(import.meta.url);

/** Groups with nothing to draw as a subject: skin-tone parts, symbols, flags. */
const SKIPPED_GROUPS = new Set([2, 8, 9]);
/** Smileys are found by their exact label only ('robot', 'ghost'), never by a tag. */
const EXACT_ONLY_GROUP = 0;

const SKY_SUBGROUPS = new Set(['animal-bird', 'transport-air', 'sky-weather']);
const WATER_SUBGROUPS = new Set(['animal-marine', 'transport-water']);
const TABLE_SUBGROUPS = new Set([
  'food-fruit',
  'food-vegetable',
  'food-prepared',
  'food-asian',
  'food-marine',
  'food-sweet',
  'drink',
  'dishware',
  'book-paper',
  'phone',
  'computer',
  'musical-instrument',
  'household',
  'office',
  'writing',
  'light-video',
]);

/** Pictures that face left in this set, read from the artwork: mirrored when they move right. */
const FACES_LEFT =
  /^(?:automobile|taxi|bus|police-car|racing-car|sport-utility-vehicle|pickup-truck|delivery-truck|bicycle|motorcycle|person-walking|woman-walking|man-walking|person-running|woman-running|man-running|horse|dog|cat|bird|dove|eagle|duck|airplane|fish|tropical-fish|whale|dolphin|shark|sailboat|speedboat|canoe|ship|motor-boat)$/;

function motionFor(subgroup: string, name: string): MotionHint {
  if (/walking|running/.test(name)) {
    return 'walk';
  }
  if (
    subgroup === 'animal-bird' ||
    subgroup === 'transport-air' ||
    /butterfly|bee|bat/.test(name)
  ) {
    return name === 'rocket' ||
      subgroup !== 'animal-bird' ||
      !/chick|penguin|turkey|rooster|chicken/.test(name)
      ? 'fly'
      : 'walk';
  }
  if (subgroup === 'transport-ground') {
    return /station|track|road|fuel|stop|light|wheel|railway-track/.test(name) ? 'still' : 'drive';
  }
  if (subgroup === 'animal-marine') {
    return 'swim';
  }
  if (subgroup === 'transport-water') {
    return 'sail';
  }
  if (
    subgroup === 'animal-mammal' ||
    subgroup === 'person-activity' ||
    subgroup === 'animal-reptile'
  ) {
    return 'walk';
  }
  if (subgroup === 'sky-weather') {
    return 'float';
  }
  return 'still';
}

function placementFor(subgroup: string): Placement {
  if (SKY_SUBGROUPS.has(subgroup)) {
    return 'sky';
  }
  if (WATER_SUBGROUPS.has(subgroup)) {
    return 'water';
  }
  return TABLE_SUBGROUPS.has(subgroup) ? 'table' : 'ground';
}

class Catalogue {
  private readonly byWord = new Map<string, Candidate[]>();

  constructor(
    private readonly icons: IconSet,
    emoji: EmojiEntry[],
    subgroupNames: string[],
    chars: Record<string, string>,
  ) {
    for (const entry of emoji) {
      if (entry.group === undefined || SKIPPED_GROUPS.has(entry.group)) {
        continue;
      }
      const name =
        chars[entry.hexcode.toLowerCase()] ??
        chars[entry.hexcode.toLowerCase().replace(/-fe0f/g, '')];
      if (!name || !this.bodyOf(name)) {
        continue;
      }
      this.index(
        entry,
        name,
        subgroupNames[entry.subgroup ?? -1] ?? '',
        entry.group === EXACT_ONLY_GROUP,
      );
    }
  }

  private index(entry: EmojiEntry, name: string, subgroup: string, exactOnly: boolean): void {
    const label = entry.label.toLowerCase();
    const labelWords = label.split(/[^a-z0-9]+/).filter(Boolean);
    // people-with-a-job and faces read as a subject only when named exactly
    const penalty = /face|: |person|man |woman |hand/.test(label) ? 12 : 0;
    const add = (word: string, score: number, match: MatchKind) => {
      const list = this.byWord.get(word) ?? [];
      list.push({ name, label, subgroup, score: score - penalty - label.length * 0.1, match });
      this.byWord.set(word, list);
    };
    add(label, 100, 'label');
    if (exactOnly) {
      return;
    }
    labelWords.forEach((word, position) =>
      add(
        word,
        position === labelWords.length - 1 ? 60 : 35,
        position === labelWords.length - 1 ? 'head' : 'tag',
      ),
    );
    (entry.tags ?? []).forEach((tag, position) => add(tag.toLowerCase(), 30 - position, 'tag'));
  }

  private bodyOf(name: string): string | undefined {
    const icon =
      this.icons.icons[name] ?? this.icons.icons[this.icons.aliases?.[name]?.parent ?? ''];
    return icon?.body;
  }

  find(word: string): Illustration | null {
    const extra = EXTRA_ILLUSTRATIONS[word];
    if (extra) {
      return { ...extra, name: word, label: word };
    }
    const alias = WORD_ALIASES[word];
    return (alias && this.lookup(alias)) || this.lookup(word);
  }

  /**
   * Only a picture whose own label is the word (or our alias for it): never one found through a
   * tag, which is how "down" once drew a thumbs-down and "pad" a calendar.
   */
  findByLabel(word: string): Illustration | null {
    const extra = EXTRA_ILLUSTRATIONS[word];
    if (extra) {
      return { ...extra, name: word, label: word };
    }
    const alias = WORD_ALIASES[word];
    return (alias && this.lookup(alias)) || this.lookup(word, new Set(['label']));
  }

  /** Pictures whose label ends in the word ('soccer ball' for 'ball'), for a sense check. */
  labelsEndingWith(word: string): string[] {
    return (this.byWord.get(word) ?? [])
      .filter((candidate) => candidate.match === 'head')
      .sort((first, second) => second.score - first.score)
      .map((candidate) => candidate.label);
  }

  private lookup(key: string, kinds?: Set<MatchKind>): Illustration | null {
    const best = [...(this.byWord.get(key) ?? [])]
      .filter((candidate) => !kinds || kinds.has(candidate.match))
      .sort(
        (first, second) => second.score - first.score || first.name.localeCompare(second.name),
      )[0];
    const body = best && this.bodyOf(best.name);
    if (!best || !body) {
      return null;
    }
    return {
      name: best.name,
      label: best.label,
      body,
      placement: placementFor(best.subgroup),
      motion: motionFor(best.subgroup, best.name),
      facesLeft: FACES_LEFT.test(best.name),
      subgroup: best.subgroup,
    };
  }
}

let catalogue: Catalogue | null = null;

function load(): Catalogue {
  if (!catalogue) {
    const messages = require('emojibase-data/en/messages.json') as {
      subgroups: { key: string; order: number }[];
    };
    const subgroupNames: string[] = [];
    for (const subgroup of messages.subgroups) {
      subgroupNames[subgroup.order] = subgroup.key;
    }
    catalogue = new Catalogue(
      require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet,
      require('emojibase-data/en/data.json') as EmojiEntry[],
      subgroupNames,
      require('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>,
    );
  }
  return catalogue;
}

/** The best illustration for one (singular, lower-case) English noun, or null when the set has none. */
export function findIllustration(word: string): Illustration | null {
  return load().find(word);
}

/** The picture labelled with exactly this word (or our alias for it), or null. */
export function findIllustrationByLabel(word: string): Illustration | null {
  return load().findByLabel(word);
}

/** Labels of the pictures whose last word is this word. */
export function illustrationLabelsEndingWith(word: string): string[] {
  return load().labelsEndingWith(word);
}
