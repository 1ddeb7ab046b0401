import { createHash } from 'node:crypto';
import {
  CREDIT_COSTS,
  DEFAULT_VIDEO_FORMAT,
  ownVoiceCredits,
  quoteAvatarVideo,
  type FeatureKey,
  type SceneQuote,
  type SceneVisual,
  type SpeakingRate,
  type VideoFormat,
} from '@orato/shared';

/** What a scene shows, resolved: a generated visual's prompt, or the stored material's key. */
export interface ResolvedVisual {
  visual: SceneVisual;
  /** Library or upload material, as a storage key. */
  materialKey?: string;
}

/** The user's own recording a presenter scene speaks: its stored key and exact length. */
export interface SceneRecording {
  key: string;
  seconds: number;
}

/** A delivered scene whose clip an identical scene may reuse. */
export interface DeliveredScene {
  clipKey: string;
  durationSeconds: number;
}

/** One scene as it will be made and priced. */
export interface ScenePlan {
  position: number;
  line: string;
  visual: SceneVisual;
  materialKey?: string;
  /** "Use my voice": the recording the presenter speaks (the line, if any, is its captions). */
  recording?: SceneRecording;
  fingerprint: string;
  /** The narration: an avatar render of the line, or of the recording. */
  narration: { seconds: number; estimateCredits: number; holdCredits: number; overLimit: boolean };
  /** The generated visual, when the scene has one to make. */
  generated?: { feature: Extract<FeatureKey, 'veo3-videos' | 'nano-banana'>; prompt: string };
  /** The identical scene this one reuses, when it does: nothing to render or charge. */
  reused?: DeliveredScene;
  quote: SceneQuote;
}

/**
 * Names what a scene says and shows: an identical scene (same presenter, bubble, line, visual)
 * has the same fingerprint. Material is named by its stored key, never by a link that expires.
 */
export function sceneFingerprint(
  creatorName: string,
  bubble: boolean,
  line: string,
  { visual, materialKey }: ResolvedVisual,
  format: VideoFormat = DEFAULT_VIDEO_FORMAT,
  recordingKey?: string,
): string {
  // a clip made for one frame is not the scene of another; the usual frame keeps the fingerprints
  // scenes had before formats, so their clips are still reused
  const isUsual =
    format.aspect === DEFAULT_VIDEO_FORMAT.aspect &&
    format.resolution === DEFAULT_VIDEO_FORMAT.resolution;
  const shown =
    visual.kind === 'presenter'
      ? { kind: 'presenter' }
      : visual.source === 'generate'
        ? { kind: visual.kind, prompt: visual.prompt?.trim() }
        : { kind: visual.kind, materialKey };
  return createHash('sha256')
    .update(
      JSON.stringify({
        creatorName,
        bubble: visual.kind !== 'presenter' && bubble,
        line: line.trim(),
        shown,
        ...(!isUsual && { format }),
        // a scene speaking a recording is that recording's scene, whatever its captions say
        ...(recordingKey && { recordingKey }),
      }),
    )
    .digest('hex');
}

/** The generated part of a visual: a clip for a shot, an image for a still, or none. */
export function generatedPart(visual: SceneVisual): ScenePlan['generated'] {
  if (visual.kind === 'presenter' || visual.source !== 'generate' || !visual.prompt) {
    return undefined;
  }
  return {
    feature: visual.kind === 'shot' ? 'veo3-videos' : 'nano-banana',
    prompt: visual.prompt,
  };
}

/** What a generated visual costs: 120 a clip, 2 an image. */
export function generatedCredits(generated: ScenePlan['generated']): number {
  if (!generated) {
    return 0;
  }
  return generated.feature === 'veo3-videos' ? CREDIT_COSTS.veoVideo : CREDIT_COSTS.image;
}

/** A recording's narration: as long as the recording, so held, quoted and taken alike. */
function recordedNarration(recording: SceneRecording): ScenePlan['narration'] {
  const credits = ownVoiceCredits(recording.seconds);
  return {
    seconds: Math.max(1, Math.ceil(recording.seconds)),
    estimateCredits: credits,
    holdCredits: credits,
    overLimit: false,
  };
}

/**
 * Prices one scene: its narration at 1 credit a second (rounded up: each scene is its own
 * render), held with the avatar tool's headroom (none for a recording, whose length is known),
 * plus the generated visual; 0 when reused.
 */
export function planScene(
  scene: {
    position: number;
    line: string;
    resolved: ResolvedVisual;
    fingerprint: string;
    recording?: SceneRecording;
    reused?: DeliveredScene;
  },
  rate: SpeakingRate,
): ScenePlan {
  const narration = scene.recording
    ? recordedNarration(scene.recording)
    : quoteAvatarVideo(scene.line, rate);
  const generated = generatedPart(scene.resolved.visual);
  const base = {
    position: scene.position,
    line: scene.line,
    visual: scene.resolved.visual,
    ...(scene.resolved.materialKey && { materialKey: scene.resolved.materialKey }),
    ...(scene.recording && { recording: scene.recording }),
    fingerprint: scene.fingerprint,
    narration: {
      seconds: narration.seconds,
      estimateCredits: narration.estimateCredits,
      holdCredits: narration.holdCredits,
      overLimit: narration.overLimit,
    },
    ...(generated && { generated }),
  };
  if (scene.reused) {
    return {
      ...base,
      reused: scene.reused,
      quote: {
        seconds: Math.max(1, Math.ceil(scene.reused.durationSeconds - 1e-6)),
        credits: 0,
        hold_credits: 0,
        reused: true,
      },
    };
  }
  const visualCredits = generatedCredits(generated);
  return {
    ...base,
    quote: {
      seconds: narration.seconds,
      credits: narration.estimateCredits + visualCredits,
      hold_credits: narration.holdCredits + visualCredits,
      reused: false,
    },
  };
}
