import {
  BACKGROUND_COLORS,
  EYE_COLORS,
  GLASSES_COLORS,
  GREY_HAIR,
  HAIR_COLORS,
  HIJAB_COLORS,
  OUTFIT_COLORS,
  SCENE_GRADIENTS,
  SHIRT_COLORS,
  SKIN_TONES,
  type SkinGroup,
} from './parts/palette';
import { DARK_HAIRED_VOICES, HIJAB_SHARE, VOICE_CASTS } from './avatar-names';
import type { Gender } from '../core/presenter.types';
import type { Avatar, AvatarStyle, FacialHair, HairStyle, Outfit } from './avatar.types';
import { colorDistance } from '../core/color';
import { createRandom, hashString, pick } from '../core/random';

const SKIN_GROUPS: readonly SkinGroup[] = ['light', 'medium', 'tan', 'deep'];
const FEMALE_HAIR: readonly HairStyle[] = [
  'long-straight',
  'long-wavy',
  'bob',
  'bun',
  'tucked',
  'pixie',
  'curly-long',
];
const MALE_HAIR: readonly HairStyle[] = [
  'short',
  'side-part',
  'buzz',
  'curly-short',
  'quiff',
  'short',
  'side-part',
  'bald',
];
const TEXTURED_HAIR: Readonly<Record<Gender, readonly HairStyle[]>> = {
  female: ['curly-long', 'afro', 'bun', 'pixie', 'long-wavy'],
  male: ['afro', 'curly-short', 'buzz', 'short', 'bald'],
};
/** Styles that leave the ears (and so earrings) in view. */
const EAR_BARING: readonly HairStyle[] = ['bun', 'tucked', 'pixie', 'afro'];
const OUTFITS: readonly Outfit[] = [
  'blazer',
  'crew-tee',
  'v-neck',
  'collared-shirt',
  'turtleneck',
  'blazer',
];
const FACIAL_HAIR: readonly FacialHair[] = [
  'none',
  'none',
  'none',
  'stubble',
  'stubble',
  'beard',
  'goatee',
  'moustache',
];

let catalogue: readonly Avatar[] | undefined;

/** The presenters, the same list in the same order on every run. */
export function listAvatars(): readonly Avatar[] {
  catalogue ??= VOICE_CASTS.flatMap((cast) => [
    ...cast.female.map((name) => createAvatar(name, 'female', cast.voiceId, cast.skinWeights)),
    ...cast.male.map((name) => createAvatar(name, 'male', cast.voiceId, cast.skinWeights)),
  ]);
  return catalogue;
}

export function findAvatar(avatarId: string): Avatar | undefined {
  return listAvatars().find((avatar) => avatar.id === avatarId);
}

export function getAvatar(avatarId: string): Avatar {
  const avatar = findAvatar(avatarId);
  if (!avatar) {
    throw new Error(`unknown avatar: ${avatarId}`);
  }
  return avatar;
}

function createAvatar(
  name: string,
  gender: Gender,
  voiceId: string,
  skinWeights: readonly number[],
): Avatar {
  const id = slugify(name);
  const random = createRandom(hashString(`${id}/${voiceId}`));
  const pitchBase = gender === 'female' ? 46 : 36;
  return {
    id,
    name,
    gender,
    voiceId,
    voicePitch: pitchBase + Math.floor(random() * 18),
    style: createStyle(random, gender, voiceId, pickWeighted(random, SKIN_GROUPS, skinWeights)),
  };
}

function createStyle(
  random: () => number,
  gender: Gender,
  voiceId: string,
  skin: SkinGroup,
): AvatarStyle {
  const isTextured = (skin === 'deep' || skin === 'tan') && random() < 0.6;
  const wearsHijab = gender === 'female' && random() < (HIJAB_SHARE[voiceId] ?? 0);
  const hairStyle: HairStyle = wearsHijab
    ? 'hijab'
    : pick(
        random,
        isTextured ? TEXTURED_HAIR[gender] : gender === 'female' ? FEMALE_HAIR : MALE_HAIR,
      );
  // hair and eyes follow the region, not only the skin: no blond presenters for Korean voices
  const colouring = DARK_HAIRED_VOICES.has(voiceId) && skin === 'light' ? 'medium' : skin;
  const isGrey = gender === 'male' && random() < (hairStyle === 'bald' ? 0.4 : 0.08);
  const scene = pick(random, SCENE_GRADIENTS);
  const outfitColor = pickDistinct(random, OUTFIT_COLORS, scene[1]);
  const outfit = pick(random, OUTFITS);
  return {
    skinTone: pick(random, SKIN_TONES[skin]),
    faceShape: pick(random, ['oval', 'oval', 'round', 'square'] as const),
    eyeColor: pick(random, EYE_COLORS[colouring]),
    hairStyle,
    hairColor: isGrey ? GREY_HAIR : pick(random, HAIR_COLORS[colouring]),
    outfit,
    outfitColor,
    accentColor: wearsHijab
      ? pickDistinct(random, HIJAB_COLORS, outfitColor)
      : pick(random, SHIRT_COLORS),
    glasses: random() < 0.25 ? pick(random, ['round', 'rectangle'] as const) : 'none',
    glassesColor: pick(random, GLASSES_COLORS),
    earrings:
      gender === 'female' && EAR_BARING.includes(hairStyle) && random() < 0.7
        ? pick(random, ['studs', 'hoops'] as const)
        : 'none',
    facialHair: gender === 'male' ? pick(random, FACIAL_HAIR) : 'none',
    backgroundColor: pick(random, BACKGROUND_COLORS),
    sceneColors: scene,
  };
}

/** A colour from the list that is not too close to `avoid`, so clothes stand out from the set. */
function pickDistinct(random: () => number, colors: readonly string[], avoid: string): string {
  const candidates = colors.filter((color) => colorDistance(color, avoid) > 90);
  return pick(random, candidates.length ? candidates : colors);
}

function pickWeighted<T>(random: () => number, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random() * total;
  for (let index = 0; index < items.length; index += 1) {
    roll -= weights[index] ?? 0;
    if (roll < 0) {
      return items[index] as T;
    }
  }
  return items[0] as T;
}

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
