import type { CaptionCue } from '../captions/captions';
import type { FfmpegBinaries } from '../ffmpeg/ffmpeg-binaries';
import type { VideoFormatOptions } from '../frames/media-format';

/**
 * A storyboard's frame unless its format says otherwise: 1280×720, 25 fps, H.264/AAC (see
 * storyboard-layout.ts for the other shapes and sizes).
 */
export const STORYBOARD_FRAME = { width: 1280, height: 720, fps: 25 } as const;

/** What a scene shows over its narration. */
export type SceneVisualMaterial =
  /** The presenter on camera: the narration video itself fills the frame. */
  | { kind: 'presenter' }
  /** A clip (generated or from the Library), looped or trimmed to the narration's length. */
  | { kind: 'shot'; clipPath: string }
  /** A still (generated, from the Library or uploaded), with a slow push-in or pan. */
  | { kind: 'still'; imagePath: string };

export interface ComposeSceneInput extends Pick<VideoFormatOptions, 'format'> {
  binaries: FfmpegBinaries;
  /**
   * The presenter speaking the scene's line (an avatar render: video with audio). Its length is
   * the scene's length; its audio is the scene's narration.
   */
  narrationPath: string;
  /** The line's captions from the avatar engine (WebVTT), when it made them. */
  narrationCaptionsPath?: string;
  /** The line as written: the captions fall back to it, spread over the scene, without a file. */
  line: string;
  visual: SceneVisualMaterial;
  /** Show the presenter in a corner bubble over shots and stills. */
  bubble: boolean;
  /** Index of the scene: varies the still's camera move so neighbours do not all push in alike. */
  index: number;
  outputPath: string;
  onProgress?: (fraction: number) => void;
}

export interface ComposedScene {
  /** The scene at the storyboard frame, with its narration: playable alone as the scene's preview. */
  clipPath: string;
  durationSeconds: number;
  /** The scene's captions, timed from the start of the scene. */
  cues: CaptionCue[];
}

export interface AssembleStoryboardInput extends VideoFormatOptions {
  binaries: FfmpegBinaries;
  /** The composed scenes in the order the user chose. */
  scenes: readonly Pick<ComposedScene, 'clipPath' | 'durationSeconds' | 'cues'>[];
  burnCaptions: boolean;
  workDir: string;
  onProgress?: (fraction: number) => void;
}

export interface AssembledStoryboard {
  mediaPath: string;
  posterPath: string;
  vttPath: string;
  srtPath: string;
  /** The sum of the scenes' durations: transitions never shorten the whole. */
  durationSeconds: number;
}

/** The storyboard engine: scenes composed one by one (in parallel jobs), then joined. */
export interface StoryboardComposer {
  composeScene(input: ComposeSceneInput): Promise<ComposedScene>;
  assemble(input: AssembleStoryboardInput): Promise<AssembledStoryboard>;
}
