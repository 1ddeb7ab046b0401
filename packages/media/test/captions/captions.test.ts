import { describe, expect, it } from 'vitest';
import { buildCaptionCues, displayWidth } from '../../src/captions/captions';
import type { WordTiming } from '../../src/speech/speech-timing';
import { buildWebVtt, formatVttTimestamp } from '../../src/captions/webvtt';

function timedWords(text: string, secondsPerWord = 0.3): WordTiming[] {
  const words = [...text.matchAll(/[\p{L}\p{N}']+/gu)];
  return words.map((match, index) => {
    const after = text.slice((match.index ?? 0) + match[0].length, words[index + 1]?.index);
    return {
      text: match[0],
      offset: match.index ?? 0,
      start: index * secondsPerWord,
      end: index * secondsPerWord + secondsPerWord * 0.8,
      isPhraseEnd: /[.,!?]/.test(after),
      isSentenceEnd: /[.!?]/.test(after),
    };
  });
}

describe('buildCaptionCues', () => {
  it('ends captions at sentences, and at commas once long enough, and keeps them short', () => {
    const text =
      'Hi there. This caption is long enough that it has to be split into two parts, I think.';
    const cues = buildCaptionCues(text, timedWords(text), 10);
    expect(cues.map((cue) => cue.text)).toEqual([
      'Hi there.',
      'This caption is long enough that it has',
      'to be split into two parts,',
      'I think.',
    ]);
    cues.forEach((cue) => expect(displayWidth(cue.text)).toBeLessThanOrEqual(40));
  });

  it('bridges short gaps so captions do not flicker, and stays within the clip', () => {
    const text = 'One two. Three four.';
    const cues = buildCaptionCues(text, timedWords(text), 1.3);
    expect(cues).toEqual([
      { start: 0, end: 0.6, text: 'One two.' },
      { start: 0.6, end: 1.3, text: 'Three four.' },
    ]);
  });

  it('keeps the punctuation that opens a sentence (Spanish ¡ and ¿, quotes) with its words', () => {
    const text = 'Abrimos hoy. ¡Hasta mañana! ¿Vienes? "Sí."';
    const cues = buildCaptionCues(text, timedWords(text), 10);
    expect(cues.map((cue) => cue.text).join(' ')).toBe(text);
  });

  it('counts wide characters double', () => {
    expect(displayWidth('ab')).toBe(2);
    expect(displayWidth('你好')).toBe(4);
  });
});

describe('WebVTT', () => {
  it('formats cue timestamps', () => {
    expect(formatVttTimestamp(0)).toBe('00:00:00.000');
    expect(formatVttTimestamp(61.2345)).toBe('00:01:01.235');
    expect(formatVttTimestamp(3725.5)).toBe('01:02:05.500');
  });

  it('writes numbered cues and escapes markup', () => {
    const vtt = buildWebVtt([
      { start: 0, end: 1.5, text: 'Fish & chips' },
      { start: 1.5, end: 3, text: 'a <b> c' },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nFish &amp; chips\n\n2\n00:00:01.500 --> 00:00:03.000\na &lt;b&gt; c\n',
    );
  });
});
