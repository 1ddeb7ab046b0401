import { describe, expect, it } from 'vitest';
import { buildCaptionSvg, layoutCaption, textWidth, wrapText } from '../../src/image/image-caption';

describe('caption layout', () => {
  it('wraps words to the width and keeps every word', () => {
    const text = 'the quick brown fox jumps over the lazy dog';
    const lines = wrapText(text, 40, 300);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines.filter((entry) => entry.includes(' '))) {
      expect(textWidth(line, 40)).toBeLessThanOrEqual(300);
    }
  });

  it('shrinks long captions to fit three lines', () => {
    const short = layoutCaption('Hello', 1024, 1024);
    const long = layoutCaption('word '.repeat(40).trim(), 1024, 1024);
    expect(short.lines).toEqual(['Hello']);
    expect(long.fontSize).toBeLessThan(short.fontSize);
    expect(long.lines.length).toBeLessThanOrEqual(3);
  });

  it('escapes markup in the text and names only the shipped fonts', () => {
    const { svg } = buildCaptionSvg('<b>Tom & "Jerry"</b>', 800, 600);
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#38;');
    expect(svg).toMatch(/font-family="[^"]*Inter/);
  });
});
