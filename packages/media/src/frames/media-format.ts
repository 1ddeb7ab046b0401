import {
  DEFAULT_IMAGE_ASPECT,
  DEFAULT_VIDEO_FORMAT,
  imageFrameSize,
  videoFrameSize,
  type CaptionStyle,
  type FrameSize,
  type ImageAspect,
  type VideoFormat,
} from '@orato/shared';

/** What every video engine's input may say about its frame; unset means 16:9 at 720p, classic captions. */
export interface VideoFormatOptions {
  /** The shape and size the video is laid out for (not a crop of the landscape frame). */
  format?: VideoFormat;
  /** Captions a line at a time (`classic`), or a few large words with the spoken one highlighted (`word`). */
  captionStyle?: CaptionStyle;
}

/** What an image engine's input may say about its shape; unset means the engine's own default. */
export interface ImageFormatOptions {
  aspect?: ImageAspect;
}

/** A video's frame: its size in pixels and how many pixels one design unit is. */
export interface VideoFrame extends FrameSize {
  format: VideoFormat;
  /**
   * Layouts are designed with a 720-pixel short side; 1080p draws the same design 1.5× larger,
   * from the vector source, never by scaling pixels.
   */
  scale: number;
}

export function resolveVideoFrame(format: VideoFormat = DEFAULT_VIDEO_FORMAT): VideoFrame {
  const size = videoFrameSize(format);
  return { ...size, format, scale: Math.min(size.width, size.height) / 720 };
}

export function resolveCaptionStyle(style: CaptionStyle | undefined): CaptionStyle {
  return style ?? 'classic';
}

export function resolveImageSize(aspect: ImageAspect = DEFAULT_IMAGE_ASPECT): FrameSize {
  return imageFrameSize(aspect);
}
