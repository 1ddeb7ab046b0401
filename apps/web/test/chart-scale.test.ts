import { describe, expect, it } from 'vitest';

import { axisTicks, labelIndexes, nearestIndex } from '../src/features/admin/utils/chart-scale';

describe('chart scale', () => {
  it('steps the axis by 1, 2 or 5 times a power of ten, up to the largest value or above', () => {
    expect(axisTicks(22)).toEqual([0, 10, 20, 30]);
    expect(axisTicks(2000)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(axisTicks(0.2)).toEqual([0, 0.05, 0.1, 0.15, 0.2]);
    expect(axisTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(axisTicks(0)).toEqual([0, 0.5, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('keeps whole steps for counts', () => {
    expect(axisTicks(2, { whole: true })).toEqual([0, 1, 2]);
    expect(axisTicks(0, { whole: true })).toEqual([0, 1]);
  });

  it('labels the first and last day and spaced days between, never two crowded at the end', () => {
    expect(labelIndexes(30, 7)).toEqual([0, 7, 14, 21, 29]);
    expect(labelIndexes(30, 10)).toEqual([0, 10, 20, 29]);
    expect(labelIndexes(30, 2)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 29]);
    expect(labelIndexes(29, 7)).toEqual([0, 7, 14, 21, 28]);
    expect(labelIndexes(24, 7)).toEqual([0, 7, 14, 23]);
    expect(labelIndexes(0, 7)).toEqual([]);
  });

  it('finds the day under the pointer, within the chart', () => {
    expect(nearestIndex(0, 290, 30)).toBe(0);
    expect(nearestIndex(150, 290, 30)).toBe(15);
    expect(nearestIndex(400, 290, 30)).toBe(29);
    expect(nearestIndex(-5, 290, 30)).toBe(0);
  });
});
