import { listVoices } from '@orato/media';
import type { PhotoAvatarVoice } from '@orato/shared';

const TIMBRES = [
  ['female', 'woman'],
  ['male', 'man'],
] as const;

/**
 * The voices a photo avatar may speak with: the configured neural voice server's names when one is
 * set (`neuralVoices`: TTS_VOICES, key → name), else each of the offline engine's voices as a
 * woman's and a man's (`<voice id>/<timbre>`, what its renderer takes).
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
  return listVoices().flatMap((voice) =>
    TIMBRES.map(([timbre, person]) => ({
      id: `${voice.id}/${timbre}`,
      label: `${voice.label} (${voice.language}), ${person}`,
      language: voice.language,
    })),
  );
}
