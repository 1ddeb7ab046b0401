import { drawEarrings, drawFacialHair, drawGlasses } from './parts/accessories';
import { drawNeck, drawOutfit } from './parts/clothing';
import {
  drawBrows,
  drawCheeks,
  drawEars,
  drawEyes,
  drawHead,
  drawNose,
  headPath,
} from './parts/face';
import { drawHair, hidesEars } from './parts/hair';
import { drawMouth } from './parts/mouth';
import { derivePaint } from './parts/paint';
import type { Avatar, MouthPose, MouthShape } from './avatar.types';

export interface AvatarPose {
  mouth: MouthPose | MouthShape;
  eyesOpen: boolean;
  browsRaised?: boolean;
}

/**
 * Which layer of the bust to draw: all of it; what stays still while the head moves (hair
 * behind, neck, clothes); what moves (face, hair in front, glasses, a headscarf with its drape);
 * or the caption band's rows, which show the still layer with a headscarf's drape.
 */
export type FigurePart = 'all' | 'still' | 'head' | 'band';

export interface AvatarSvgOptions extends AvatarPose {
  /** Width and height in pixels. */
  size: number;
  /** A soft backdrop behind the bust (thumbnails); off when the bust sits on a video set. */
  withBackground?: boolean;
}

/**
 * The avatar's bust as SVG elements in a 512×512 box, for embedding in larger pictures. The
 * band leaves out everything above the shoulders: resvg 2.6 panics on clipped or translucent
 * groups that fall wholly outside the canvas, which a crop of the chest would cause.
 */
export function renderAvatarFigure(
  avatar: Avatar,
  pose: AvatarPose,
  part: FigurePart = 'all',
): string {
  const { style } = avatar;
  const paint = derivePaint(style);
  const hair = drawHair(style, paint);
  const still = [hair.back, drawNeck(paint), drawOutfit(style.outfit, paint)];
  const head = [drawFace(avatar, pose), hair.front, drawGlasses(style.glasses, style.glassesColor)];
  switch (part) {
    case 'head':
      return head.join('');
    case 'still':
      return still.join('');
    case 'band':
      return [...still, hidesEars(style.hairStyle) ? hair.front : ''].join('');
    case 'all':
      return [...still, ...head].join('');
  }
}

function drawFace(avatar: Avatar, pose: AvatarPose): string {
  const { style, gender } = avatar;
  const paint = derivePaint(style);
  const idPrefix = `av-${avatar.id}`;
  const showsEars = !hidesEars(style.hairStyle);
  return [
    showsEars ? drawEars(paint) : '',
    showsEars ? drawEarrings(style.earrings) : '',
    drawHead(style.faceShape, paint),
    `<clipPath id="${idPrefix}-head"><path d="${headPath(style.faceShape)}"/></clipPath>`,
    drawCheeks(paint),
    drawNose(paint),
    drawFacialHair(style.facialHair, paint, `${idPrefix}-head`),
    drawMouth(paint, pose.mouth, idPrefix),
    drawEyes(paint, gender, pose.eyesOpen, idPrefix),
    drawBrows(paint, gender, pose.browsRaised),
  ].join('');
}

/** The square of the 512 box that a portrait shows: head and shoulders, filling the frame. */
const PORTRAIT = { x: 56, y: 28, size: 400 } as const;

/** A standalone SVG portrait of the avatar, e.g. for a thumbnail. */
export function renderAvatarSvg(avatar: Avatar, options: AvatarSvgOptions): string {
  const { x, y, size } = PORTRAIT;
  const frame = `x="${x}" y="${y}" width="${size}" height="${size}" rx="48"`;
  const backdrop =
    options.withBackground === false
      ? ''
      : `<rect ${frame} fill="${avatar.style.backgroundColor}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.size}" height="${options.size}" viewBox="${x} ${y} ${size} ${size}">` +
    `<clipPath id="av-frame"><rect ${frame}/></clipPath>` +
    `<g clip-path="url(#av-frame)">${backdrop}${renderAvatarFigure(avatar, options)}</g></svg>`
  );
}
