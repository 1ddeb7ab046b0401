/** Credit costs, spec §9. */
export const CREDIT_COSTS = {
  /** Per second of avatar video, duration rounded up. */
  avatarPerSecond: 1,
  /** Per second of VEO clip: the default 8 s clip is 120. */
  veoPerSecond: 15,
  /** A VEO clip of the default 8 s. */
  veoVideo: 120,
  image: 2,
} as const;

/** Limits and timings, spec §9. */
export const LIMITS = {
  passwordMinLength: 8,
  otpLength: 6,
  otpResendCooldownSeconds: 30,
  otpLifetimeSeconds: 10 * 60,
  otpMaxAttempts: 5,
  resetTokenLifetimeSeconds: 60 * 60,
  avatarVideoMaxSeconds: 60,
  scriptMaxCharacters: 800,
  imagePromptMaxCharacters: 1000,
  imagesSingleMode: 1,
  imagesMultiModeMax: 4,
  uploadMaxBytes: 10 * 1024 * 1024,
  // the tools work at 2048 px on the longest side; 16 MP still takes a 12 MP phone photo whole
  uploadMaxPixels: 16_000_000,
  uploadsDeleteMax: 20,
  /** A voice recording for "Use my voice": as long as the longest avatar video. */
  voiceRecordingMaxSeconds: 60,
  voiceRecordingMaxBytes: 20 * 1024 * 1024,
  /** An upload no generation has used is deleted this long after it was made. */
  unusedUploadHours: 24,
  veoPromptMaxWords: 750,
  /** The longest clip any video model takes (Gemini Omni 1.2 Flash: 3 to 15 s). */
  veoClipMinSeconds: 3,
  veoClipMaxSeconds: 15,
  veoClipDefaultSeconds: 8,
  veoTopicWords: 5,
  avatarsPerPage: 12,
  landingAvatars: 16,
  listMaxHeightPx: 500,
  scrollToTopThresholdPx: 300,
} as const;

export const TIMINGS = {
  avatarPollMs: 10_000,
  veoPollMs: 15_000,
  imageProgressStepMs: 800,
  imageProgressStep: 10,
  imageProgressCap: 90,
  imageProgressClearMs: 2_000,
  toastMs: 5_000,
  dashboardToastMs: 3_000,
  signupRedirectMs: 3_000,
  thumbnailAtSeconds: 1,
  thumbnailTimeoutMs: 5_000,
} as const;

/** A VEO clip's price: whole seconds, rounded to the nearest (a container's few ms never add one). */
export function veoClipCredits(seconds: number): number {
  return Math.max(1, Math.round(seconds)) * CREDIT_COSTS.veoPerSecond;
}
