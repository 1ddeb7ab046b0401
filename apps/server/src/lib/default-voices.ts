/**
 * The voices each voice engine uses unless the configuration names others: defaults of the
 * configuration (TTS_VOICES, DID_VOICES) and of the engines alike, so they sit in neither.
 */

/**
 * Which of the server's voices speaks for an avatar. Keys are tried from the most to the least
 * particular: the avatar's id, `<language>-<gender>`, `<language>`, `<gender>`, `default`
 * (language as its base code, e.g. `de`).
 */
export type VoiceMap = Readonly<Record<string, string>>;

/** OpenAI's own voice names; a self-hosted server names its voices in TTS_VOICES. */
export const DEFAULT_VOICES: VoiceMap = { default: 'alloy', female: 'nova', male: 'onyx' };

/** Microsoft neural voices D-ID's text scripts take, by language and timbre. */
export const DEFAULT_DID_VOICES: VoiceMap = {
  default: 'en-US-JennyNeural',
  female: 'en-US-JennyNeural',
  male: 'en-US-GuyNeural',
  'en-female': 'en-US-JennyNeural',
  'en-male': 'en-US-GuyNeural',
  'de-female': 'de-DE-KatjaNeural',
  'de-male': 'de-DE-ConradNeural',
  'fr-female': 'fr-FR-DeniseNeural',
  'fr-male': 'fr-FR-HenriNeural',
  'es-female': 'es-ES-ElviraNeural',
  'es-male': 'es-ES-AlvaroNeural',
  'it-female': 'it-IT-ElsaNeural',
  'it-male': 'it-IT-DiegoNeural',
  'pt-female': 'pt-BR-FranciscaNeural',
  'pt-male': 'pt-BR-AntonioNeural',
  'nl-female': 'nl-NL-ColetteNeural',
  'nl-male': 'nl-NL-MaartenNeural',
};
