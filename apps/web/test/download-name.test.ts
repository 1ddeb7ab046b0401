import { describe, expect, it } from 'vitest';
import { downloadName } from '../src/utils/download-name';

describe('downloadName', () => {
  it('names a download after its topic, in lower case with hyphens', () => {
    expect(downloadName('Why small teams ship faster', 'mp4')).toBe(
      'why-small-teams-ship-faster.mp4',
    );
  });

  it('drops accents and punctuation, and joins runs of them into one hyphen', () => {
    expect(downloadName('  Café — crème brûlée?!  ', 'png')).toBe('cafe-creme-brulee.png');
    expect(downloadName("Tom's 3 tips: calmer mornings", 'mp4')).toBe(
      'tom-s-3-tips-calmer-mornings.mp4',
    );
  });

  it('keeps letters of any script', () => {
    expect(downloadName('Привет мир', 'mp4')).toBe('привет-мир.mp4');
    expect(downloadName('東京の夜景', 'png')).toBe('東京の夜景.png');
  });

  it('keeps at most eight words, so a long prompt makes a sensible name', () => {
    expect(downloadName('one two three four five six seven eight nine ten eleven', 'png')).toBe(
      'one-two-three-four-five-six-seven-eight.png',
    );
  });

  it('falls back to the product name when nothing usable is left', () => {
    expect(downloadName(null, 'mp4')).toBe('orato.mp4');
    expect(downloadName(undefined, 'png')).toBe('orato.png');
    expect(downloadName('  ?!… ', 'mp4')).toBe('orato.mp4');
  });
});
