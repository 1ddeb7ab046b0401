/**
 * What a prompt asks to be drawn, read the way a person reads it: only nouns can be subjects (a
 * tagger says which words are nouns, so "down", "top" and "next" never are), a noun phrase is one
 * subject named by its head ("paper boat" is a boat), a compound WordNet knows stays whole ("hot
 * air balloon", "golden retriever"), the word's sense is chosen from the rest of the prompt ("pad"
 * beside "rocket" is a launch pad), and a word with no picture of its own is drawn as its nearest
 * kind that has one ("retriever" → dog), which the description then says.
 */
import {
  findIllustrationByLabel,
  illustrationLabelsEndingWith,
  type Illustration,
} from '../illustration/illustration.catalogue';
import { COUNT_WORDS, NOT_SUBJECTS, singular } from '../image/scene-words.data';
import { tagPrompt, type TaggedToken } from './prompt.tagger';
import { hypernymsOf, isKindOf, isWord, sensesOf, type Synset } from './wordnet.db';

export interface SubjectReading {
  /** The prompt's name for it, singular: a compound or the head noun ('golden retriever'). */
  word: string;
  illustration: Illustration;
  /** Set when the picture shows a broader kind than the word ('dog' for 'golden retriever'). */
  drawnAs?: string;
  count: number;
}

export interface PromptReading {
  named: SubjectReading[];
  /** Things the prompt names that have no picture, as the prompt names them ('launch pad'). */
  missing: string[];
}

interface NounPhrase {
  /** The noun-phrase tokens, the head last. */
  tokens: TaggedToken[];
  /** Index of the token after the phrase. */
  end: number;
}

const MAX_SUBJECTS = 3;
const MAX_COPIES = 5;
const HYPERNYM_DEPTH = 5;

/** WordNet lexicographer files of things that can stand in a picture. */
const LEX = {
  animal: 5,
  artifact: 6,
  body: 8,
  food: 13,
  object: 17,
  person: 18,
  phenomenon: 19,
  plant: 20,
  substance: 27,
} as const;
const CONCRETE = new Set<number>(Object.values(LEX));
/** `noun.group`: a colony, a flock, a crowd. */
const LEX_GROUP = 14;

/** Words that say how much of something there is ('a bowl of', 'a flock of'): the next noun is the subject. */
const MEASURES = new Set([
  'cup',
  'bowl',
  'plate',
  'glass',
  'mug',
  'slice',
  'piece',
  'pot',
  'bottle',
  'box',
  'basket',
  'bag',
  'jar',
  'stack',
  'pile',
  'bunch',
  'handful',
  'row',
  'line',
  'kind',
  'sort',
  'type',
  ...Object.keys(COUNT_WORDS),
]);
/** Verbs a figure is drawn doing, by the picture that shows it. */
const FIGURE_ACTIONS: Record<string, string> = {
  walk: 'walking',
  stroll: 'walking',
  hike: 'walking',
  run: 'running',
  jog: 'running',
  sprint: 'running',
};
const PERSON_WORDS = new Set(['woman', 'man', 'person', 'girl', 'boy', 'child']);
/** Particles after a verb of motion: 'a taxi drives down' — the tagger reads 'drives' as a noun. */
const MOTION_PARTICLES = new Set([
  'down',
  'up',
  'along',
  'across',
  'through',
  'past',
  'away',
  'around',
  'over',
  'into',
  'toward',
  'towards',
  'off',
]);
const NOUNS = new Set(['NOUN', 'PROPN']);
const IN_PHRASE = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
/** Gloss words that say nothing about a sense. */
const GLOSS_FILLER = new Set(
  'the and that with for from used which who whose into onto its are was being one any some such other usually especially something someone make made than more very often type kind form part'.split(
    ' ',
  ),
);

function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/, '').slice(0, 7);
}

function isCreature(token: TaggedToken): boolean {
  const lexFile = sensesOf(nounLemma(token).word)[0]?.lexFile;
  return lexFile === LEX.animal || lexFile === LEX.person;
}

/** Corrects the tagger's one common slip here: a verb after its subject read as a plural noun. */
function fixTags(tokens: TaggedToken[]): TaggedToken[] {
  return tokens.map((token, index) => {
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    const isSlip =
      token.pos === 'NOUN' &&
      token.text.endsWith('s') &&
      previous !== undefined &&
      NOUNS.has(previous.pos) &&
      next !== undefined &&
      MOTION_PARTICLES.has(next.text) &&
      isWord(token.lemma, 'verb');
    // 'penguins standing on': an -ing word closing a noun phrase is the verb, unless it is a thing
    // ('bee landing on'): after a creature, whatever the -ing word also names
    const isParticiple =
      token.pos === 'NOUN' &&
      token.text.endsWith('ing') &&
      previous !== undefined &&
      NOUNS.has(previous.pos) &&
      !(next && NOUNS.has(next.pos)) &&
      (!CONCRETE.has(sensesOf(token.text)[0]?.lexFile ?? -1) || isCreature(previous));
    return isSlip || isParticiple ? { ...token, pos: 'VERB' } : token;
  });
}

/** Runs of adjectives, numbers and nouns that end in a noun. */
function nounPhrases(tokens: TaggedToken[]): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  let run: TaggedToken[] = [];
  const close = (end: number) => {
    const headAt = run.findLastIndex((token) => NOUNS.has(token.pos));
    if (headAt >= 0) {
      phrases.push({ tokens: run.slice(0, headAt + 1), end });
    }
    run = [];
  };
  tokens.forEach((token, index) => {
    if (IN_PHRASE.has(token.pos)) {
      run.push(token);
    } else {
      close(index);
    }
  });
  close(tokens.length);
  return phrases;
}

const IRREGULAR_SURFACE = new Set([
  'people',
  'men',
  'women',
  'children',
  'mice',
  'geese',
  'teeth',
  'feet',
]);

/** The dictionary form of a noun: the tagger's lemma where WordNet agrees, else the plain rules. */
function nounLemma(token: TaggedToken): { word: string; isPlural: boolean } {
  if (IRREGULAR_SURFACE.has(token.text)) {
    return singular(token.text);
  }
  // a word that does not end in s is its own lemma ('ramen', not the tagger's 'raman')
  if (!token.text.endsWith('s') || (isWord(token.text) && !isWord(token.lemma))) {
    return { word: token.text, isPlural: false };
  }
  if (token.lemma !== token.text && isWord(token.lemma)) {
    return { word: token.lemma, isPlural: true };
  }
  return singular(token.text);
}

/** The longest run ending in the head that WordNet or the picture set knows as one thing. */
function compoundOf(phrase: TaggedToken[], head: string): string | null {
  const words = [...phrase.slice(0, -1).map((token) => token.text), head];
  for (let start = 0; start < words.length - 1; start++) {
    if (phrase[start]?.pos === 'NUM') {
      continue;
    }
    const run = words.slice(start);
    // WordNet hyphenates some of a compound's words ('hot-air balloon')
    const spellings = [
      run.join(' '),
      ...run
        .slice(0, -1)
        .map((_, at) =>
          [...run.slice(0, at), `${run[at]}-${run[at + 1]}`, ...run.slice(at + 2)].join(' '),
        ),
    ];
    const known = spellings.find(
      (candidate) => isWord(candidate) || findIllustrationByLabel(candidate),
    );
    if (known) {
      return known;
    }
  }
  return null;
}

function signature(synset: Synset): Set<string> {
  const words = new Set<string>();
  const addText = (text: string) => {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) {
      if (word.length > 2 && !GLOSS_FILLER.has(word)) {
        words.add(stem(word));
      }
    }
  };
  addText(`${synset.words.join(' ')} ${synset.gloss}`);
  for (const { synset: parent } of hypernymsOf(synset, 2)) {
    addText(parent.words.join(' '));
  }
  return words;
}

/**
 * The sense that fits the prompt: the most of the other words found in its gloss and its kinds
 * (simplified Lesk), things before ideas, and WordNet's commonest sense when nothing else decides.
 */
function chooseSense(senses: Synset[], context: string[], head: Synset[]): Synset | null {
  let best: Synset | null = null;
  let bestScore = -Infinity;
  senses.forEach((sense, rank) => {
    const known = signature(sense);
    const overlap = context.filter((word) => known.has(word)).length;
    // a compound is a kind of its head: 'red fox' the animal, not the weed of that name
    const isHeadKind = head.some((each) => isKindOf(sense, each, 3));
    const score =
      overlap + (CONCRETE.has(sense.lexFile) ? 1 : 0) + (isHeadKind ? 1 : 0) - rank * 0.05;
    if (score > bestScore) {
      best = sense;
      bestScore = score;
    }
  });
  return best;
}

/** Whether a picture's kind agrees with the sense: no animal drawn for an object, no food for a toy. */
function agrees(illustration: Illustration, sense: Synset | null): boolean {
  const group = illustration.subgroup;
  if (!group || !sense) {
    return true;
  }
  const isAnimal = group.startsWith('animal-');
  const isFood = group.startsWith('food-') || group === 'drink';
  const isPerson = group.startsWith('person') || group === 'family';
  const isPlant = group.startsWith('plant-');
  const lex = sense.lexFile;
  if (isAnimal !== (lex === LEX.animal)) {
    return false;
  }
  if (isFood && lex !== LEX.food && lex !== LEX.plant) {
    return false;
  }
  if (isPlant && lex !== LEX.plant && lex !== LEX.food) {
    return false;
  }
  return !(lex === LEX.food && !isFood && !isPlant) && isPerson === (lex === LEX.person);
}

/** The picture for a word in a sense, saying when it shows a broader kind of thing. */
function pictureFor(
  word: string,
  sense: Synset | null,
  surface: string,
): { illustration: Illustration; drawnAs?: string } | null {
  // some pictures are labelled in the plural ('pancakes', 'chopsticks')
  const own = findIllustrationByLabel(word) ?? findIllustrationByLabel(surface);
  if (own && agrees(own, sense)) {
    return { illustration: own };
  }
  if (!sense) {
    return null;
  }
  // a picture of a particular kind of it ('soccer ball' for a ball to play with)
  const head = word.split(' ').at(-1) ?? word;
  const alike = sensesOf(head).filter((each) => each.lexFile === sense.lexFile);
  for (const label of illustrationLabelsEndingWith(head)) {
    if (label === head && head !== word) {
      continue; // the head's own picture stands in for a compound below, and says so
    }
    const kind = sensesOf(label).find((candidate) =>
      alike.some((each) => isKindOf(candidate, each, 3)),
    );
    const picture = kind && findIllustrationByLabel(label);
    if (picture) {
      return { illustration: picture };
    }
  }
  // a compound the set has no picture of is drawn by its head, which the prompt itself names
  const headPicture = head !== word ? findIllustrationByLabel(head) : null;
  if (headPicture && agrees(headPicture, sense)) {
    return { illustration: headPicture, drawnAs: head };
  }
  // its nearest broader kind that has a picture ('retriever' → dog, 'greenhouse' → building)
  for (const { synset } of hypernymsOf(sense, HYPERNYM_DEPTH)) {
    for (const broader of synset.words) {
      // a word whose commonest sense is an idea has no picture of this: 'construction' draws a roadwork sign
      const picture = CONCRETE.has(sensesOf(broader)[0]?.lexFile ?? -1)
        ? findIllustrationByLabel(broader)
        : null;
      if (picture && agrees(picture, synset)) {
        return { illustration: picture, drawnAs: broader };
      }
    }
  }
  return null;
}

/**
 * When the prompt chose a sense other than the word's commonest, the name of that sense, so the
 * description says which thing was not drawn: 'pad' beside a rocket is ' (launching pad)'.
 */
function senseNote(word: string, sense: Synset | null): string {
  const commonest = sensesOf(word)[0];
  if (!sense || !commonest || commonest.offset === sense.offset) {
    return '';
  }
  const name =
    sense.words.find((each) => each !== word && each.split(' ').includes(word)) ??
    sense.words.find((each) => each !== word);
  return name ? ` (${name})` : '';
}

function countOf(phrase: TaggedToken[], before: TaggedToken[], isPlural: boolean): number {
  for (const token of [...phrase.slice(0, -1), ...before].reverse()) {
    const counted = COUNT_WORDS[token.text] ?? (token.pos === 'NUM' ? Number(token.text) : NaN);
    if (Number.isFinite(counted) && counted > 0) {
      return Math.min(MAX_COPIES, counted);
    }
  }
  return isPlural ? 3 : 1;
}

/** Drops what the prompt says to leave out ("no people", "without text"). */
function positivePart(prompt: string): string {
  return prompt.toLowerCase().replace(/\b(?:no|without|not)\s+[^,.;:!?]*/g, ' ');
}

/** Every subject the prompt names, in its order, and the things it names that cannot be drawn. */
export function readPromptSubjects(prompt: string): PromptReading {
  const tokens = fixTags(tagPrompt(positivePart(prompt)));
  const phrases = nounPhrases(tokens);
  const context = tokens
    .filter((token) => NOUNS.has(token.pos) || token.pos === 'VERB' || token.pos === 'ADJ')
    .flatMap((token) => [stem(token.lemma), stem(token.text)]);
  const action = tokens.find((token) => token.pos === 'VERB' && FIGURE_ACTIONS[token.lemma]);
  const named: SubjectReading[] = [];
  const missing: string[] = [];
  const readPhrase = (phrase: NounPhrase, index: number, isGroup = false): void => {
    const headToken = phrase.tokens.at(-1)!;
    const lemma = nounLemma(headToken);
    const head = lemma.word;
    const isPlural = lemma.isPlural || isGroup;
    const after = tokens[phrase.end];
    if (after?.text === 'of' && MEASURES.has(head) && phrases[index + 1]?.tokens.length) {
      return; // 'a bowl of ramen' is ramen; 'a flock of gulls' is gulls
    }
    const compound = compoundOf(phrase.tokens, head);
    const word = compound ?? head;
    if (
      !compound &&
      (NOT_SUBJECTS.has(head) || NOT_SUBJECTS.has(headToken.text) || /^\d/.test(head))
    ) {
      return;
    }
    const own = new Set(word.split(' ').map(stem));
    const sense = chooseSense(
      sensesOf(word),
      context.filter((each) => !own.has(each)),
      compound ? sensesOf(head) : [],
    );
    const modifiers = phrase.tokens.slice(0, -1);
    if (sense?.lexFile === LEX_GROUP && !compound && NOUNS.has(modifiers.at(-1)?.pos ?? '')) {
      // 'a quokka colony' is quokkas, as 'a flock of gulls' is gulls
      readPhrase({ tokens: modifiers, end: phrase.end }, index, true);
      return;
    }
    if (sense && !CONCRETE.has(sense.lexFile)) {
      return; // an idea, a time, a view: nothing to draw, and nothing to say is missing
    }
    const figure =
      action && PERSON_WORDS.has(word)
        ? findIllustrationByLabel(
            `${word === 'girl' || word === 'woman' ? 'woman' : word === 'man' || word === 'boy' ? 'man' : 'person'} ${FIGURE_ACTIONS[action.lemma]}`,
          )
        : null;
    const surface = compound ? word : headToken.text;
    const picture = figure ? { illustration: figure } : pictureFor(word, sense, surface);
    if (!picture) {
      const said = `${word}${senseNote(word, sense)}`;
      if (!missing.includes(said)) {
        missing.push(said);
      }
      return;
    }
    const same = named.find((entry) => entry.illustration.name === picture.illustration.name);
    if (same) {
      return;
    }
    const before = tokens.slice(
      Math.max(0, phrase.end - phrase.tokens.length - 3),
      phrase.end - phrase.tokens.length,
    );
    named.push({
      word,
      illustration: picture.illustration,
      ...(picture.drawnAs ? { drawnAs: picture.drawnAs } : {}),
      count: countOf(phrase.tokens, before, isPlural),
    });
  };
  phrases.forEach((phrase, index) => readPhrase(phrase, index));
  return { named: named.slice(0, MAX_SUBJECTS), missing };
}
