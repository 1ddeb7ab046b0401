/** What the "Use my voice" step and its calls say (issue #43). */
export const OWN_VOICE_MESSAGES = {
  consentRequired: 'Please confirm you have the right to use this voice.',
  consentLabel: 'I have the right to use this voice',
  recordingRequired: 'Please record or choose a recording first.',
  tooLarge: (maxMb: number) => `The recording is larger than ${maxMb} MB.`,
  tooLong: (maxSeconds: number) =>
    `The recording is longer than ${maxSeconds} seconds. Please trim it or record a shorter take.`,
  undecodable:
    "This file isn't a recording we can read. Please use a WAV, MP3, M4A, OGG or WebM file.",
  silent: 'The recording is silent. Please check your microphone and record again.',
  noSpeech: "We couldn't hear anyone speaking in this recording. Please record your voice.",
  notFound: 'Recording not found. It may have expired; please record or upload it again.',
  uploaded: 'Recording ready.',
  untitled: 'My own voice',
  noCaptionsNote: 'Without the words, the video has no captions.',
  providerCannot: (provider: string) =>
    `${provider} cannot speak a recording. Please write a script instead, or ask the operator to switch to an engine that can.`,
  presenterSceneOnly: 'Only a presenter scene can speak your recording.',
  /** A storyboard scene's choice between a written line and the user's recording. */
  sceneWriteLine: 'Write a line',
  sceneUseVoice: 'Use my voice',
  sceneWordsLabel: (position: number) => `Scene ${position} words you say`,
  sceneRecordingReady: (seconds: number) => `Your recording · ${seconds.toFixed(1)} s`,
  deletedBeforeRender:
    'The recording was deleted before the video was made. Your credits were returned.',
} as const;
