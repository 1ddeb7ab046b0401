/** Thrown when a pool's waiting line is full: the caller answers "busy" instead of queueing. */
export class PoolFull extends Error {
  constructor() {
    super('work pool is full');
    this.name = 'PoolFull';
  }
}

/**
 * At most `size` pieces of work at once, and at most `maxWaiting` waiting for a turn, in arrival
 * order. Anything beyond that is refused at once, so a burst costs a quick refusal rather than
 * memory and minutes of waiting for everyone.
 */
export class WorkPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly size: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.size) {
      this.running += 1;
    } else if (this.waiting.length < this.maxWaiting) {
      // the finishing piece hands its turn straight over, so `running` stays counted
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw new PoolFull();
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) {
        next();
      } else {
        this.running -= 1;
      }
    }
  }
}

/** At most `limit` pieces of work in flight per key (per user), refused beyond that. */
export class InFlightLimit {
  private readonly counts = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** A release function, or undefined when `key` already has `limit` in flight. */
  tryEnter(key: string): (() => void) | undefined {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.limit) {
      return undefined;
    }
    this.counts.set(key, count + 1);
    let released = false;
    return () => {
      if (released) {
        return;
      }
      released = true;
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) {
        this.counts.set(key, left);
      } else {
        this.counts.delete(key);
      }
    };
  }
}
