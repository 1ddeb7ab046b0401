/**
 * One batch at a time per key: an item submitted while its key's batch runs waits for the next
 * one, which takes every item that arrived meanwhile. A batch starts once the I/O already waiting
 * has been read (one turn of the event loop, no timer): an embedded database answers in the same
 * turn, so without that turn a burst's requests would reach it one at a time.
 *
 * `run` answers one outcome per item, in order: a value, or an Error for that item alone. A throw
 * from `run` fails every item of its batch.
 */
export class KeyedBatches<Item, Result> {
  private readonly waiting = new Map<string, Pending<Item, Result>[]>();
  private readonly running = new Set<string>();

  constructor(private readonly run: (key: string, items: Item[]) => Promise<(Result | Error)[]>) {}

  submit(key: string, item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const line = this.waiting.get(key) ?? [];
      line.push({ item, resolve, reject });
      this.waiting.set(key, line);
      if (!this.running.has(key)) {
        this.running.add(key);
        // after the I/O already waiting: requests that came in with this one join its batch
        setImmediate(() => {
          // `next` settles every item itself; should it ever fail, the key is at least freed
          this.next(key).catch(() => this.running.delete(key));
        });
      }
    });
  }

  private async next(key: string): Promise<void> {
    const batch = this.waiting.get(key);
    this.waiting.delete(key);
    if (!batch?.length) {
      this.running.delete(key);
      return;
    }
    this.running.add(key);
    try {
      const outcomes = await this.run(
        key,
        batch.map((pending) => pending.item),
      );
      batch.forEach((pending, index) => {
        const outcome = outcomes[index];
        if (index >= outcomes.length) {
          pending.reject(new Error('a batch answered fewer outcomes than it had items'));
        } else if (outcome instanceof Error) {
          pending.reject(outcome);
        } else {
          pending.resolve(outcome as Result);
        }
      });
    } catch (error) {
      batch.forEach((pending) => pending.reject(error));
    }
    await this.next(key);
  }
}

interface Pending<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}
