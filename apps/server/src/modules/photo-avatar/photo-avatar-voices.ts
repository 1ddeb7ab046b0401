import { listVoices, resolveVoice, synthesizeSpeech, type Voice } from '@orato/media';
import { letterSample, SPEECH_CALIBRATION, type PhotoAvatarVoice } from '@orato/shared';
import type { SpeechVoice } from '../../adapters/voice/speech-voice';

const TIMBRES = [
  ['female', 'woman'],
  ['male', 'man'],
] as const;

/**
 * The voices a photo avatar may speak with: the configured neural voice server's names when one is
 * set (`neuralVoices`: TTS_VOICES, key → name), else each of the offline engine's voices as a
 * woman's and a man's (`<voice id>/<timbre>`, what its renderer takes). Offline, the English
 * accents share Flite's three voices: each sound is listed once, by the accent it really has,
 * rather than three "English (en-GB), woman" that all sound alike.
 */
export function photoAvatarVoices(
  neuralVoices?: Readonly<Record<string, string>>,
): PhotoAvatarVoice[] {
  if (neuralVoices) {
    const byName = new Map<string, PhotoAvatarVoice>();
    for (const [key, name] of Object.entries(neuralVoices)) {
      const language = /^[a-z]{2,3}\b/.exec(key)?.[0] ?? 'mul';
      if (!byName.has(name)) {
        byName.set(name, { id: name, label: name, language });
      }
    }
    return [...byName.values()];
  }
  const bySound = new Map<string, PhotoAvatarVoice>();
  for (const voice of listVoices()) {
    for (const [timbre, person] of TIMBRES) {
      const spoken = resolveVoice(voice.id, timbre);
      const sound = `${spoken.engine}:${spoken.name}`;
      if (!bySound.has(sound)) {
        bySound.set(sound, {
          id: `${voice.id}/${timbre}`,
          label: `${labelOf(voice, spoken.label)}, ${person}`,
          language: spoken.engine === 'flite' ? spoken.language : voice.language,
        });
      }
    }
  }
  return [...bySound.values()];
}

/** eSpeak's labels name the language alone where it has one accent ("German"); Flite's say which. */
function labelOf(voice: Voice, spokenLabel: string): string {
  return voice.flite ? spokenLabel : voice.label;
}

/** A sentence or two in the voice's own language, for its ▶ preview. */
export function voicePreviewText(language: string): string {
  const base = language.toLowerCase().split('-')[0];
  const sample =
    base === 'zh'
      ? SPEECH_CALIBRATION.han
      : base === 'ja'
        ? SPEECH_CALIBRATION.kana
        : base === 'ko'
          ? SPEECH_CALIBRATION.hangul
          : letterSample(language);
  // the first sentence: a preview, not a speech
  return /^[^.!?。！？]+[.!?。！？]?/u.exec(sample)?.[0] ?? sample;
}

/** The voice saying its preview sentence, as a WAV: through the neural server when one is set. */
export async function speakVoicePreview(
  voice: PhotoAvatarVoice,
  neural?: SpeechVoice,
): Promise<Buffer> {
  const text = voicePreviewText(voice.language);
  if (neural) {
    return neural.speak(text, voice.id);
  }
  const [voiceId = '', timbre] = voice.id.split('/');
  const gender = timbre === 'male' ? 'male' : 'female';
  return (await synthesizeSpeech({ text, voiceId, gender })).wav;
}
