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
  /** Its size as JSON, what the budget counts. */
  bytes: number;
}

/** One user's entries and their size together. */
interface UserEntries {
  entries: Map<string, Entry>;
  bytes: number;
}

export interface ReadMark {
  sequence: number;
  epoch: number;
  at: number;
}

export interface ReadCacheOptions {
  /** How many users' reads are kept; the least recently used go first. */
  maxUsers?: number;
  /**
   * How much is kept, counted as the values' JSON size (the heap holds some two to three times
   * that); the least recently used users go first. A library page is ~10 KB of JSON, so a count
   * of users alone would let a busy server's memory grow by a gigabyte.
   */
  maxBytes?: number;
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
  readonly #users = new Map<string, UserEntries>();
  #bytes = 0;
  /** The sequence number of each user's last change: a read begun before it is not kept. */
  readonly #versions = new Map<string, number>();
  /** Bumped when everything is forgotten. */
  #epoch = 0;
  #sequence = 0;
  readonly #maxUsers: number;
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor(
    private readonly feed: ChangeSource,
    options: ReadCacheOptions = {},
  ) {
    this.#maxUsers = options.maxUsers ?? 10_000;
    this.#maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
    this.#now = options.now ?? Date.now;
    feed.subscribe((userId) => (userId === undefined ? this.forgetAll() : this.forgetUser(userId)));
  }

  /** A fresh entry of the user's, or undefined. */
  get<T>(userId: string, key: string, maxAgeMs = this.#maxAgeMs): T | undefined {
    if (!this.feed.current) {
      return undefined;
    }
    const user = this.#users.get(userId);
    const entry = user?.entries.get(key);
    if (!user || !entry) {
      return undefined;
    }
    if (this.#now() - entry.at >= Math.min(maxAgeMs, this.#maxAgeMs)) {
      this.#drop(user, key, entry);
      return undefined;
    }
    // the most recently used user moves to the end, last to be dropped
    this.#users.delete(userId);
    this.#users.set(userId, user);
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
    const bytes = JSON.stringify(value)?.length ?? 0;
    if (bytes > this.#maxBytes) {
      return;
    }
    let user = this.#users.get(userId);
    if (!user) {
      user = { entries: new Map(), bytes: 0 };
      this.#users.set(userId, user);
    }
    const replaced = user.entries.get(key);
    if (replaced) {
      this.#drop(user, key, replaced);
    }
    user.entries.set(key, { value, at: mark.at, bytes });
    user.bytes += bytes;
    this.#bytes += bytes;
    this.#trim(userId);
  }

  /** Drops the least recently used users (never `keeping`) until within both bounds. */
  #trim(keeping: string): void {
    for (const [userId, user] of this.#users) {
      if (this.#users.size <= this.#maxUsers && this.#bytes <= this.#maxBytes) {
        return;
      }
      if (userId !== keeping) {
        this.#forget(userId, user);
      }
    }
  }

  #drop(user: UserEntries, key: string, entry: Entry): void {
    user.entries.delete(key);
    user.bytes -= entry.bytes;
    this.#bytes -= entry.bytes;
  }

  #forget(userId: string, user: UserEntries): void {
    this.#users.delete(userId);
    this.#bytes -= user.bytes;
  }

  /** What is kept, as JSON bytes. */
  get bytes(): number {
    return this.#bytes;
  }

  forgetUser(userId: string): void {
    const user = this.#users.get(userId);
    if (user) {
      this.#forget(userId, user);
    }
    if (this.#versions.size >= this.#maxUsers) {
      // a read on its way for any user then finds the epoch moved, and keeps nothing
      this.forgetAll();
    }
    this.#versions.set(userId, ++this.#sequence);
  }

  forgetAll(): void {
    this.#users.clear();
    this.#bytes = 0;
    this.#versions.clear();
    this.#epoch += 1;
  }
}
