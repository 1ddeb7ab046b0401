/** What tells the cache of changes (the database's change feed). */
export interface ChangeSource {
  /** Changes are being heard: a read may be remembered. */
  readonly live: boolean;
  /** Live, and past this process's own writes: a remembered read may answer. */
  readonly current: boolean;
  /** `undefined`: anything may have changed. */
  subscribe(listener: (userId: string | undefined) => void): () => void;
}

interface Entry {
  value: unknown;
  /** Clock time it was read, in ms. */
  at: number;
}

export interface ReadMark {
  sequence: number;
  epoch: number;
  at: number;
}

export interface ReadCacheOptions {
  /** How many users' reads are kept; the least recently used go first. */
  maxUsers?: number;
  /** An upper bound on any entry's age, whatever the feed says. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * What this process has read for each user (their session, account, library pages), answered
 * without the database until the change feed says that user changed. Serves only while the feed
 * is current (live, and past this process's own writes); a read that was on its way when a change
 * arrived is used once but not kept.
 */
export class ReadCache {
  /** By user, least recently used first (a Map keeps insertion order). */
  readonly #users = new Map<string, Map<string, Entry>>();
  /** The sequence number of each user's last change: a read begun before it is not kept. */
  readonly #versions = new Map<string, number>();
  /** Bumped when everything is forgotten. */
  #epoch = 0;
  #sequence = 0;
  readonly #maxUsers: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor(
    private readonly feed: ChangeSource,
    options: ReadCacheOptions = {},
  ) {
    this.#maxUsers = options.maxUsers ?? 10_000;
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
    this.#now = options.now ?? Date.now;
    feed.subscribe((userId) => (userId === undefined ? this.forgetAll() : this.forgetUser(userId)));
  }

  /** A fresh entry of the user's, or undefined. */
  get<T>(userId: string, key: string, maxAgeMs = this.#maxAgeMs): T | undefined {
    if (!this.feed.current) {
      return undefined;
    }
    const entries = this.#users.get(userId);
    const entry = entries?.get(key);
    if (!entries || !entry) {
      return undefined;
    }
    if (this.#now() - entry.at >= Math.min(maxAgeMs, this.#maxAgeMs)) {
      entries.delete(key);
      return undefined;
    }
    // the most recently used user moves to the end, last to be dropped
    this.#users.delete(userId);
    this.#users.set(userId, entries);
    return entry.value as T;
  }

  /** The entry, or what `load` reads, kept unless the user changed while it was being read. */
  async read<T>(
    userId: string,
    key: string,
    load: () => Promise<T>,
    maxAgeMs = this.#maxAgeMs,
  ): Promise<T> {
    const cached = this.get<T>(userId, key, maxAgeMs);
    if (cached !== undefined) {
      return cached;
    }
    const mark = this.mark();
    const value = await load();
    this.keep(mark, userId, key, value);
    return value;
  }

  /** Taken before a read: `keep` then refuses it if its user changed after this moment. */
  mark(): ReadMark {
    return { sequence: this.#sequence, epoch: this.#epoch, at: this.#now() };
  }

  keep(mark: ReadMark, userId: string, key: string, value: unknown): void {
    const changed =
      !this.feed.live ||
      mark.epoch !== this.#epoch ||
      (this.#versions.get(userId) ?? 0) > mark.sequence;
    if (changed) {
      return;
    }
    let entries = this.#users.get(userId);
    if (!entries) {
      if (this.#users.size >= this.#maxUsers) {
        this.#users.delete(this.#users.keys().next().value!);
      }
      entries = new Map();
      this.#users.set(userId, entries);
    }
    entries.set(key, { value, at: mark.at });
  }

  forgetUser(userId: string): void {
    this.#users.delete(userId);
    if (this.#versions.size >= this.#maxUsers) {
      // a read on its way for any user then finds the epoch moved, and keeps nothing
      this.forgetAll();
    }
    this.#versions.set(userId, ++this.#sequence);
  }

  forgetAll(): void {
    this.#users.clear();
    this.#versions.clear();
    this.#epoch += 1;
  }
}
