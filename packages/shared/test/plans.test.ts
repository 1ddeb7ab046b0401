import { describe, expect, it } from 'vitest';
import { periodEnd } from '../src/domain/plans';

describe('periodEnd', () => {
  it('ends a monthly period one calendar month later, in UTC', () => {
    expect(periodEnd(new Date('2026-11-24T10:00:00Z'), 'monthly')).toEqual(
      new Date('2026-12-24T10:00:00Z'),
    );
    expect(periodEnd(new Date('2026-12-15T00:00:00Z'), 'monthly')).toEqual(
      new Date('2027-01-15T00:00:00Z'),
    );
  });

  it('ends a yearly period one calendar year later', () => {
    expect(periodEnd(new Date('2026-11-24T10:00:00Z'), 'yearly')).toEqual(
      new Date('2027-11-24T10:00:00Z'),
    );
  });

  it('leaves the start untouched', () => {
    const start = new Date('2026-01-10T00:00:00Z');
    periodEnd(start, 'monthly');
    expect(start.toISOString()).toBe('2026-01-10T00:00:00.000Z');
  });
});
