import { describe, expect, it } from 'vitest';
import { planCollage, type Cell, type GridLayout } from '../../src/image/collage-layout';
import type { CropShape } from '../../src/image/image.types';

const overlaps = (a: Cell, b: Cell) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('planCollage', () => {
  it('puts four images in a 1024×1024 two-by-two grid with equal gutters', () => {
    const frame = planCollage('grid', 4, null);
    expect([frame.width, frame.height]).toEqual([1024, 1024]);
    const { gutter } = frame;
    expect(frame.cells.map(({ left, top }) => [left, top])).toEqual([
      [gutter, gutter],
      [frame.width / 2 + gutter / 2, gutter],
      [gutter, frame.height / 2 + gutter / 2],
      [frame.width / 2 + gutter / 2, frame.height / 2 + gutter / 2],
    ]);
  });

  it('features the first of three images', () => {
    const [main, ...rest] = planCollage('grid', 3, null).cells;
    for (const cell of rest) {
      expect(main?.width ?? 0).toBeGreaterThan(cell.width);
    }
  });

  const layouts: GridLayout[] = ['grid', 'row', 'column', 'collage', 'blend'];
  const crops: (CropShape | null)[] = [null, 'square', 'portrait', 'landscape', 'story'];
  for (const layout of layouts) {
    for (const count of [2, 3, 4]) {
      it(`${layout} of ${count}: one cell per image, inside the canvas`, () => {
        for (const crop of crops) {
          const frame = planCollage(layout, count, crop, 7);
          expect(frame.cells).toHaveLength(count);
          for (const cell of frame.cells) {
            expect(cell.left).toBeGreaterThanOrEqual(0);
            expect(cell.top).toBeGreaterThanOrEqual(0);
            expect(cell.left + cell.width).toBeLessThanOrEqual(frame.width);
            expect(cell.top + cell.height).toBeLessThanOrEqual(frame.height);
          }
          if (layout === 'grid' || layout === 'row' || layout === 'column') {
            frame.cells.forEach((cell, index) =>
              frame.cells
                .slice(index + 1)
                .forEach((other) => expect(overlaps(cell, other)).toBe(false)),
            );
          }
        }
      });
    }
  }

  it('lets a crop shape set the canvas', () => {
    expect(planCollage('grid', 2, 'square')).toMatchObject({ width: 1024, height: 1024 });
    expect(planCollage('row', 3, 'story')).toMatchObject({ width: 720, height: 1280 });
  });

  it('lines up a row left to right and a column top to bottom', () => {
    const row = planCollage('row', 3, null).cells;
    expect(row.map((cell) => cell.top)).toEqual([row[0]?.top, row[0]?.top, row[0]?.top]);
    const column = planCollage('column', 3, null).cells;
    expect(column.map((cell) => cell.left)).toEqual([
      column[0]?.left,
      column[0]?.left,
      column[0]?.left,
    ]);
  });

  it('turns scattered prints a little, the same way for the same seed', () => {
    const cells = planCollage('collage', 4, null, 42).cells;
    expect(cells.every((cell) => cell.angle !== 0 && Math.abs(cell.angle) <= 7)).toBe(true);
    expect(planCollage('collage', 4, null, 42).cells).toEqual(cells);
  });
});
