const FEATURE_NAMES: Readonly<Record<string, string>> = {
  'ai-avatar': 'AI avatar video',
  'photo-avatar': 'Photo avatar video',
  'veo3-videos': 'Veo video',
  'nano-banana': 'AI image',
  storyboard: 'Storyboard',
};

/** A job's tool in words ('ai-avatar' → 'AI avatar video'); `fallback` for none or one unknown here. */
export const featureName = (feature: string | null, fallback = 'Job'): string =>
  (feature ? FEATURE_NAMES[feature] : undefined) ?? fallback;
