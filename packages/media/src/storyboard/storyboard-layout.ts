import type { VideoFormat } from '@orato/shared';
import { avatarLayout } from '../avatar/avatar-layout';
import type { AvatarLayout } from '../frames/talking-frame.types';
import { STORYBOARD_FRAME } from './storyboard.types';

/** A storyboard's frame: its size from the format, the storyboard's constant 25 fps. */
export interface StoryboardFrame {
  width: number;
  height: number;
  fps: number;
  /** The talking-head layout of the same format: captions, safe area, design scale. */
  layout: AvatarLayout;
}

export function storyboardFrame(format?: VideoFormat): StoryboardFrame {
  const layout = avatarLayout(format);
  return {
    width: layout.frame.width,
    height: layout.frame.height,
    fps: STORYBOARD_FRAME.fps,
    layout,
  };
}

/**
 * How a picture of another shape goes into the frame. Close in shape (a 4:3 photo in a 16:9
 * frame), it fills the frame, its edges cut. Far off (a landscape clip in a vertical frame, where
 * filling would keep a third of it), it is placed whole over a blurred, darkened copy of itself:
 * never stretched, never cut to a sliver.
 */
export type PictureFit = 'cover' | 'placed';

/** Past this ratio of shapes (wider over narrower), a picture is placed rather than cut to fill. */
const MAX_COVER_RATIO = 1.4;

export function pictureFit(
  picture: { width: number; height: number },
  frame: { width: number; height: number },
): PictureFit {
  const [a, b] = [picture.width / picture.height, frame.width / frame.height];
  return Math.max(a, b) / Math.min(a, b) > MAX_COVER_RATIO ? 'placed' : 'cover';
}

/** The picture placed whole and centred in the frame: its size and corner, on even pixels. */
export function placedBox(
  picture: { width: number; height: number },
  frame: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(frame.width / picture.width, frame.height / picture.height);
  const even = (value: number) => Math.round(value / 2) * 2;
  const width = Math.min(frame.width, Math.max(2, even(picture.width * scale)));
  const height = Math.min(frame.height, Math.max(2, even(picture.height * scale)));
  return {
    width,
    height,
    x: even((frame.width - width) / 2),
    y: even((frame.height - height) / 2),
  };
}
