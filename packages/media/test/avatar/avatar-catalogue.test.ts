import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it, vi } from 'vitest';
import { getAvatar, listAvatars } from '../../src/avatar/avatar-catalogue';
import { renderAvatarSvg } from '../../src/avatar/avatar-svg';
import { renderAvatarThumbnail } from '../../src/avatar/avatar-thumbnail';
import type { MouthShape } from '../../src/avatar/avatar.types';
import { isKnownVoice } from '../../src/speech/voices';

describe('avatar catalogue', () => {
  const avatars = listAvatars();

  it('has at least 120 avatars with unique ids and names, women and men', () => {
    expect(avatars.length).toBeGreaterThanOrEqual(120);
    expect(new Set(avatars.map((avatar) => avatar.id)).size).toBe(avatars.length);
    expect(new Set(avatars.map((avatar) => avatar.name)).size).toBe(avatars.length);
    expect(avatars.filter((avatar) => avatar.gender === 'female').length).toBeGreaterThanOrEqual(
      50,
    );
    expect(avatars.filter((avatar) => avatar.gender === 'male').length).toBeGreaterThanOrEqual(50);
    avatars.forEach((avatar) => expect(avatar.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/));
  });

  it('gives every avatar a voice from the voice catalogue', () => {
    avatars.forEach((avatar) => expect(isKnownVoice(avatar.voiceId), avatar.id).toBe(true));
    expect(getAvatar('amelie')).toMatchObject({
      name: 'Amélie',
      gender: 'female',
      voiceId: 'fr-fr',
    });
  });

  it('varies skin, hair, clothes and accessories', () => {
    const count = (pick: (style: (typeof avatars)[number]['style']) => string) =>
      new Set(avatars.map((avatar) => pick(avatar.style))).size;
    expect(count((style) => style.skinTone)).toBeGreaterThanOrEqual(8);
    expect(count((style) => style.hairStyle)).toBeGreaterThanOrEqual(12);
    expect(count((style) => style.hairColor)).toBeGreaterThanOrEqual(8);
    expect(count((style) => style.outfitColor)).toBeGreaterThanOrEqual(10);
    expect(count((style) => style.glasses)).toBe(3);
    expect(count((style) => style.facialHair)).toBe(5);
    expect(count((style) => style.earrings)).toBe(3);
    avatars
      .filter((avatar) => avatar.gender === 'female')
      .forEach((avatar) => expect(avatar.style.facialHair).toBe('none'));
  });

  it('is the same list on every load', async () => {
    vi.resetModules();
    const fresh = await import('../../src/avatar/avatar-catalogue');
    expect(fresh.listAvatars()).not.toBe(avatars);
    expect(fresh.listAvatars()).toEqual(avatars);
  });

  it('draws every hair style in every pose as valid SVG', () => {
    const onePerHairStyle = new Map(avatars.map((avatar) => [avatar.style.hairStyle, avatar]));
    for (const avatar of onePerHairStyle.values()) {
      for (const mouth of [0, 1, 2, 3] as MouthShape[]) {
        for (const eyesOpen of [true, false]) {
          const svg = renderAvatarSvg(avatar, { mouth, eyesOpen, size: 32 });
          expect(new Resvg(svg).render().width).toBe(32);
        }
      }
    }
  });

  it('renders each thumbnail once as a 256×256 PNG', async () => {
    const thumbnails = await Promise.all(avatars.map((avatar) => renderAvatarThumbnail(avatar)));
    for (const png of thumbnails) {
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([256, 256]);
    }
    const first = avatars[0];
    expect(first && (await renderAvatarThumbnail(first))).toBe(thumbnails[0]);
  });
});
