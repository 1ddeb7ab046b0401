export { describeMotionPlan } from './motion-describe';
export { parsePrompt } from './motion-prompt.parser';
export {
  buildAudioGraph,
  buildMotionFilterGraph,
  buildMotionPosterArgs,
  buildMotionVideoArgs,
  type LayerAnimation,
  type LayerSource,
  type MotionAudio,
  type MotionLayer,
  type MotionVideoSpec,
} from './motion-video.args';
export {
  planAmbientAudio,
  planSceneLayers,
  type LayerDraft,
  type MeasureWord,
} from './motion-scene';
export {
  defaultPosterPath,
  renderMotionVideo,
  type MotionVideoResult,
  type RenderMotionVideoInput,
} from './motion-video.renderer';
export type * from './motion.types';
