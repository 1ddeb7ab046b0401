import { Resvg } from '@resvg/resvg-js';
import { renderAvatarSvg } from './avatar-svg';
import type { Avatar } from './avatar.types';

export const THUMBNAIL_SIZE = 256;

const thumbnails = new Map<string, Promise<Buffer>>();

/** A 256×256 PNG of the avatar smiling, rendered once per avatar and kept in memory. */
export function renderAvatarThumbnail(avatar: Avatar): Promise<Buffer> {
  let thumbnail = thumbnails.get(avatar.id);
  if (!thumbnail) {
    thumbnail = Promise.resolve().then(() => {
      const svg = renderAvatarSvg(avatar, { mouth: 0, eyesOpen: true, size: THUMBNAIL_SIZE });
      return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
    });
    thumbnails.set(avatar.id, thumbnail);
    thumbnail.catch(() => thumbnails.delete(avatar.id));
  }
  return thumbnail;
}
