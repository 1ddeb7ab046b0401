import { VIDEO_ASPECTS, VIDEO_RESOLUTIONS, type VideoFormat } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import {
  avatarLayout,
  FACE_UNITS,
  figureBox,
  headHoldsUnits,
} from '../../src/avatar/avatar-layout';
import type { Box } from '../../src/frames/talking-frame.types';
import { captionBoxOf, layoutWordCaption } from '../../src/captions/caption-art';
import { buildWordCaptionCues } from '../../src/captions/captions';
import type { WordTiming } from '../../src/speech/speech-timing';

const FORMATS: VideoFormat[] = VIDEO_ASPECTS.flatMap((aspect) =>
  VIDEO_RESOLUTIONS.map((resolution) => ({ aspect, resolution })),
);
const SIZES: Record<string, [number, number]> = {
  '16:9 720p': [1280, 720],
  '16:9 1080p': [1920, 1080],
  '9:16 720p': [720, 1280],
  '9:16 1080p': [1080, 1920],
  '1:1 720p': [720, 720],
  '1:1 1080p': [1080, 1080],
};

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1e-6 &&
  inner.y >= outer.y - 1e-6 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-6 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-6;

/** Timed words for a text, each a quarter second, as the speech engines give them. */
function timed(text: string): WordTiming[] {
  return [...text.matchAll(/\S+/g)].map((match, index) => ({
    text: match[0].replace(/[.,!?]$/, ''),
    offset: match.index,
    start: index * 0.25,
    end: index * 0.25 + 0.22,
    isPhraseEnd: /,$/.test(match[0]),
    isSentenceEnd: /[.!?]$/.test(match[0]),
  }));
}

describe.each(FORMATS)('the talking-head layout at $aspect $resolution', (format) => {
  const layout = avatarLayout(format);
  const { frame, pixels, design } = layout;
  const frameBox = { x: 0, y: 0, width: frame.width, height: frame.height };

  it('is exactly the platform size', () => {
    expect([frame.width, frame.height]).toEqual(SIZES[`${format.aspect} ${format.resolution}`]);
  });

  it('keeps the face whole, inside the frame and the safe area, above the captions', () => {
    expect(inside(pixels.face, frameBox)).toBe(true);
    expect(inside(pixels.face, pixels.safe)).toBe(true);
    expect(pixels.face.y + pixels.face.height).toBeLessThanOrEqual(pixels.captionBand.top);
    // a presenter, not a thumbnail: the face is at least a fifth of the frame's height
    expect(pixels.face.height).toBeGreaterThan(frame.height / 5);
  });

  it('moves the whole head (hair to beard) in its layer, on even pixels', () => {
    expect(headHoldsUnits(design)).toBe(true);
    const headFace = figureBox(design, FACE_UNITS);
    expect(inside(headFace, design.head)).toBe(true);
    for (const value of [pixels.head.x, pixels.head.y, pixels.head.width, pixels.head.height]) {
      expect(Math.abs(value % 2)).toBe(0);
    }
    expect(pixels.captionBand.top % 2).toBe(0);
    expect(pixels.captionBand.height % 2).toBe(0);
  });

  it('keeps captions of both styles in the safe area: off the right-hand buttons and the bottom fifth', () => {
    const script =
      'Welcome to Orato, where a short script becomes a finished video. Extraordinarily long words stay readable.';
    const words = buildWordCaptionCues(script, timed(script), 30, design.word.limits);
    const classic = [
      { start: 0, end: 1, text: 'A caption as long as the classic style lets a line run on' },
      { start: 1, end: 2, text: 'Short' },
    ];
    const band = {
      x: 0,
      y: design.captionBand.top,
      width: design.width,
      height: design.captionBand.height,
    };
    for (const cue of [...words, ...classic]) {
      const box = captionBoxOf(cue, design);
      expect(inside(box, design.safe)).toBe(true);
      expect(inside(box, band)).toBe(true);
    }
    if (format.aspect !== '16:9') {
      expect(design.safe.x + design.safe.width).toBeLessThanOrEqual(design.width * 0.85);
      expect(design.safe.y + design.safe.height).toBeLessThanOrEqual(design.height * 0.8);
    }
  });
});

describe('word captions', () => {
  it('show two to four words at a time, one cue per word, the spoken one highlighted, without gaps', () => {
    const script = 'Keep your sentences short and clear. People listen more than they read.';
    const cues = buildWordCaptionCues(script, timed(script), 4, { maxWidth: 20, maxWords: 3 });
    expect(cues).toHaveLength(12);
    for (const cue of cues) {
      expect(cue.words.length).toBeGreaterThanOrEqual(1);
      expect(cue.words.length).toBeLessThanOrEqual(3);
      expect(cue.text).toBe(cue.words.join(' '));
    }
    expect(cues.slice(0, 3).map((cue) => [cue.words.join(' '), cue.active])).toEqual([
      ['Keep your sentences', 0],
      ['Keep your sentences', 1],
      ['Keep your sentences', 2],
    ]);
    // no group runs across a sentence's end
    expect(cues.some((cue) => cue.text.includes('clear. People'))).toBe(false);
    cues.slice(1).forEach((cue, index) => {
      expect(cue.start).toBeCloseTo(cues[index]!.end, 6);
    });
    expect(cues[4]!.start).toBeCloseTo(1, 6);
  });

  it('lays out large words centred on the caption line, wrapping and then shrinking to fit', () => {
    const design = avatarLayout({ aspect: '9:16', resolution: '720p' }).design;
    const layout = layoutWordCaption(['Keep', 'your', 'sentences'], [150, 130, 290], 1, design);
    expect(layout.fontSize).toBe(design.word.fontSize);
    const rows = new Set(layout.words.map((word) => word.y));
    expect(rows.size).toBe(2);
    expect(layout.words.filter((word) => word.isSpoken).map((word) => word.text)).toEqual(['your']);
    const wide = layoutWordCaption(['Incomprehensibilities'], [1400], 0, design);
    expect(wide.fontSize).toBeLessThan(design.word.fontSize);
    expect(wide.box.width).toBeLessThanOrEqual(design.word.maxTextWidth + wide.fontSize);
    const rightToLeft = layoutWordCaption(['a', 'b'], [100, 100], 0, design, true);
    expect(rightToLeft.words[0]!.text).toBe('b');
    expect(rightToLeft.words[0]!.x).toBeLessThan(rightToLeft.words[1]!.x);
  });
});
