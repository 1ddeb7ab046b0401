export { VIDEO_POSTER, coverJpeg, videoPosterSize } from './cover-jpeg';
export { planCollage, type CollageFrame, type Cell as CollageCell } from './collage-layout';
export { findCaption, isEmptyPlan, parseEdits } from './edit-plan';
export { MAX_COMPOSE_INPUTS, generateImage } from './generate-image';
export { buildArtSvg } from './generative-art';
export { parseStyle } from './image-style';
export type {
  CollageLayout,
  CropShape,
  EditPlan,
  FilterEdit,
  FilterKind,
  GenerateImageInput,
  GeneratedImage,
  ImageStyle,
  Composition as ImageComposition,
  Palette as ImagePalette,
  Terrain as ImageTerrain,
  Rotation as ImageRotation,
  Strength as FilterStrength,
} from './image.types';
export { MAX_INPUT_PIXELS, MAX_WORKING_SIDE } from './raw-image';
