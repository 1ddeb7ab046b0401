import { formatLabel, sizeFileTag, type ResultFormat, type VideoFormat } from '@orato/shared';
import type { CSSProperties } from 'react';

/** A result's width over height: its real size once made, else the shape asked for, else 16:9. */
export function ratioOf(format: ResultFormat | null | undefined, fallback = 16 / 9): number {
  if (format?.width && format.height) {
    return format.width / format.height;
  }
  const [w, h] = (format?.aspect ?? '').split(':').map(Number);
  return w && h ? w / h : fallback;
}

/**
 * A box in the result's own shape: a vertical video stands tall (at most `maxHeight` high, its
 * width following), never letterboxed into a landscape frame.
 */
export function shapeStyle(
  format: ResultFormat | null | undefined,
  maxHeight = '70vh',
  fallback?: number,
): CSSProperties {
  const ratio = ratioOf(format, fallback);
  return {
    aspectRatio: String(ratio),
    width: `min(100%, calc(${maxHeight} * ${ratio.toFixed(4)}))`,
    marginInline: 'auto',
  };
}

/** "-9x16-1080p" for a download's name; nothing for a result from before formats. */
export function formatTag(
  format: ResultFormat | null | undefined,
  kind: 'video' | 'image',
): string {
  return format?.width && format.height
    ? `-${sizeFileTag({ width: format.width, height: format.height }, kind)}`
    : '';
}

/** The chosen format before anything is made, so the preview already has the clip's shape. */
export function pendingFormat(format: VideoFormat): ResultFormat {
  return {
    aspect: format.aspect,
    resolution: format.resolution,
    width: null,
    height: null,
    label: formatLabel(format),
  };
}
