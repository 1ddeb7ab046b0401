import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';

import '@/features/marketing/marketing.css';

/** Spec §9: four cells of 260 × 400 px, 16 px corners, ring radius 150 px, 0.02°/ms. */
const CELL_WIDTH = 260;
const CELL_HEIGHT = 400;
const RING_RADIUS = 150;
const DEGREES_PER_MS = 0.02;
const PLAY_THRESHOLD = 0.25;
const LOOP_MARGIN_S = 0.05;
const LOOP_RESTART_S = 0.01;

export const PROMO_VIDEOS = [
  {
    src: '/landing/promo-presenter.mp4',
    poster: '/landing/promo-presenter.jpg',
    label: 'An AI avatar presenter greeting the viewer',
  },
  {
    src: '/landing/promo-ocean.mp4',
    poster: '/landing/promo-ocean.jpg',
    label: 'A text-to-video clip of a sailing boat and birds over the ocean at sunset',
  },
  {
    src: '/landing/promo-teacher.mp4',
    poster: '/landing/promo-teacher.jpg',
    label: 'An AI avatar teacher introducing a lesson',
  },
  {
    src: '/landing/promo-city.mp4',
    poster: '/landing/promo-city.jpg',
    label: 'A text-to-video clip of cars on a rainy neon-lit city street at night',
  },
] as const;

const STEP_DEGREES = 360 / PROMO_VIDEOS.length;

/**
 * A promotional video that attaches its source and plays only while at least a quarter of it is
 * in view, pauses otherwise, and loops by hand (muted, inline).
 */
function PromoVideo({ src, poster, label }: (typeof PROMO_VIDEOS)[number]) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) {
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= PLAY_THRESHOLD) {
          if (!video.getAttribute('src')) {
            video.src = src;
          }
          video.play().catch(() => undefined);
        } else {
          video.pause();
        }
      },
      { threshold: PLAY_THRESHOLD },
    );
    observer.observe(video);
    const restartNearEnd = () => {
      if (video.duration && video.duration - video.currentTime <= LOOP_MARGIN_S) {
        video.currentTime = LOOP_RESTART_S;
      }
    };
    const restartAtEnd = () => {
      video.currentTime = LOOP_RESTART_S;
      video.play().catch(() => undefined);
    };
    video.addEventListener('timeupdate', restartNearEnd);
    video.addEventListener('ended', restartAtEnd);
    return () => {
      observer.disconnect();
      video.removeEventListener('timeupdate', restartNearEnd);
      video.removeEventListener('ended', restartAtEnd);
    };
  }, [src]);

  return (
    <video
      ref={videoRef}
      poster={poster}
      muted
      playsInline
      preload="none"
      aria-label={label}
      data-src={src}
      width={CELL_WIDTH}
      height={CELL_HEIGHT}
      className="h-full w-full object-cover"
    />
  );
}

/**
 * The four promotional videos on a rotating 3D ring; still for visitors who ask for less motion
 * (marketing.css drops the animation under prefers-reduced-motion).
 */
export function VideoRing({ className }: { className?: string }) {
  const ringRef = useRef<HTMLDivElement>(null);

  // the spin is a CSS animation (compositor only); it pauses while the ring is off screen
  useEffect(() => {
    const ring = ringRef.current;
    if (!ring) {
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      ring.dataset.paused = String(!entry?.isIntersecting);
    });
    observer.observe(ring.parentElement ?? ring);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      role="group"
      aria-label="Example videos made with Orato"
      data-testid="video-ring"
      className={className}
      style={{ perspective: '1100px', height: CELL_HEIGHT + 40 }}
    >
      {/* phones get a slightly smaller ring so the side cells stay on screen */}
      <div
        className="relative mx-auto h-full origin-center max-sm:scale-[0.8]"
        style={{ width: CELL_WIDTH }}
      >
        <div
          ref={ringRef}
          className="orato-ring absolute inset-x-0 top-5"
          style={
            {
              height: CELL_HEIGHT,
              transformStyle: 'preserve-3d',
              '--ring-turn-ms': `${360 / DEGREES_PER_MS}ms`,
            } as CSSProperties
          }
        >
          {PROMO_VIDEOS.map((video, index) => (
            <div
              key={video.src}
              className="absolute inset-0 overflow-hidden border border-white/10 bg-navy-800 shadow-2xl shadow-black/50"
              style={{
                borderRadius: 16,
                transform: `rotateY(${index * STEP_DEGREES}deg) translateZ(${RING_RADIUS}px)`,
                backfaceVisibility: 'hidden',
              }}
            >
              <PromoVideo {...video} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
