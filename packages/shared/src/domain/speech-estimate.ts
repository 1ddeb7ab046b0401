/**
 * How long a script takes to speak, before it is spoken. Whitespace word counts fail on scripts
 * with few spaces (numbers joined by commas, Chinese, emoji, long words), so a script is counted
 * in sounds: letters, digits, CJK characters and symbols, each at the voice's own measured pace.
 */

/** The kinds of characters that take distinctly long to say. */
export const SPEECH_CLASSES = ['letter', 'digit', 'han', 'kana', 'hangul', 'symbol'] as const;
export type SpeechClass = (typeof SPEECH_CLASSES)[number];

/** Seconds of speech per character of each class, plus the silence around every take. */
export type SpeakingRate = Record<SpeechClass, number> & { fixed: number };

const CLASS_PATTERNS: readonly [SpeechClass, RegExp][] = [
  ['han', /\p{Script=Han}/u],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['letter', /\p{L}/u],
  ['digit', /\p{Nd}/u],
  // emoji and signs a voice reads out by name (%, $, +, ©); each code point may be named
  ['symbol', /[\p{Extended_Pictographic}\p{S}]/u],
];

/** Characters of each class in `text`; spaces, punctuation and joiners count for nothing. */
export function countSpeechUnits(text: string): Record<SpeechClass, number> {
  const counts: Record<SpeechClass, number> = {
    letter: 0,
    digit: 0,
    han: 0,
    kana: 0,
    hangul: 0,
    symbol: 0,
  };
  for (const character of text) {
    const match = CLASS_PATTERNS.find(([, pattern]) => pattern.test(character));
    if (match) {
      counts[match[0]] += 1;
    }
  }
  return counts;
}

/** Seconds `text` takes to speak at `rate`, silences included. */
export function estimateSpeechSeconds(text: string, rate: SpeakingRate): number {
  const counts = countSpeechUnits(text);
  return SPEECH_CLASSES.reduce((seconds, kind) => seconds + counts[kind] * rate[kind], rate.fixed);
}

/**
 * Paces used until the engine has measured a voice: on the slow side of what the offline voices
 * measure (a digit is read as part of a number word, an emoji by its name), so a quote errs long.
 */
const FALLBACK_RATE: SpeakingRate = {
  fixed: 0.9,
  letter: 0.085,
  digit: 0.3,
  han: 0.3,
  kana: 0.2,
  hangul: 0.25,
  symbol: 0.15,
};

export function fallbackSpeakingRate(): SpeakingRate {
  return { ...FALLBACK_RATE };
}

/** Reads a stored rate, filling any class it lacks from the fallback. */
export function toSpeakingRate(stored: Record<string, number> | undefined): SpeakingRate {
  const rate = fallbackSpeakingRate();
  for (const key of ['fixed', ...SPEECH_CLASSES] as const) {
    const value = stored?.[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
      rate[key] = value;
    }
  }
  return rate;
}

/**
 * Texts a voice reads to measure its pace, one per class. The letter sample is in the voice's
 * own language where one is written here, so its word lengths and pauses are typical.
 */
const LETTER_SAMPLES: Readonly<Record<string, string>> = {
  en: 'Small teams ship faster because every decision is close to the work. Keep the plan short, talk often, and finish one thing before you start the next.',
  fr: "Les petites équipes livrent plus vite, car chaque décision reste proche du travail. Gardez un plan court, parlez souvent, et finissez une chose avant d'en commencer une autre.",
  de: 'Kleine Teams liefern schneller, weil jede Entscheidung nah an der Arbeit bleibt. Halten Sie den Plan kurz, reden Sie oft und beenden Sie eine Sache, bevor Sie die nächste beginnen.',
  es: 'Los equipos pequeños publican más rápido porque cada decisión está cerca del trabajo. Mantén el plan corto, habla a menudo y termina una cosa antes de empezar la siguiente.',
  it: 'I piccoli gruppi consegnano più in fretta, perché ogni decisione resta vicina al lavoro. Tieni il piano breve, parla spesso e finisci una cosa prima di iniziare la successiva.',
  pt: 'As equipas pequenas entregam mais depressa, porque cada decisão fica perto do trabalho. Mantém o plano curto, fala muitas vezes e acaba uma coisa antes de começar a seguinte.',
  nl: 'Kleine teams leveren sneller, omdat elke beslissing dicht bij het werk blijft. Houd het plan kort, praat vaak en maak één ding af voordat je aan het volgende begint.',
  el: 'Οι μικρές ομάδες παραδίδουν πιο γρήγορα, γιατί κάθε απόφαση μένει κοντά στη δουλειά. Κράτα το σχέδιο σύντομο και τελείωσε ένα πράγμα πριν ξεκινήσεις το επόμενο.',
  ru: 'Маленькие команды работают быстрее, потому что каждое решение принимается рядом с делом. Держите план коротким, говорите чаще и заканчивайте одно дело, прежде чем начать следующее.',
  uk: 'Маленькі команди працюють швидше, бо кожне рішення ухвалюють поруч зі справою. Тримайте план коротким, говоріть частіше і завершуйте одну справу, перш ніж почати наступну.',
  ar: 'الفرق الصغيرة تنجز أسرع لأن كل قرار يبقى قريبا من العمل. اجعل الخطة قصيرة، وتحدث كثيرا، وأنه شيئا واحدا قبل أن تبدأ التالي.',
  hi: 'छोटी टीमें तेज़ी से काम पूरा करती हैं, क्योंकि हर फ़ैसला काम के पास रहता है। योजना छोटी रखें, अक्सर बात करें और अगला काम शुरू करने से पहले एक काम पूरा करें।',
};

export const SPEECH_CALIBRATION: Readonly<Record<Exclude<SpeechClass, 'letter'>, string>> = {
  digit: '4821, 9377, 1203, 5604, 7811, 2950, 6048, 3312',
  han: '小团队发布得更快，因为每个决定都离工作很近。计划要短，沟通要多。',
  kana: 'ちいさな ちーむは はやく しゅっかします。けいかくは みじかく、よく はなしましょう。',
  hangul: '작은 팀은 더 빨리 출시합니다. 계획은 짧게, 대화는 자주 하세요.',
  symbol: '😀🎉🚀👍🔥💡📈✅🌍🎯',
};

/** The letter sample for a BCP 47 language tag; English words for a language with none here. */
export function letterSample(language: string): string {
  const base = language.toLowerCase().split('-')[0] ?? 'en';
  return LETTER_SAMPLES[base] ?? LETTER_SAMPLES.en!;
}

/**
 * A voice's pace, measured by the engine itself: the silence around a one-letter take, then each
 * class of character from its sample. `speak` returns the seconds a text takes in that voice.
 */
export async function measureSpeakingRate(
  speak: (text: string) => Promise<number>,
  language: string,
): Promise<SpeakingRate> {
  const fixed = await speak('a');
  const samples = { ...SPEECH_CALIBRATION, letter: letterSample(language) };
  const rate: SpeakingRate = { ...fallbackSpeakingRate(), fixed: roundRate(fixed) };
  for (const kind of SPEECH_CLASSES) {
    const text = samples[kind];
    const units = countSpeechUnits(text)[kind];
    const seconds = await speak(text).catch(() => undefined);
    // a voice that cannot read a script at all (English voices and Chinese) keeps the cautious
    // fallback for it: such characters then hold more than they take, never less
    if (seconds !== undefined) {
      rate[kind] = roundRate(Math.max(0, seconds - fixed) / units);
    }
  }
  return rate;
}

function roundRate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
