import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  formatContentRange,
  parseRangeHeader,
} from '../../src/lib/http-range';

describe('parseRangeHeader', () => {
  const size = 100;
  const cases: [string | undefined, ReturnType<typeof parseRangeHeader>][] = [
    [undefined, undefined],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-19', { start: 10, end: 19 }],
    ['bytes=99-99', { start: 99, end: 99 }],
    ['bytes=50-', { start: 50, end: 99 }],
    ['bytes=0-', { start: 0, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=90-1000', { start: 90, end: 99 }],
    ['bytes=0-99999999999999999999999', { start: 0, end: 99 }],
    ['BYTES = 5 - 6', { start: 5, end: 6 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=100-200', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=20-10', undefined],
    ['bytes=-', undefined],
    ['bytes=abc', undefined],
    ['bytes=1-2-3', undefined],
    ['bytes=0x10-20', undefined],
    ['items=0-9', undefined],
    ['', undefined],
    ['garbage', undefined],
    ['bytes=0-9,20-29', undefined],
    ['bytes=0-9, 200-300', undefined],
  ];

  it.each(cases)('%s → %j', (header, expected) => {
    expect(parseRangeHeader(header, size)).toEqual(expected);
  });

  it('finds nothing to serve in an empty object', () => {
    expect(parseRangeHeader('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRangeHeader('bytes=-5', 0)).toBe('unsatisfiable');
    expect(parseRangeHeader(undefined, 0)).toBeUndefined();
  });
});

describe('formatContentRange', () => {
  it('writes the served bytes and the whole size', () => {
    expect(formatContentRange({ start: 10, end: 19 }, 100)).toBe('bytes 10-19/100');
  });
});

describe('attachmentDisposition', () => {
  it('quotes a plain name', () => {
    expect(attachmentDisposition('clip.mp4')).toBe(
      `attachment; filename="clip.mp4"; filename*=UTF-8''clip.mp4`,
    );
  });

  it('keeps quotes, newlines and non-ASCII out of the quoted fallback', () => {
    const value = attachmentDisposition('a"b\\c\r\nd é.mp4');
    expect(value).toBe(
      `attachment; filename="a_b_c__d _.mp4"; filename*=UTF-8''a%22b%5Cc%0D%0Ad%20%C3%A9.mp4`,
    );
  });

  it('survives a lone surrogate', () => {
    expect(attachmentDisposition('x\uD800.png')).toContain(`filename*=UTF-8''x_.png`);
  });
});
