import { describe, expect, it } from 'vitest';
import { buildFliteArgs, parseSegmentTimes } from '../src/flite';
import { toFliteText } from '../src/speech';

describe('flite', () => {
  it('reads the text from a file and clamps the rate', () => {
    expect(
      buildFliteArgs({ text: '-voice x', voice: 'slt', durationStretch: 9, f0Mean: 171.6 }),
    ).toEqual([
      'flite',
      '-voice',
      'slt',
      '--setf',
      'duration_stretch=2.000',
      '--setf',
      'int_f0_target_mean=172',
      '-psdur',
      '-f',
      '/work/script.txt',
      '/work/speech.wav',
    ]);
  });

  it('lays the utterances of -psdur end to end', () => {
    const phonemes = parseSegmentTimes('pau:0.2 b:0.25 aa:0.4 \npau:0.1 p:0.2 \n');
    expect(phonemes).toEqual([
      { phoneme: 'pau', start: 0, end: 0.2 },
      { phoneme: 'b', start: 0.2, end: 0.25 },
      { phoneme: 'aa', start: 0.25, end: 0.4 },
      { phoneme: 'pau', start: 0.4, end: 0.5 },
      { phoneme: 'p', start: 0.5, end: 0.6000000000000001 },
    ]);
  });

  it('gives Flite plain letters, straight quotes and pauses for dashes', () => {
    expect(toFliteText('It’s a café — “naïve” idea')).toBe('It\'s a cafe, "naive" idea');
  });
});
