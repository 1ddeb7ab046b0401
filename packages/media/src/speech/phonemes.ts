import type { WordTiming } from './speech-timing';

/** What the lips do for a sound: the six mouth pictures animators draw speech with. */
export type Viseme = 'closed' | 'rounded' | 'wide' | 'open' | 'fv' | 'rest';

export interface PhonemeTiming {
  /** Flite's phone name (`b`, `aa`, `pau`…) or, for eSpeak voices, the letter it was read from. */
  phoneme: string;
  start: number;
  end: number;
}

export interface VisemeTiming {
  viseme: Viseme;
  start: number;
  end: number;
  /** A pause: the mouth rests shut whatever the audio's level. */
  isPause: boolean;
}

/** CMU phone set (Flite) to visemes; anything else rests. */
const PHONE_VISEMES: Readonly<Record<string, Viseme>> = {
  m: 'closed',
  b: 'closed',
  p: 'closed',
  f: 'fv',
  v: 'fv',
  ow: 'rounded',
  uw: 'rounded',
  uh: 'rounded',
  ao: 'rounded',
  oy: 'rounded',
  w: 'rounded',
  r: 'rounded',
  er: 'rounded',
  axr: 'rounded',
  sh: 'rounded',
  zh: 'rounded',
  ch: 'rounded',
  jh: 'rounded',
  iy: 'wide',
  ih: 'wide',
  eh: 'wide',
  ey: 'wide',
  y: 'wide',
  s: 'wide',
  z: 'wide',
  aa: 'open',
  ae: 'open',
  ah: 'open',
  ax: 'open',
  ay: 'open',
  aw: 'open',
};

export function visemeForPhone(phone: string): Viseme {
  return PHONE_VISEMES[phone] ?? 'rest';
}

export function visemesFromPhones(phonemes: readonly PhonemeTiming[]): VisemeTiming[] {
  return phonemes.map(({ phoneme, start, end }) => ({
    viseme: visemeForPhone(phoneme),
    start,
    end,
    isPause: phoneme === 'pau',
  }));
}

const LETTER_VISEMES: readonly [RegExp, Viseme][] = [
  [/^[mbp]$/, 'closed'],
  [/^[fv]$/, 'fv'],
  [/^[ouwôöóòõúùûüœ]$/, 'rounded'],
  [/^[eiyéèêëíìîïæ]$/, 'wide'],
  [/^[aáàâäãå]$/, 'open'],
];
const VOWEL = /[aeiouyáàâäãåéèêëíìîïóòôöõúùûüæœ]/;

/**
 * Visemes from spelling, for eSpeak voices: its command line reports no phoneme timings, but the
 * languages it speaks here are spelled close to how they sound. Each word's span is shared among
 * its letters, vowels taking longer; doubled letters and a silent `h` are one sound.
 */
export function visemesFromSpelling(words: readonly WordTiming[]): VisemeTiming[] {
  const visemes: VisemeTiming[] = [];
  let previousEnd = 0;
  for (const word of words) {
    if (word.start > previousEnd) {
      visemes.push({ viseme: 'rest', start: previousEnd, end: word.start, isPause: true });
    }
    const letters = [...word.text.toLowerCase().normalize('NFC')].filter(
      (letter, index, all) => /\p{L}/u.test(letter) && letter !== all[index - 1] && letter !== 'h',
    );
    const weights = letters.map((letter) => (VOWEL.test(letter) ? 1.6 : 1));
    const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    let time = word.start;
    letters.forEach((letter, index) => {
      const end = time + ((weights[index] ?? 1) / total) * (word.end - word.start);
      const viseme = LETTER_VISEMES.find(([pattern]) => pattern.test(letter))?.[1] ?? 'rest';
      visemes.push({ viseme, start: time, end, isPause: false });
      time = end;
    });
    previousEnd = word.end;
  }
  return visemes;
}
