import type { PhonemeTiming } from './phonemes';
import type { WordTiming } from './speech-timing';

export type UntimedWord = Omit<WordTiming, 'start' | 'end'>;

/** Below this share of the words' own phones found in the script's, the alignment is not trusted. */
const MIN_MATCHED_SHARE = 0.7;

/** One edit step: a phone of each paired (the same or not), a word's phone the script lacks (a
 * reduced or dropped sound), or a script phone no word claims. */
const Step = { Match: 0, Skip: 1, Extra: 2 } as const;
type Step = (typeof Step)[keyof typeof Step];

/**
 * Times words with the synthesiser's own phones. `wordPhones` holds each word's phones as the
 * voice says the word alone; lined up with the phones it said for the whole script (fewest edits
 * first), each word starts at its first phone and ends at its last. In context a word may lose
 * or change a sound ("to" said "t ax"), which the edits absorb. Undefined when fewer than 70% of
 * the words' phones are found, or the counts disagree.
 */
export function alignWordsToPhones(
  words: readonly UntimedWord[],
  wordPhones: readonly (readonly string[])[],
  phonemes: readonly PhonemeTiming[],
): WordTiming[] | undefined {
  if (words.length !== wordPhones.length) {
    return undefined;
  }
  const reference = wordPhones.flatMap((phones, word) => phones.map((phone) => ({ phone, word })));
  const spoken = phonemes.filter((phoneme) => phoneme.phoneme !== 'pau');
  const steps = cheapestEdits(
    reference.map((entry) => entry.phone),
    spoken.map((phoneme) => phoneme.phoneme),
  );
  const claimed: number[][] = words.map(() => []);
  let [at, heard, matched] = [0, 0, 0];
  for (const step of steps) {
    if (step === Step.Match) {
      const entry = reference[at];
      const phone = spoken[heard];
      if (entry && phone) {
        claimed[entry.word]?.push(heard);
        matched += entry.phone === phone.phoneme ? 1 : 0;
      }
    }
    at += step === Step.Extra ? 0 : 1;
    heard += step === Step.Skip ? 0 : 1;
  }
  if (!reference.length || matched < reference.length * MIN_MATCHED_SHARE) {
    return undefined;
  }
  let previousEnd = spoken[0]?.start ?? 0;
  return words.map((word, index) => {
    const phones = claimed[index] ?? [];
    const first = spoken[phones[0] ?? -1];
    const last = spoken[phones.at(-1) ?? -1];
    const start = first ? Math.max(first.start, previousEnd) : previousEnd;
    const end = last ? Math.max(last.end, start) : start;
    previousEnd = end;
    return { ...word, start, end };
  });
}

/** Levenshtein alignment of two phone sequences, as the steps that turn one into the other. */
function cheapestEdits(reference: readonly string[], spoken: readonly string[]): Step[] {
  const columns = spoken.length + 1;
  const cost = new Uint32Array((reference.length + 1) * columns);
  const from = new Uint8Array(cost.length);
  for (let row = 0; row <= reference.length; row += 1) {
    for (let column = 0; column <= spoken.length; column += 1) {
      const cell = row * columns + column;
      if (row === 0 || column === 0) {
        cost[cell] = row + column;
        from[cell] = row === 0 ? Step.Extra : Step.Skip;
        continue;
      }
      const pair = cost[cell - columns - 1]! + (reference[row - 1] === spoken[column - 1] ? 0 : 1);
      const skip = cost[cell - columns]! + 1;
      const extra = cost[cell - 1]! + 1;
      const best = Math.min(pair, skip, extra);
      cost[cell] = best;
      from[cell] = best === pair ? Step.Match : best === skip ? Step.Skip : Step.Extra;
    }
  }
  const steps: Step[] = [];
  let [row, column] = [reference.length, spoken.length];
  while (row > 0 || column > 0) {
    const step = from[row * columns + column] as Step;
    steps.push(step);
    row -= step === Step.Extra ? 0 : 1;
    column -= step === Step.Skip ? 0 : 1;
  }
  return steps.reverse();
}
