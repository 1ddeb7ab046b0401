import sharp from 'sharp';
import { videoFrameSize, type FrameSize, type VideoFormat } from '@orato/shared';

/** A video's poster size: VEO clips are 16:9 at 720p. */
export const VIDEO_POSTER = { width: 1280, height: 720 } as const;

/**
 * An image made a poster of `size`: scaled to cover it, the middle kept, as a JPEG without the
 * source's metadata (a picture chosen from the Library becomes a video's thumbnail).
 */
export function coverJpeg(
  image: Buffer,
  size: { width: number; height: number } = VIDEO_POSTER,
): Promise<Buffer> {
  return sharp(image)
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#000000' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** The poster of a video made in `format`: the video's own frame size. */
export function videoPosterSize(format?: VideoFormat): FrameSize {
  return format ? videoFrameSize(format) : VIDEO_POSTER;
}
