// Issue #38: the per-process read cache stays within its bounds, however many users read.
import { describe, expect, it } from 'vitest';
import { ReadCache, type ChangeSource } from '../../src/lib/read-cache';

/** A feed that is always live and current, and tells of a change when the test says so. */
function liveFeed() {
  const listeners = new Set<(userId: string | undefined) => void>();
  const feed: ChangeSource = {
    live: true,
    current: true,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { feed, change: (userId?: string) => listeners.forEach((listener) => listener(userId)) };
}

/** A value whose JSON is `size` bytes long. */
const ofSize = (size: number) => 'x'.repeat(size - 2);

const keepNow = (cache: ReadCache, userId: string, key: string, value: unknown) =>
  cache.keep(cache.mark(), userId, key, value);

describe('ReadCache', () => {
  it('keeps what is read until the user changes', () => {
    const { feed, change } = liveFeed();
    const cache = new ReadCache(feed);
    keepNow(cache, 'ann', 'user', { credits: 10 });
    expect(cache.get('ann', 'user')).toEqual({ credits: 10 });
    change('ann');
    expect(cache.get('ann', 'user')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('does not keep a read that began before its user changed', () => {
    const { feed, change } = liveFeed();
    const cache = new ReadCache(feed);
    const mark = cache.mark();
    change('ann');
    cache.keep(mark, 'ann', 'user', { credits: 10 });
    expect(cache.get('ann', 'user')).toBeUndefined();
  });

  it('drops the least recently used users once their values pass the byte budget', () => {
    const { feed } = liveFeed();
    const cache = new ReadCache(feed, { maxBytes: 3_000 });
    keepNow(cache, 'ann', 'page', ofSize(1_000));
    keepNow(cache, 'bob', 'page', ofSize(1_000));
    keepNow(cache, 'cid', 'page', ofSize(1_000));
    expect(cache.bytes).toBe(3_000);
    // ann read again: bob is now the least recently used, and goes when dan arrives
    expect(cache.get('ann', 'page')).toBeDefined();
    keepNow(cache, 'dan', 'page', ofSize(1_000));
    expect(cache.get('bob', 'page')).toBeUndefined();
    expect(cache.get('ann', 'page')).toBeDefined();
    expect(cache.get('dan', 'page')).toBeDefined();
    expect(cache.bytes).toBe(3_000);
  });

  it('counts a replaced entry once, and never keeps one bigger than the budget', () => {
    const { feed } = liveFeed();
    const cache = new ReadCache(feed, { maxBytes: 2_000 });
    keepNow(cache, 'ann', 'page', ofSize(800));
    keepNow(cache, 'ann', 'page', ofSize(900));
    expect(cache.bytes).toBe(900);
    keepNow(cache, 'bob', 'page', ofSize(2_001));
    expect(cache.get('bob', 'page')).toBeUndefined();
    expect(cache.bytes).toBe(900);
  });

  it('keeps at most maxUsers users', () => {
    const { feed } = liveFeed();
    const cache = new ReadCache(feed, { maxUsers: 2 });
    for (const userId of ['ann', 'bob', 'cid']) {
      keepNow(cache, userId, 'user', { userId });
    }
    expect(cache.get('ann', 'user')).toBeUndefined();
    expect(cache.get('bob', 'user')).toEqual({ userId: 'bob' });
    expect(cache.get('cid', 'user')).toEqual({ userId: 'cid' });
  });

  it('forgets everything, and its size, when the feed was lost', () => {
    const { feed, change } = liveFeed();
    const cache = new ReadCache(feed);
    keepNow(cache, 'ann', 'user', { credits: 1 });
    change(undefined);
    expect(cache.get('ann', 'user')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
