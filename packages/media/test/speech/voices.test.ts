import ESpeakNg from 'espeak-ng';
import { describe, expect, it } from 'vitest';
import { buildEspeakArgs } from '../../src/speech/speech';
import {
  espeakVoiceName,
  getVoice,
  listVoices,
  resolveVoice,
  VOICE_VARIANTS,
} from '../../src/speech/voices';

async function espeakList(argument: string): Promise<string> {
  const lines: string[] = [];
  await ESpeakNg({
    arguments: [argument],
    print: (line) => lines.push(line),
    printErr: () => undefined,
  });
  return lines.join('\n');
}

describe('voices', () => {
  it('covers at least 20 languages with unique ids', () => {
    const voices = listVoices();
    const languages = new Set(voices.map((voice) => voice.language.split('-')[0]));
    expect(languages.size).toBeGreaterThanOrEqual(20);
    expect(new Set(voices.map((voice) => voice.id)).size).toBe(voices.length);
    const espeakVoices = voices.filter((voice) => !voice.flite);
    expect(new Set(espeakVoices.map((voice) => voice.label)).size).toBe(espeakVoices.length);
  });

  it('names only voices and variants that this eSpeak NG build has', async () => {
    const [voiceList, variantList] = await Promise.all([
      espeakList('--voices'),
      espeakList('--voices=variant'),
    ]);
    const voiceNames = new Set(voiceList.split('\n').map((line) => line.trim().split(/\s+/)[1]));
    for (const voice of listVoices()) {
      expect(voiceNames, voice.id).toContain(voice.id);
    }
    for (const variant of Object.values(VOICE_VARIANTS)) {
      expect(variantList).toContain(`!v/${variant} `);
    }
  });

  it('gives women and men different timbres, also where eSpeak needs a file name for that', async () => {
    const speak = async (voice: string) => {
      const espeak = await ESpeakNg({
        arguments: ['-w', 'a.wav', '-v', voice, 'one two'],
        print: () => undefined,
        printErr: () => undefined,
      });
      return Buffer.from(espeak.FS.readFile('a.wav'));
    };
    for (const voiceId of ['en-gb', 'fr-fr']) {
      const [female, male] = [
        await speak(espeakVoiceName(voiceId, 'female')),
        await speak(espeakVoiceName(voiceId, 'male')),
      ];
      expect(female.equals(male), voiceId).toBe(false);
    }
  });

  it('speaks English through Flite, a woman and a man, and every other language through eSpeak', () => {
    expect(resolveVoice('en-us', 'female')).toEqual({
      engine: 'flite',
      name: 'slt',
      language: 'en-US',
      label: 'English (US)',
    });
    expect(resolveVoice('en-us', 'male').name).toBe('rms');
    expect(resolveVoice('en-gb-scotland', 'male')).toMatchObject({
      name: 'awb',
      label: 'English (Scotland)',
    });
    expect(resolveVoice('es', 'male')).toEqual({
      engine: 'espeak',
      name: 'es+m3',
      language: 'es-ES',
      label: 'Spanish (Spain)',
    });
  });

  it('builds the eSpeak voice name with its gendered variant', () => {
    expect(espeakVoiceName('fr-fr', 'female')).toBe('fr+f3');
    expect(espeakVoiceName('es-419', 'female')).toBe('es-419+f3');
    expect(espeakVoiceName('de', 'male')).toBe('de+m3');
    expect(() => getVoice('xx-nowhere')).toThrow(/unknown voice/);
  });

  it('reads the script from a file, so text is never taken for an option', () => {
    expect(
      buildEspeakArgs({
        text: '-v en',
        voiceId: 'en-us',
        gender: 'female',
        wordsPerMinute: 999,
        pitch: 60,
      }),
    ).toEqual(['-w', 'speech.wav', '-v', 'en-us+f3', '-s', '450', '-p', '60', '-f', 'script.txt']);
  });
});
