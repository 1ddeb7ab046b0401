import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import {
  assertValidObjectKey,
  isValidObjectKey,
  newObjectKey,
  OBJECT_KEY_MAX_LENGTH,
} from '../../src/lib/object-key';

describe('isValidObjectKey', () => {
  it.each([
    'a',
    'media/2026/11/0123456789abcdef0123456789abcdef.mp4',
    'avatars/voice_1/clip-2.v2.webm',
    '9/x',
    'a'.repeat(OBJECT_KEY_MAX_LENGTH),
  ])('accepts %s', (key) => {
    expect(isValidObjectKey(key)).toBe(true);
  });

  it.each([
    '',
    '/etc/passwd',
    '../etc/passwd',
    'media/../../etc/passwd',
    'media/..',
    'media/..x',
    'a..b',
    'media//x.mp4',
    'media/./x.mp4',
    'media/.hidden',
    'media/x.mp4/',
    '.meta',
    'Media/x.mp4',
    'media\\..\\x',
    'media/x y.mp4',
    'media/%2e%2e/x',
    'media/x.mp4\0',
    'média/x.mp4',
    '_x',
    '-x',
    'a'.repeat(OBJECT_KEY_MAX_LENGTH + 1),
  ])('refuses %j', (key) => {
    expect(isValidObjectKey(key)).toBe(false);
  });
});

describe('assertValidObjectKey', () => {
  it('returns a good key and throws BAD_REQUEST for a bad one', () => {
    expect(assertValidObjectKey('a/b.png')).toBe('a/b.png');
    expect(() => assertValidObjectKey('../x')).toThrow(AppError);
    try {
      assertValidObjectKey('../x');
    } catch (error) {
      expect((error as AppError).code).toBe('BAD_REQUEST');
    }
  });
});

describe('newObjectKey', () => {
  it('makes prefix/yyyy/mm/<32 hex>.<ext> in UTC', () => {
    const key = newObjectKey('videos', 'mp4', new Date('2026-03-31T23:30:00Z'));
    expect(key).toMatch(/^videos\/2026\/03\/[0-9a-f]{32}\.mp4$/);
    expect(isValidObjectKey(key)).toBe(true);
  });

  it('makes a different name each time', () => {
    expect(newObjectKey('images', 'png')).not.toBe(newObjectKey('images', 'png'));
  });

  it('tidies a leading dot, capitals and a trailing slash', () => {
    expect(newObjectKey('uploads/user-1/', '.PNG')).toMatch(
      /^uploads\/user-1\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/,
    );
  });

  it('refuses a bad prefix or extension', () => {
    expect(() => newObjectKey('../x', 'png')).toThrow();
    expect(() => newObjectKey('', 'png')).toThrow();
    expect(() => newObjectKey('images', 'p/ng')).toThrow();
    expect(() => newObjectKey('images', '')).toThrow();
  });
});
