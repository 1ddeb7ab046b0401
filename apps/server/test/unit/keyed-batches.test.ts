import { describe, expect, it } from 'vitest';
import { KeyedBatches } from '../../src/lib/keyed-batches';

/** Batches that record what each run was given and answer each item doubled. */
function recorded(answer?: (item: number) => number | Error) {
  const runs: { key: string; items: number[] }[] = [];
  let release: (() => void) | undefined;
  const batches = new KeyedBatches<number, number>(async (key, items) => {
    runs.push({ key, items });
    if (items.includes(-1)) {
      // the first batch waits until told, so that later items find it running
      await new Promise<void>((resolve) => (release = resolve));
    }
    if (items.includes(-2)) {
      throw new Error('the batch failed');
    }
    return items.map((item) => (answer ? answer(item) : item * 2));
  });
  return { batches, runs, release: () => release?.() };
}

describe('KeyedBatches', () => {
  it('runs items submitted together as one batch per key', async () => {
    const { batches, runs } = recorded();
    const answers = await Promise.all([
      batches.submit('a', 1),
      batches.submit('b', 2),
      batches.submit('a', 3),
    ]);
    expect(answers).toEqual([2, 4, 6]);
    expect(runs).toEqual([
      { key: 'a', items: [1, 3] },
      { key: 'b', items: [2] },
    ]);
  });

  it('takes every item that came while a batch ran into the next one, in order', async () => {
    const { batches, runs, release } = recorded();
    const first = batches.submit('a', -1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([{ key: 'a', items: [-1] }]);
    const later = [batches.submit('a', 5), batches.submit('a', 6), batches.submit('a', 7)];
    await new Promise((resolve) => setImmediate(resolve));
    // still one batch at a time for the key
    expect(runs).toHaveLength(1);
    release();
    expect(await first).toBe(-2);
    expect(await Promise.all(later)).toEqual([10, 12, 14]);
    expect(runs).toEqual([
      { key: 'a', items: [-1] },
      { key: 'a', items: [5, 6, 7] },
    ]);
  });

  it('fails only the item whose outcome is an error, and a whole batch when its run throws', async () => {
    const { batches } = recorded((item) => (item === 3 ? new Error('three refused') : item));
    const outcomes = await Promise.allSettled([batches.submit('a', 1), batches.submit('a', 3)]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('three refused') },
    ]);
    const failed = await Promise.allSettled([batches.submit('a', 4), batches.submit('a', -2)]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    // the key is free again afterwards
    expect(await batches.submit('a', 8)).toBe(8);
  });
});
