import type { FeatureKey } from './features';

/** The engine name of Orato's own offline engines (what a result's `engine` says). */
export const OFFLINE_ENGINE = 'local';

/** The badge on every result an offline engine made. */
export const OFFLINE_ENGINE_BADGE = 'Offline engine';

/** What each tool page says about the engine that will run it. */
export const ENGINE_NOTES: Record<FeatureKey, { offline: string; provider: string }> = {
  'veo3-videos': {
    offline: 'Offline engine — set GEMINI_API_KEY for Google video',
    provider: 'Clips are made by Google (Gemini Omni or Veo)',
  },
  'nano-banana': {
    offline: 'Offline engine — set GEMINI_API_KEY for Gemini images',
    provider: 'Images are made by Google Gemini',
  },
  'ai-avatar': {
    offline: 'Offline engine — set CAPTIONS_API_KEY for Captions avatars',
    provider: 'Videos are made by Captions',
  },
  'photo-avatar': {
    offline: 'Offline engine — set DID_API_KEY for D-ID photo avatars',
    provider: 'Photo avatar videos are made by D-ID',
  },
};

export const isOfflineEngine = (engine: string | null | undefined): boolean =>
  engine === OFFLINE_ENGINE;

/** HeyGen, the avatar tool's other provider (Captions is the first). */
export const HEYGEN_ENGINE = 'heygen';

/** The engine name of any server speaking OpenAI's HTTP API (OpenAI or self-hosted). */
export const OPENAI_COMPATIBLE_ENGINE = 'openai-compatible';

/** The tool page's line for the engine that will run it. */
export function engineNote(feature: FeatureKey, engine: string): string {
  if (isOfflineEngine(engine)) {
    return ENGINE_NOTES[feature].offline;
  }
  if (engine === HEYGEN_ENGINE) {
    return 'Videos are made by HeyGen';
  }
  return engine === OPENAI_COMPATIBLE_ENGINE
    ? 'Made by your OpenAI-compatible model'
    : ENGINE_NOTES[feature].provider;
}
