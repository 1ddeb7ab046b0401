import type { CaptionLimits } from '../captions/captions';
import type { VideoFrame } from './media-format';

/*
 * The talking-head frame's shape, apart from its values: the avatar engine lays it out
 * (avatar/avatar-layout.ts), and the caption art, the photo and the storyboard engines draw on it.
 * Types only, so the ground floor can draw captions without importing an engine.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A talking-head frame laid out for its shape, in design units (the frame at 720p: 1280×720,
 * 720×1280 or 720×720). Pixels are design units × `frame.scale`; every box that becomes a
 * picture edge is on multiples of 4 units, so it stays on even pixels at 1.5× (4:2:0 chroma).
 */
export interface AvatarDesign {
  width: number;
  height: number;
  /** Where the 512-unit avatar box sits: its top-left corner and its scale. */
  figure: { x: number; y: number; scale: number };
  /** The layer that moves with the head: hair top to beard, ears to ears (a headscarf: to the bottom). */
  head: Box;
  /** The soft light behind the presenter. */
  spot: { cx: number; cy: number; rx: number; ry: number };
  /** The name card's top-left corner and scale. */
  nameCard: { x: number; y: number; scale: number };
  /** Rows the captions own: nothing there moves with the mouth, so each caption is drawn once. */
  captionBand: { top: number; height: number };
  /** Where text may go: inside it, no platform's buttons, titles or progress bar cover it. */
  safe: Box;
  /** The caption's centre line, inside the band. */
  captionCenter: { x: number; y: number };
  classic: { fontSize: number; maxTextWidth: number; limits: CaptionLimits };
  word: {
    fontSize: number;
    lineHeight: number;
    maxLines: number;
    maxTextWidth: number;
    limits: CaptionLimits;
  };
}

/** The talking-head layout of a format, in design units and in frame pixels. */
export interface AvatarLayout {
  frame: VideoFrame;
  design: AvatarDesign;
  /** Frame pixels of the boxes the renderer and the tests read. */
  pixels: {
    face: Box;
    head: Box;
    headscarfHead: Box;
    captionBand: { top: number; height: number };
    safe: Box;
  };
}
