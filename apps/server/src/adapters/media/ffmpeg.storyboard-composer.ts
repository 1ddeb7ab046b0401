import {
  assembleStoryboard,
  composeScene,
  type AssembleStoryboardInput,
  type ComposeSceneInput,
  type FfmpegBinaries,
  type StoryboardComposer,
} from '@orato/media';

/** What a caller gives: the engine brings its own ffmpeg (a caller may still name another). */
type WithOwnBinaries<Input> = Omit<Input, 'binaries'> & { binaries?: FfmpegBinaries };

/**
 * The storyboard engine (packages/media) run with the container's ffmpeg: scenes composed one
 * per job, then joined. Material it cannot use fails with `SceneMaterialError`.
 */
export class FfmpegStoryboardComposer implements StoryboardComposer {
  constructor(private readonly binaries: FfmpegBinaries) {}

  composeScene(input: WithOwnBinaries<ComposeSceneInput>) {
    return composeScene({ ...input, binaries: input.binaries ?? this.binaries });
  }

  assemble(input: WithOwnBinaries<AssembleStoryboardInput>) {
    return assembleStoryboard({ ...input, binaries: input.binaries ?? this.binaries });
  }
}
