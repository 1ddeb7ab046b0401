import type { Gender } from '../core/presenter.types';
import type { FliteVoiceName } from './flite';

/** How a language is written, which decides the caption font (and whether captions can be burned in). */
export type WritingScript =
  'latin' | 'greek' | 'cyrillic' | 'arabic' | 'devanagari' | 'han' | 'japanese' | 'hangul';

export interface Voice {
  /** The eSpeak NG voice name, passed as `-v` (for Flite voices, the eSpeak voice of the same accent). */
  id: string;
  /** BCP 47 tag, for `lang` attributes and word segmentation. */
  language: string;
  label: string;
  script: WritingScript;
  /** Spoken by Flite instead of eSpeak NG: its woman's and man's voice. */
  flite?: Readonly<Record<Gender, FliteVoiceName>>;
}

/** The engine and voice that speak for one avatar, and how to describe them. */
export interface ResolvedVoice {
  /** `recorded`: the audio came from elsewhere (a neural voice served over HTTP). */
  engine: 'flite' | 'espeak' | 'recorded';
  /** Flite's voice name, eSpeak's `-v` argument, or the outside voice's name. */
  name: string;
  language: string;
  label: string;
}

/** Flite's voices are American (slt, rms) and Scottish (awb); their labels say so. */
const FLITE_VOICES: Readonly<Record<FliteVoiceName, { language: string; label: string }>> = {
  slt: { language: 'en-US', label: 'English (US)' },
  rms: { language: 'en-US', label: 'English (US)' },
  awb: { language: 'en-GB', label: 'English (Scotland)' },
};
const AMERICAN = { female: 'slt', male: 'rms' } as const;
const SCOTTISH = { female: 'slt', male: 'awb' } as const;

/** eSpeak NG variants (its `voices/!v` files) that give each voice a female or a male timbre. */
export const VOICE_VARIANTS: Readonly<Record<Gender, string>> = { female: 'f3', male: 'm3' };

export const VOICES: readonly Voice[] = [
  // English is Flite's: far clearer than eSpeak's English. The ids stay, so avatars keep their looks.
  { id: 'en-us', language: 'en-US', label: 'English', script: 'latin', flite: AMERICAN },
  { id: 'en-gb', language: 'en-GB', label: 'English', script: 'latin', flite: SCOTTISH },
  { id: 'en-gb-x-rp', language: 'en-GB', label: 'English', script: 'latin', flite: AMERICAN },
  { id: 'en-gb-scotland', language: 'en-GB', label: 'English', script: 'latin', flite: SCOTTISH },
  { id: 'en-029', language: 'en', label: 'English', script: 'latin', flite: AMERICAN },
  { id: 'fr-fr', language: 'fr-FR', label: 'French (France)', script: 'latin' },
  { id: 'fr-be', language: 'fr-BE', label: 'French (Belgium)', script: 'latin' },
  { id: 'de', language: 'de-DE', label: 'German', script: 'latin' },
  { id: 'es', language: 'es-ES', label: 'Spanish (Spain)', script: 'latin' },
  { id: 'es-419', language: 'es-419', label: 'Spanish (Latin America)', script: 'latin' },
  { id: 'it', language: 'it-IT', label: 'Italian', script: 'latin' },
  { id: 'pt', language: 'pt-PT', label: 'Portuguese (Portugal)', script: 'latin' },
  { id: 'pt-br', language: 'pt-BR', label: 'Portuguese (Brazil)', script: 'latin' },
  { id: 'nl', language: 'nl-NL', label: 'Dutch', script: 'latin' },
  { id: 'sv', language: 'sv-SE', label: 'Swedish', script: 'latin' },
  { id: 'nb', language: 'nb-NO', label: 'Norwegian', script: 'latin' },
  { id: 'da', language: 'da-DK', label: 'Danish', script: 'latin' },
  { id: 'fi', language: 'fi-FI', label: 'Finnish', script: 'latin' },
  { id: 'pl', language: 'pl-PL', label: 'Polish', script: 'latin' },
  { id: 'cs', language: 'cs-CZ', label: 'Czech', script: 'latin' },
  { id: 'ro', language: 'ro-RO', label: 'Romanian', script: 'latin' },
  { id: 'hu', language: 'hu-HU', label: 'Hungarian', script: 'latin' },
  { id: 'el', language: 'el-GR', label: 'Greek', script: 'greek' },
  { id: 'ru', language: 'ru-RU', label: 'Russian', script: 'cyrillic' },
  { id: 'uk', language: 'uk-UA', label: 'Ukrainian', script: 'cyrillic' },
  { id: 'tr', language: 'tr-TR', label: 'Turkish', script: 'latin' },
  { id: 'ar', language: 'ar', label: 'Arabic', script: 'arabic' },
  { id: 'hi', language: 'hi-IN', label: 'Hindi', script: 'devanagari' },
  { id: 'id', language: 'id-ID', label: 'Indonesian', script: 'latin' },
  { id: 'ms', language: 'ms-MY', label: 'Malay', script: 'latin' },
  { id: 'vi', language: 'vi-VN', label: 'Vietnamese', script: 'latin' },
  { id: 'sw', language: 'sw', label: 'Swahili', script: 'latin' },
  // eSpeak reads Japanese kana; kanji are spelled out as foreign letters, so scripts should use kana
  { id: 'ja', language: 'ja-JP', label: 'Japanese', script: 'japanese' },
  { id: 'cmn', language: 'zh-CN', label: 'Chinese (Mandarin)', script: 'han' },
  { id: 'yue', language: 'zh-HK', label: 'Chinese (Cantonese)', script: 'han' },
  { id: 'ko', language: 'ko-KR', label: 'Korean', script: 'hangul' },
];

const voicesById = new Map(VOICES.map((voice) => [voice.id, voice]));

export function listVoices(): readonly Voice[] {
  return VOICES;
}

export function getVoice(voiceId: string): Voice {
  const voice = voicesById.get(voiceId);
  if (!voice) {
    throw new Error(`unknown voice: ${voiceId}`);
  }
  return voice;
}

export function isKnownVoice(voiceId: string): boolean {
  return voicesById.has(voiceId);
}

/** eSpeak drops the `+variant` after these language names, but takes it after their file names. */
const VARIANT_SAFE_NAMES: Readonly<Record<string, string>> = { 'en-gb': 'en', 'fr-fr': 'fr' };

/** The `-v` argument for eSpeak: the voice with its gendered variant, e.g. `de+f3`. */
export function espeakVoiceName(voiceId: string, gender: Gender): string {
  const { id } = getVoice(voiceId);
  return `${VARIANT_SAFE_NAMES[id] ?? id}+${VOICE_VARIANTS[gender]}`;
}

/** Which engine and voice speak for an avatar of this voice and gender. */
export function resolveVoice(voiceId: string, gender: Gender): ResolvedVoice {
  const voice = getVoice(voiceId);
  if (voice.flite) {
    const name = voice.flite[gender];
    return { engine: 'flite', name, ...FLITE_VOICES[name] };
  }
  return {
    engine: 'espeak',
    name: espeakVoiceName(voiceId, gender),
    language: voice.language,
    label: voice.label,
  };
}

/** The language part of a BCP 47 tag: `es-419` → `es`. */
export function baseLanguage(tag: string): string {
  return tag.split('-')[0]?.toLowerCase() ?? tag;
}
