import { describe, expect, it } from 'vitest';
import { wordCuesFromLines } from '../src/captions/captions';
import { cameraCanvas, cameraWindow } from '../src/storyboard/ken-burns';
import { bubblePlacement, bubbleSize } from '../src/storyboard/storyboard-bubble';
import { pictureFit, placedBox, storyboardFrame } from '../src/storyboard/storyboard-layout';
import { buildComposeFilterGraph } from '../src/storyboard/storyboard.args';

const vertical = storyboardFrame({ aspect: '9:16', resolution: '720p' });

describe('storyboard frames per shape', () => {
  it('fills the frame with pictures close to its shape and places the rest whole', () => {
    expect(pictureFit({ width: 1280, height: 720 }, vertical)).toBe('placed');
    expect(pictureFit({ width: 1080, height: 1920 }, vertical)).toBe('cover');
    expect(pictureFit({ width: 900, height: 1200 }, vertical)).toBe('cover');
    expect(pictureFit({ width: 1024, height: 768 }, storyboardFrame())).toBe('cover');
    expect(pictureFit({ width: 720, height: 1280 }, storyboardFrame())).toBe('placed');
    expect(placedBox({ width: 1920, height: 1080 }, { width: 1080, height: 1920 })).toEqual({
      x: 0,
      y: 656,
      width: 1080,
      height: 608,
    });
  });

  it('places a landscape clip over a quarter-size blurred copy of itself, scaled whole, not stretched', () => {
    const graph = buildComposeFilterGraph({
      narrationPath: '/w/narration.mp4',
      source: {
        kind: 'clip',
        path: '/w/clip.mp4',
        loops: 0,
        stretch: 1,
        placed: placedBox({ width: 1280, height: 720 }, vertical),
      },
      frames: 50,
      frame: vertical,
      outputPath: '/w/scene.mp4',
    });
    expect(graph).toContain('[1:v]split=2[fill1][whole1]');
    expect(graph).toContain(
      'scale=180:320:force_original_aspect_ratio=increase,crop=180:320,boxblur',
    );
    expect(graph).toContain('[whole1]scale=720:406,setsar=1[placed1]');
    expect(graph).toContain('[blurred1][placed1]overlay=0:438');
    expect(graph).not.toContain('crop=720:1280');
  });

  it('keeps the bubble in the safe area of a vertical frame, scaled and even at 1080p', () => {
    const frame = storyboardFrame({ aspect: '9:16', resolution: '1080p' });
    const size = bubbleSize(frame);
    expect(size).toEqual({ diameter: 238, margin: 30 });
    const place = bubblePlacement(frame);
    const { safe } = frame.layout.pixels;
    const face = { x: place.x + place.margin, y: place.y + place.margin };
    expect(face.x).toBeGreaterThanOrEqual(safe.x - 1);
    expect(face.y).toBeGreaterThanOrEqual(safe.y - 1);
    expect(face.x + place.diameter).toBeLessThanOrEqual(safe.x + safe.width);
    expect(face.y + place.diameter).toBeLessThan(frame.layout.pixels.captionBand.top);
    expect(bubblePlacement()).toEqual({ diameter: 158, margin: 20, x: 1062, y: 502 });
  });

  it('tilts rather than pans over a tall still', () => {
    const canvas = cameraCanvas(vertical);
    expect(canvas).toEqual({ width: 828, height: 1472 });
    const [start, end] = [
      cameraWindow('pan-right', 0, canvas),
      cameraWindow('pan-right', 1, canvas),
    ];
    expect(start.x).toBeCloseTo(end.x, 6);
    expect(end.y - start.y).toBeGreaterThan(100);
    expect(start.height / start.width).toBeCloseTo(1280 / 720, 2);
  });

  it('makes word captions from line captions, sharing each line’s time by word length', () => {
    const cues = wordCuesFromLines(
      [
        { start: 0, end: 2, text: 'Here is the sea.' },
        { start: 2, end: 3, text: 'Bye now!' },
      ],
      { maxWidth: 20, maxWords: 3 },
    );
    expect(cues.map((cue) => [cue.words.join(' '), cue.active])).toEqual([
      ['Here is the', 0],
      ['Here is the', 1],
      ['Here is the', 2],
      ['sea.', 0],
      ['Bye now!', 0],
      ['Bye now!', 1],
    ]);
    expect(cues[0]!.start).toBe(0);
    expect(cues[3]!.end).toBe(2);
    expect(cues[4]!.start).toBe(2);
    expect(cues.at(-1)!.end).toBe(3);
  });
});
