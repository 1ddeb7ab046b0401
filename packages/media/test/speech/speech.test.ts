import { describe, expect, it } from 'vitest';
import { planAvatarFrames } from '../../src/avatar/avatar-motion';
import { buildCaptionCues } from '../../src/captions/captions';
import { synthesizeSpeech } from '../../src/speech/speech';
import { parseWav } from '../../src/audio/wav-file';

describe('synthesizeSpeech', () => {
  it('speaks a script to a 16-bit WAV with timed words', async () => {
    const text = 'Good morning, everyone. Today we launch something new!';
    const speech = await synthesizeSpeech({ text, voiceId: 'en-gb', gender: 'male' });
    const wav = parseWav(speech.wav);
    expect(speech.voice).toMatchObject({ engine: 'flite', name: 'awb' });
    expect(wav.sampleRate).toBe(16000);
    expect(speech.sampleRate).toBe(16000);
    expect(wav.samples.length).toBe(speech.samples.length);
    expect(speech.durationSeconds).toBeGreaterThan(2);
    expect(speech.durationSeconds).toBeLessThan(6);
    expect(speech.words.map((word) => word.text)).toEqual([
      'Good',
      'morning',
      'everyone',
      'Today',
      'we',
      'launch',
      'something',
      'new',
    ]);
    speech.words.forEach((word, index) => {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.start).toBeGreaterThanOrEqual(speech.words[index - 1]?.end ?? 0);
      expect(word.end).toBeLessThanOrEqual(speech.durationSeconds);
    });
    expect(speech.words[2]?.isSentenceEnd).toBe(true);
  });

  it('keeps the mouth shut in the silence around the voice and moves it while speaking', async () => {
    const speech = await synthesizeSpeech({
      text: 'Hello and welcome to the show.',
      voiceId: 'en-us',
      gender: 'female',
    });
    const track = planAvatarFrames({ ...speech, fps: 25, seed: 1 }).frames.map(
      (frame) => frame.mouth.open,
    );
    const firstWord = speech.words[0]?.start ?? 0;
    const leading = track.slice(0, Math.floor(firstWord * 25) - 1);
    expect(leading.length).toBeGreaterThan(3);
    expect(leading.every((shape) => shape === 0)).toBe(true);
    expect(track.slice(-8).every((shape) => shape === 0)).toBe(true);
    const middle = track.slice(Math.floor(track.length * 0.3), Math.floor(track.length * 0.7));
    expect(middle.filter((shape) => shape > 0).length).toBeGreaterThan(middle.length / 3);
  });

  it("times Flite's phones inside the audio, after the lead-in, and turns b, p and m into closed lips", async () => {
    const speech = await synthesizeSpeech({
      text: 'Bob pops up.',
      voiceId: 'en-us',
      gender: 'female',
    });
    expect(speech.voice).toMatchObject({ engine: 'flite', name: 'slt', label: 'English (US)' });
    const sounds = speech.phonemes.filter((phoneme) => phoneme.phoneme !== 'pau');
    expect(sounds.map((phoneme) => phoneme.phoneme)).toEqual([
      'b',
      'aa',
      'b',
      'p',
      'aa',
      'p',
      's',
      'ah',
      'p',
    ]);
    expect(sounds[0]!.start).toBeGreaterThan(0.3);
    expect(speech.phonemes.at(-1)!.end).toBeLessThanOrEqual(speech.durationSeconds);
    const closed = speech.visemes.filter((viseme) => viseme.viseme === 'closed');
    expect(closed).toHaveLength(5);
  });

  it("starts and ends English words and captions on Flite's own phone timings", async () => {
    const text = 'Bob pops up. Mum made jam in May. Pam bumps a mop.';
    const speech = await synthesizeSpeech({ text, voiceId: 'en-us', gender: 'female' });
    const spoken = speech.phonemes.filter((phone) => phone.phoneme !== 'pau');
    const byWord = (word: string) => speech.words.find((timed) => timed.text === word);
    // every word here starts and ends on a sound Flite names the same way alone and in the script
    const firstPhone = (after: number, phoneme: string) =>
      spoken.find((phone) => phone.start >= after - 1e-9 && phone.phoneme === phoneme);
    expect(byWord('Bob')?.start).toBe(firstPhone(0, 'b')?.start);
    expect(byWord('up')?.end).toBe(firstPhone(byWord('pops')?.end ?? 0, 'p')?.end);
    expect(byWord('Mum')?.start).toBe(firstPhone(byWord('up')?.end ?? 0, 'm')?.start);
    expect(byWord('mop')?.end).toBe(spoken.at(-1)?.end);
    // a sentence's caption starts with its first word's first sound
    const cues = buildCaptionCues(text, speech.words, speech.durationSeconds);
    expect(cues.map((cue) => cue.text)).toEqual([
      'Bob pops up.',
      'Mum made jam in May.',
      'Pam bumps a mop.',
    ]);
    const round = (seconds = NaN) => Math.round(seconds * 1000) / 1000;
    expect(cues.map((cue) => cue.start)).toEqual(
      ['Bob', 'Mum', 'Pam'].map((word) => round(byWord(word)?.start)),
    );
    expect(cues.map((cue) => cue.start)).toEqual(
      [
        firstPhone(0, 'b'),
        firstPhone(byWord('up')?.end ?? 0, 'm'),
        firstPhone(byWord('May')?.end ?? 0, 'p'),
      ].map((phone) => round(phone?.start)),
    );
  });

  it('speaks eSpeak languages with visemes read from the spelling', async () => {
    const speech = await synthesizeSpeech({ text: 'Hola, mamá.', voiceId: 'es', gender: 'female' });
    expect(speech.voice.engine).toBe('espeak');
    expect(speech.phonemes).toEqual([]);
    expect(
      speech.visemes.filter((viseme) => !viseme.isPause).map((viseme) => viseme.viseme),
    ).toEqual(['rounded', 'rest', 'open', 'closed', 'open', 'closed', 'open']);
  });

  it('speaks other languages and gives a lower voice to men', async () => {
    const [female, male] = await Promise.all([
      synthesizeSpeech({ text: 'Bonjour à tous.', voiceId: 'fr-fr', gender: 'female' }),
      synthesizeSpeech({ text: 'Bonjour à tous.', voiceId: 'fr-fr', gender: 'male' }),
    ]);
    expect(female.durationSeconds).toBeGreaterThan(1);
    expect(zeroCrossingRate(female.samples)).toBeGreaterThan(zeroCrossingRate(male.samples));
  });

  it('treats a leading dash as text and rejects empty or unknown input', async () => {
    const speech = await synthesizeSpeech({
      text: '-v -s 900 dash',
      voiceId: 'en-us',
      gender: 'male',
    });
    expect(speech.words.map((word) => word.text)).toEqual(['v', 's', '900', 'dash']);
    await expect(
      synthesizeSpeech({ text: '   ', voiceId: 'en-us', gender: 'male' }),
    ).rejects.toThrow(/nothing to speak/);
    await expect(
      synthesizeSpeech({ text: 'きょうは いい てんき', voiceId: 'en-us', gender: 'male' }),
    ).rejects.toThrow(/English \(US\) cannot read this script/);
    await expect(synthesizeSpeech({ text: 'hi', voiceId: 'xx', gender: 'male' })).rejects.toThrow(
      /unknown voice/,
    );
  });
});

function zeroCrossingRate(samples: Int16Array): number {
  let crossings = 0;
  for (let index = 1; index < samples.length; index += 1) {
    if ((samples[index - 1] ?? 0) < 0 !== (samples[index] ?? 0) < 0) {
      crossings += 1;
    }
  }
  return crossings / samples.length;
}
