import { describe, expect, it } from 'vitest';
import { spokenWav } from '../../../../test-support/fake-openai-server';
import { integratedLoudness, speechFromRecording, TARGET_LOUDNESS_LUFS } from '../../src';

const voice = {
  engine: 'recorded',
  name: 'nova',
  language: 'en-US',
  label: 'English (US)',
} as const;

describe('speech recorded by a neural voice server', () => {
  const text = 'Welcome to the bakery. Fresh bread every morning, warm and simple.';

  it('gets the breath before and after, −16 LUFS, aligned words and lips from the spelling', () => {
    const wav = spokenWav(text);
    const recordedSeconds = (wav.length - 44) / 2 / 24_000;
    const speech = speechFromRecording({ text, wav, voice });
    expect(speech.sampleRate).toBe(24_000);
    expect(speech.durationSeconds).toBeCloseTo(recordedSeconds + 0.8, 2);
    expect(
      integratedLoudness(
        Float32Array.from(speech.samples, (sample) => sample / 32768),
        24_000,
      ),
    ).toBeCloseTo(TARGET_LOUDNESS_LUFS, 0);
    expect(speech.words.map((word) => word.text)).toEqual(text.replace(/[.,]/g, '').split(' '));
    // the first word starts after the lead-in, in its voiced burst, and words follow in order
    expect(speech.words[0]!.start).toBeGreaterThanOrEqual(0.29);
    expect(speech.words[1]!.start).toBeGreaterThan(speech.words[0]!.end - 0.01);
    expect(speech.words.at(-1)!.end).toBeLessThanOrEqual(speech.durationSeconds);
    expect(speech.visemes.length).toBeGreaterThan(10);
    expect(speech.voice).toEqual(voice);
    expect(speech.wav.readUInt32LE(40)).toBe(speech.samples.length * 2);
  });

  it('refuses what it cannot turn into a voice', () => {
    expect(() => speechFromRecording({ text: ' ', wav: spokenWav('a'), voice })).toThrow(
      /nothing to speak/,
    );
    expect(() => speechFromRecording({ text, wav: Buffer.from('ID3 mp3 bytes'), voice })).toThrow(
      /not a WAV/,
    );
  });
});
