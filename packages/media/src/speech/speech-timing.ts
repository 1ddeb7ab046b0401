import { windowRms } from './lip-sync';

export interface WordTiming {
  text: string;
  /** Where the word starts in the spoken text. */
  offset: number;
  start: number;
  end: number;
  /** Punctuation follows: a natural place to end a caption. */
  isPhraseEnd: boolean;
  /** A full stop, question or exclamation mark follows: a caption should end here. */
  isSentenceEnd: boolean;
}

interface Segment {
  start: number;
  end: number;
}

const WINDOW_SECONDS = 0.01;
const PHRASE_PUNCTUATION = /[.,;:!?…،؛؟।。、，！？；：]/u;
const SENTENCE_PUNCTUATION = /[.!?…؟।。！？]/u;

/** Stretches of sound between pauses of at least `minPauseSeconds`. */
export function findVoicedSegments(
  samples: ArrayLike<number>,
  sampleRate: number,
  minPauseSeconds = 0.12,
): Segment[] {
  const energies = windowRms(samples, Math.max(1, Math.round(sampleRate * WINDOW_SECONDS)));
  const sorted = [...energies].sort((a, b) => a - b);
  const loud = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const threshold = Math.max(loud * 0.04, 0.002);
  const segments: Segment[] = [];
  energies.forEach((energy, index) => {
    if (energy < threshold) {
      return;
    }
    const start = index * WINDOW_SECONDS;
    const last = segments.at(-1);
    if (last && start - last.end < minPauseSeconds) {
      last.end = start + WINDOW_SECONDS;
    } else {
      segments.push({ start, end: start + WINDOW_SECONDS });
    }
  });
  return segments.filter((segment) => segment.end - segment.start >= 0.03);
}

/** Words of the text, each with an estimated start and end in the audio. */
export function estimateWordTimings(
  text: string,
  language: string,
  samples: ArrayLike<number>,
  sampleRate: number,
): WordTiming[] {
  const words = splitWords(text, language);
  const duration = samples.length / sampleRate;
  const found = findVoicedSegments(samples, sampleRate);
  const segments = found.length ? found : [{ start: 0, end: duration }];
  const timeline = new VoicedTimeline(segments);
  const weights = words.map((word) => [...word.text].length + 1);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const anchors = anchorPhrases(words, weights, timeline, totalWeight);
  let position = 0;
  return words.map((word, index) => {
    const from = position;
    position += weights[index] ?? 0;
    return {
      ...word,
      start: timeline.toTime(interpolate(anchors, from), 'start'),
      end: timeline.toTime(interpolate(anchors, position - 1), 'end'),
    };
  });
}

/** The text's words, where each starts and what punctuation follows it; not yet timed. */
export function splitWords(text: string, language: string): Omit<WordTiming, 'start' | 'end'>[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const pieces = [...segmenter.segment(text)];
  return pieces.flatMap((piece, index) => {
    if (!piece.isWordLike) {
      return [];
    }
    const following = pieces.slice(index + 1).find((next) => next.isWordLike);
    const between = text.slice(piece.index + piece.segment.length, following?.index);
    return [
      {
        text: piece.segment,
        offset: piece.index,
        isPhraseEnd: PHRASE_PUNCTUATION.test(between),
        isSentenceEnd: SENTENCE_PUNCTUATION.test(between),
      },
    ];
  });
}

/**
 * Pins each phrase end to the pause nearest to where it would fall if speech ran at an even
 * pace, so one slow word does not shift every caption after it.
 */
function anchorPhrases(
  words: Omit<WordTiming, 'start' | 'end'>[],
  weights: number[],
  timeline: VoicedTimeline,
  totalWeight: number,
): [number, number][] {
  const anchors: [number, number][] = [[0, 0]];
  const tolerance = Math.max(0.6, timeline.voiced * 0.08);
  let position = 0;
  words.forEach((word, index) => {
    position += weights[index] ?? 0;
    if (!word.isPhraseEnd || index === words.length - 1) {
      return;
    }
    const expected = (position / totalWeight) * timeline.voiced;
    const previous = anchors.at(-1)?.[1] ?? 0;
    const nearest = timeline.pauses
      .filter((pause) => pause > previous)
      .sort((a, b) => Math.abs(a - expected) - Math.abs(b - expected))[0];
    if (nearest !== undefined && Math.abs(nearest - expected) <= tolerance) {
      anchors.push([position, nearest]);
    }
  });
  anchors.push([totalWeight, timeline.voiced]);
  return anchors;
}

function interpolate(anchors: [number, number][], position: number): number {
  for (let index = 1; index < anchors.length; index += 1) {
    const [toWeight, toTime] = anchors[index] ?? [0, 0];
    const [fromWeight, fromTime] = anchors[index - 1] ?? [0, 0];
    if (position <= toWeight) {
      const span = toWeight - fromWeight;
      return span > 0 ? fromTime + ((position - fromWeight) / span) * (toTime - fromTime) : toTime;
    }
  }
  return anchors.at(-1)?.[1] ?? 0;
}

/** Speech time with the pauses cut out, and the way back to clip time. */
class VoicedTimeline {
  readonly voiced: number;
  /** Voiced-time positions where a pause sits. */
  readonly pauses: number[];

  constructor(private readonly segments: Segment[]) {
    let total = 0;
    this.pauses = [];
    for (const segment of segments) {
      if (total > 0) {
        this.pauses.push(total);
      }
      total += segment.end - segment.start;
    }
    this.voiced = total;
  }

  toTime(voicedPosition: number, edge: 'start' | 'end'): number {
    let before = 0;
    for (const segment of this.segments) {
      const length = segment.end - segment.start;
      const isInside =
        edge === 'end' ? voicedPosition <= before + length : voicedPosition < before + length;
      if (isInside) {
        return segment.start + Math.max(0, voicedPosition - before);
      }
      before += length;
    }
    return this.segments.at(-1)?.end ?? 0;
  }
}
