import { describe, expect, it } from 'vitest';
import { isInlineSafe, mediaHeaders, presentMedia } from '../../src/modules/media/media.service';

describe('isInlineSafe', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'video/mp4', 'audio/mpeg', 'text/vtt'])(
    'shows %s inline',
    (type) => expect(isInlineSafe(type)).toBe(true),
  );

  it.each([
    'text/html',
    'image/svg+xml',
    'image/svg',
    'application/xhtml+xml',
    'application/javascript',
    'application/pdf',
    'text/plain',
    'application/octet-stream',
    'image/',
    '',
  ])('never shows %j inline', (type) => expect(isInlineSafe(type)).toBe(false));
});

describe('presentMedia', () => {
  it('keeps a safe type, dropping its parameters', () => {
    expect(presentMedia('Video/MP4; codecs="avc1"', 'a/b.mp4')).toEqual({
      contentType: 'video/mp4',
    });
    expect(presentMedia('text/vtt', 'a/b.vtt')).toEqual({ contentType: 'text/vtt; charset=utf-8' });
  });

  it('makes a safe type a download when asked', () => {
    expect(presentMedia('image/png', 'a/b.png', 'cat.png')).toEqual({
      contentType: 'image/png',
      disposition: `attachment; filename="cat.png"; filename*=UTF-8''cat.png`,
    });
  });

  it('makes anything else an octet-stream attachment named after the key', () => {
    expect(presentMedia('text/html; charset=utf-8', 'uploads/x.html')).toEqual({
      contentType: 'application/octet-stream',
      disposition: `attachment; filename="x.html"; filename*=UTF-8''x.html`,
    });
  });
});

describe('mediaHeaders', () => {
  it('describes a range of an object', () => {
    expect(
      mediaHeaders({
        key: 'v/a.mp4',
        info: { size: 1000, contentType: 'video/mp4' },
        range: { start: 100, end: 199 },
        cacheSeconds: 30,
      }),
    ).toEqual({
      'Content-Type': 'video/mp4',
      'Content-Length': '100',
      'Content-Range': 'bytes 100-199/1000',
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, max-age=30',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
