import { describe, expect, it } from 'vitest';

import {
  axisTicks,
  labelIndexes,
  nearestIndex,
  niceMax,
} from '../src/features/admin/utils/chart-scale';

describe('chart scale', () => {
  it('rounds the top of an axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(210)).toBe(250);
    expect(niceMax(0.034)).toBeCloseTo(0.05);
    expect(niceMax(5000)).toBe(5000);
    expect(axisTicks(250)).toEqual([0, 62.5, 125, 187.5, 250]);
  });

  it('labels the first and last day and spaced days between, never two crowded at the end', () => {
    expect(labelIndexes(30, 7)).toEqual([0, 7, 14, 21, 29]);
    expect(labelIndexes(30, 10)).toEqual([0, 10, 20, 29]);
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
