export const FEATURE_KEYS = ['nano-banana', 'ai-avatar', 'veo3-videos', 'photo-avatar'] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** What a running job can be: one of the tools' generations, or a storyboard of several. */
export const JOB_FEATURE_KEYS = [...FEATURE_KEYS, 'storyboard'] as const;
export type JobFeatureKey = (typeof JOB_FEATURE_KEYS)[number];

export const VIDEO_FEATURE_KEYS = ['ai-avatar', 'veo3-videos'] as const;
export type VideoFeatureKey = (typeof VIDEO_FEATURE_KEYS)[number];

/** The provider-facing states the spec names; FAILED is ours (a job can end badly). */
export const JOB_STATES = ['QUEUED', 'PROCESSING', 'COMPLETE', 'FAILED'] as const;
export type JobState = (typeof JOB_STATES)[number];
