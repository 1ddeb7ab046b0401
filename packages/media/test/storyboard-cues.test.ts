import { describe, expect, it } from 'vitest';
import { buildSrt, formatSrtTimestamp } from '../src/captions/srt';
import {
  alignCuesToLine,
  clampCues,
  offsetCues,
  sceneCues,
  splitLineIntoCues,
} from '../src/storyboard/storyboard-cues';
import { buildWebVtt, parseVttTimestamp, parseWebVtt } from '../src/captions/webvtt';

const LINE =
  'Orato turns one idea into a storyboard: a presenter, generated shots and stills, in the order you choose. Then it joins them.';
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('splitLineIntoCues', () => {
  it('cuts the line into short cues at word boundaries whose texts join back into the line', () => {
    const cues = splitLineIntoCues(`  ${LINE.replace(/ /g, '  ')}\n`, 9);
    expect(cues.map((cue) => cue.text).join(' ')).toBe(LINE);
    for (const cue of cues) {
      expect(cue.text.length).toBeLessThanOrEqual(42);
      expect(cue.text).toBe(cue.text.trim());
    }
    expect(cues.length).toBeGreaterThanOrEqual(3);
  });

  it('spreads the cues over the whole scene in proportion to their length, end to end', () => {
    const cues = splitLineIntoCues(LINE, 9);
    expect(cues[0]!.start).toBe(0);
    expect(cues.at(-1)!.end).toBe(9);
    cues.slice(1).forEach((cue, index) => expect(cue.start).toBe(cues[index]!.end));
    const total = cues.reduce((sum, cue) => sum + cue.text.length, 0);
    for (const cue of cues) {
      expect(cue.end - cue.start).toBeCloseTo((9 * cue.text.length) / total, 2);
    }
  });

  it('ends a cue at punctuation once it is half full, and keeps an over-long word whole', () => {
    expect(
      splitLineIntoCues('We start with a plan, then we build it.', 4).map((c) => c.text),
    ).toEqual(['We start with a plan,', 'then we build it.']);
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis-level-words';
    expect(splitLineIntoCues(`A ${word} here`, 3).map((cue) => cue.text)).toEqual([
      'A',
      word,
      'here',
    ]);
  });
});

describe('alignCuesToLine and sceneCues', () => {
  const timed = [
    { start: 0.4, end: 1.9, text: 'Hello there,' },
    { start: 1.9, end: 3.2, text: 'this is Orato.' },
  ];

  it('keeps the narration timings and gives back what the speech engine left out', () => {
    const aligned = alignCuesToLine(timed, '"Hello there, this is Orato."');
    expect(aligned).toEqual([
      { start: 0.4, end: 1.9, text: '"Hello there,' },
      { start: 1.9, end: 3.2, text: 'this is Orato."' },
    ]);
  });

  it('falls back to the line spread over the scene when the narration said something else', () => {
    expect(alignCuesToLine(timed, 'Goodbye now.')).toBeUndefined();
    const cues = sceneCues('Goodbye now.', 2, timed);
    expect(cues).toEqual([{ start: 0, end: 2, text: 'Goodbye now.' }]);
    expect(sceneCues('Goodbye now.', 2)).toEqual(cues);
  });

  it('keeps cues inside the scene and moves them to their place in the storyboard', () => {
    const cues = sceneCues('Hello there, this is Orato.', 3, timed);
    expect(cues.at(-1)).toEqual({ start: 1.9, end: 3, text: 'this is Orato.' });
    expect(clampCues([{ start: 5, end: 6, text: 'x' }], 3)).toEqual([
      { start: 3, end: 3, text: 'x' },
    ]);
    expect(offsetCues(cues, 10.04)[0]).toEqual({ start: 10.44, end: 11.94, text: 'Hello there,' });
  });
});

describe('WebVTT reading and SRT writing', () => {
  const cues = [
    { start: 0, end: 1.5, text: 'Fish & chips <tonight>' },
    { start: 61.25, end: 3723.004, text: 'Much later' },
  ];

  it('reads back the WebVTT the engine writes', () => {
    expect(parseWebVtt(buildWebVtt(cues))).toEqual(cues);
  });

  it('reads other writers: settings, notes, tags, short timestamps, several lines, CRLF', () => {
    const vtt = [
      'WEBVTT - made elsewhere',
      '',
      'NOTE a comment --> with an arrow',
      '',
      'intro',
      '00:01.000 --> 00:02.500 align:start position:10%',
      '<v Anna>Two</v>',
      'lines',
      '',
      '00:00:03.000 --> 00:00:02.000',
      'ends before it starts',
    ].join('\r\n');
    expect(parseWebVtt(vtt)).toEqual([{ start: 1, end: 2.5, text: 'Two lines' }]);
    expect(parseVttTimestamp('1:02:03.004')).toBeCloseTo(3723.004, 6);
    expect(parseVttTimestamp('soon')).toBeNaN();
    expect(() => parseWebVtt('1\n00:00:01.000 --> 00:00:02.000\nHi\n')).toThrow(/WebVTT/);
  });

  it('writes SRT: numbered blocks, comma milliseconds, one line per cue, no escaping', () => {
    expect(formatSrtTimestamp(3723.0045)).toBe('01:02:03,005');
    expect(formatSrtTimestamp(-1)).toBe('00:00:00,000');
    expect(buildSrt([...cues, { start: 3724, end: 3725, text: 'two\nlines' }])).toBe(
      [
        '1',
        '00:00:00,000 --> 00:00:01,500',
        'Fish & chips <tonight>',
        '',
        '2',
        '00:01:01,250 --> 01:02:03,004',
        'Much later',
        '',
        '3',
        '01:02:04,000 --> 01:02:05,000',
        'two lines',
        '',
      ].join('\n'),
    );
    expect(buildSrt([])).toBe('');
    expect(squash(buildSrt(cues))).toContain('Much later');
  });
});
