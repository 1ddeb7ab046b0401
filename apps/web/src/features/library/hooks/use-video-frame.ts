import { TIMINGS } from '@orato/shared';
import { useEffect, useState } from 'react';

const THUMBNAIL_WIDTH = 320;

// frames already taken, by video id: a list re-render or a tab switch does not take them again
const frames = new Map<string, string | null>();

/**
 * A still of the video at 1 s (spec §3/§9), taken in the browser with an off-screen <video> and a
 * canvas, for rows whose record has no thumbnail. Gives up after 5 s. `null` when it could not be
 * taken (the caller shows a placeholder), `undefined` while it is being taken.
 */
export function captureVideoFrame(videoUrl: string): Promise<string | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    let settled = false;
    const finish = (frame: string | null) => {
      if (settled) {
        return;
      }
      settled = true;
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      resolve(frame);
    };
    const timer = window.setTimeout(() => finish(null), TIMINGS.thumbnailTimeoutMs);

    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.crossOrigin = 'anonymous';
    video.addEventListener('error', () => finish(null));
    video.addEventListener('loadedmetadata', () => {
      const at = TIMINGS.thumbnailAtSeconds;
      video.currentTime =
        Number.isFinite(video.duration) && video.duration < at ? video.duration / 2 : at;
    });
    video.addEventListener('seeked', () => {
      try {
        const scale = Math.min(1, THUMBNAIL_WIDTH / (video.videoWidth || THUMBNAIL_WIDTH));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
        canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
        canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
        finish(canvas.toDataURL('image/jpeg', 0.75));
      } catch {
        // a cross-origin video without CORS taints the canvas
        finish(null);
      }
    });
    video.src = videoUrl;
  });
}

export function useVideoFrame(
  videoId: string,
  videoUrl: string,
  enabled: boolean,
): string | null | undefined {
  const [frame, setFrame] = useState<string | null | undefined>(() => frames.get(videoId));

  useEffect(() => {
    if (!enabled || frames.has(videoId)) {
      return;
    }
    let isCurrent = true;
    void captureVideoFrame(videoUrl).then((taken) => {
      frames.set(videoId, taken);
      if (isCurrent) {
        setFrame(taken);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [enabled, videoId, videoUrl]);

  if (!enabled) {
    return undefined;
  }
  return frames.has(videoId) ? frames.get(videoId) : frame;
}
