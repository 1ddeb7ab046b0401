import { assembleStoryboard } from './storyboard-assemble';
import { composeScene } from './storyboard-compose';
import type { StoryboardComposer } from './storyboard.types';

export { assembleStoryboard, storyboardCues, storyboardOutputPaths } from './storyboard-assemble';
export { composeScene, planClipTiming, SceneMaterialError } from './storyboard-compose';
export { alignCuesToLine, sceneCues, splitLineIntoCues } from './storyboard-cues';

/** The storyboard engine of this package: ffmpeg, with the binaries each call names. */
export const storyboardComposer: StoryboardComposer = {
  composeScene,
  assemble: assembleStoryboard,
};
