/** A voice served from outside the process: text in, a WAV of it spoken out. */
export interface SpeechVoice {
  readonly provider: string;
  /** Which server and model speak: voices measured under another identity are measured again. */
  readonly identity: string;
  /** `voice` is the server's own voice name; retries stop before `deadline` (the job's). */
  speak(text: string, voice: string, deadline?: Date): Promise<Buffer>;
}

/**
 * Which of the server's voices speaks for an avatar. Keys are tried from the most to the least
 * particular: the avatar's id, `<language>-<gender>`, `<language>`, `<gender>`, `default`
 * (language as its base code, e.g. `de`).
 */
export type VoiceMap = Readonly<Record<string, string>>;

/** OpenAI's own voice names; a self-hosted server names its voices in TTS_VOICES. */
export const DEFAULT_VOICES: VoiceMap = { default: 'alloy', female: 'nova', male: 'onyx' };

export function chooseVoice(
  voices: VoiceMap,
  speaker: { avatarId: string; language: string; gender: string },
): string {
  const language = speaker.language.toLowerCase().split('-')[0]!;
  const keys = [speaker.avatarId, `${language}-${speaker.gender}`, language, speaker.gender];
  const key = keys.find((candidate) => voices[candidate.toLowerCase()] !== undefined);
  return voices[key?.toLowerCase() ?? 'default'] ?? DEFAULT_VOICES.default!;
}
