import { DEFAULT_VOICES, type VoiceMap } from '../../lib/default-voices';

// the defaults are configuration's too (TTS_VOICES): they live in lib, read from here as before
export { DEFAULT_VOICES, type VoiceMap };

/** A voice served from outside the process: text in, a WAV of it spoken out. */
export interface SpeechVoice {
  readonly provider: string;
  /** Which server and model speak: voices measured under another identity are measured again. */
  readonly identity: string;
  /** `voice` is the server's own voice name; retries stop before `deadline` (the job's). */
  speak(text: string, voice: string, deadline?: Date): Promise<Buffer>;
}

export function chooseVoice(
  voices: VoiceMap,
  speaker: { avatarId: string; language: string; gender: string },
): string {
  const language = speaker.language.toLowerCase().split('-')[0]!;
  const keys = [speaker.avatarId, `${language}-${speaker.gender}`, language, speaker.gender];
  const key = keys.find((candidate) => voices[candidate.toLowerCase()] !== undefined);
  return voices[key?.toLowerCase() ?? 'default'] ?? DEFAULT_VOICES.default!;
}
