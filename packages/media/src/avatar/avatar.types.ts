import type { Gender } from '../core/presenter.types';

/** 0 closed smile, 1 slightly open, 2 open, 3 wide open. */
export type MouthShape = 0 | 1 | 2 | 3;

/** The lips' shape for a sound, and how far the jaw has dropped (0 shut, 3 wide open). */
export interface MouthPose {
  viseme: 'closed' | 'rounded' | 'wide' | 'open' | 'fv' | 'rest';
  open: MouthShape;
}

export type HairStyle =
  | 'short'
  | 'side-part'
  | 'buzz'
  | 'curly-short'
  | 'bald'
  | 'quiff'
  | 'afro'
  | 'long-straight'
  | 'long-wavy'
  | 'bob'
  | 'bun'
  | 'tucked'
  | 'pixie'
  | 'curly-long'
  | 'hijab';

export type Outfit = 'crew-tee' | 'v-neck' | 'blazer' | 'collared-shirt' | 'turtleneck';
export type FaceShape = 'oval' | 'round' | 'square';
export type Glasses = 'none' | 'round' | 'rectangle';
export type Earrings = 'none' | 'studs' | 'hoops';
export type FacialHair = 'none' | 'stubble' | 'beard' | 'goatee' | 'moustache';

export interface AvatarStyle {
  skinTone: string;
  faceShape: FaceShape;
  eyeColor: string;
  hairStyle: HairStyle;
  hairColor: string;
  outfit: Outfit;
  outfitColor: string;
  /** The shirt under a blazer, or a hijab's colour. */
  accentColor: string;
  glasses: Glasses;
  glassesColor: string;
  earrings: Earrings;
  facialHair: FacialHair;
  /** Behind the bust in thumbnails. */
  backgroundColor: string;
  /** The video set: a gradient from the first to the second colour. */
  sceneColors: readonly [string, string];
}

export interface Avatar {
  id: string;
  name: string;
  gender: Gender;
  voiceId: string;
  /** eSpeak pitch, 0–99 (50 is the voice's own), so avatars sharing a voice sound apart. */
  voicePitch: number;
  style: AvatarStyle;
}
