import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel the database's triggers notify with the id of the user whose session, account,
 * credits or library changed (migration 0023): committed writes only, whichever process made them.
 */
export const CHANGES_CHANNEL = 'orato_changes';
const SETTLE_PREFIX = 'settle:';
const SETTLE_TIMEOUT_MS = 1000;
const QUERY_TIMEOUT_MS = 10_000;
const RECONNECT_MS = [250, 1000, 5000];
const HEARTBEAT_MS = 15_000;

/** `undefined`: anything may have changed (the feed was lost or regained). */
export type ChangeListener = (userId: string | undefined) => void;

/** Tells a process's caches what other processes (and this one) changed, as it commits. */
export interface ChangeFeed {
  /** True while every committed change is being heard; a read may be remembered only then. */
  readonly live: boolean;
  /**
   * True while live and every write this process made has been heard too: a cache answers only
   * then, so this process never reads older than what it wrote itself.
   */
  readonly current: boolean;
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has been heard here, so this process's
   * next read cannot be older than its own writes. A feed that does not hear itself within a
   * second is treated as lost (everything forgotten) until it is listening again.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

class Listeners {
  readonly #all = new Set<ChangeListener>();

  add(listener: ChangeListener): () => void {
    this.#all.add(listener);
    return () => this.#all.delete(listener);
  }

  emit(userId: string | undefined): void {
    for (const listener of this.#all) {
      listener(userId);
    }
  }
}

/**
 * The embedded database is one process's: its notifications arrive with the answer to the very
 * statement that committed them (before its caller resumes), so nothing is ever missed or late.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const stop = await client.listen(CHANGES_CHANNEL, (payload) => listeners.emit(payload));
  return {
    live: true,
    current: true,
    subscribe: (listener) => listeners.add(listener),
    settle: () => Promise.resolve(),
    close: () => stop(),
  };
}

/**
 * One connection of its own LISTENs. While it is down (a restart, a failover, a silent network
 * drop found by the heartbeat) the feed is not live, everything remembered is forgotten, and it
 * reconnects; once listening again it is live.
 */
export function postgresChangeFeed(
  url: string,
  pool: pg.Pool,
  onError: (error: unknown) => void,
): ChangeFeed {
  const feed = new PostgresChangeFeed(url, onError);
  watchWrites(pool, feed);
  return feed;
}

const WATCHED = Symbol('orato.watchedWrites');
const READ = /^\s*select\b/i;

/**
 * Every statement this process sends that is not a plain select (a write, a transaction's begin
 * and commit) counts as a write until it has ended and the feed has heard itself after it.
 */
function watchWrites(pool: pg.Pool, feed: PostgresChangeFeed): void {
  pool.on('acquire', (client) => {
    const watched = client as pg.PoolClient & { [WATCHED]?: true };
    if (watched[WATCHED]) {
      return;
    }
    watched[WATCHED] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      if (READ.test(text)) {
        return query(...args);
      }
      const ended = feed.writeStarted();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          ended();
          (last as (...results: unknown[]) => void)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        result.then(ended, ended);
      } else {
        ended();
      }
      return result;
    };
  });
}

class PostgresChangeFeed implements ChangeFeed {
  readonly #listeners = new Listeners();
  readonly #settling = new Map<string, () => void>();
  #client: pg.Client | undefined;
  #live = false;
  #closed = false;
  #attempt = 0;
  #timer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #inFlight: Promise<void> = Promise.resolve();
  #queued: Promise<void> | undefined;
  /** Writes sent by this process; those still on their way; the last one the feed has passed. */
  #writes = 0;
  #writing = 0;
  #heardWrites = 0;

  constructor(
    private readonly url: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.#connect().catch(onError);
  }

  get live(): boolean {
    return this.#live;
  }

  get current(): boolean {
    return this.#live && this.#writing === 0 && this.#heardWrites === this.#writes;
  }

  /** A write of this process is on its way; call what it returns once it has ended. */
  writeStarted(): () => void {
    this.#writes += 1;
    this.#writing += 1;
    let done = false;
    return () => {
      if (done) {
        return;
      }
      done = true;
      this.#writing -= 1;
      this.#settleLater();
    };
  }

  subscribe(listener: ChangeListener): () => void {
    return this.#listeners.add(listener);
  }

  /**
   * Callers that arrive while a settle is on its way share the next one (sent after their call):
   * a burst of writes costs a notification or two, and the connection runs one query at a time.
   */
  settle(): Promise<void> {
    if (!this.#live) {
      return Promise.resolve();
    }
    if (!this.#queued) {
      const queued: Promise<void> = this.#inFlight.then(() => {
        this.#queued = undefined;
        return this.#settleOnce();
      });
      this.#queued = queued;
      this.#inFlight = queued;
    }
    return this.#queued;
  }

  /** A settle nobody waits for (it never rejects: a failure drops the connection instead). */
  #settleLater(): void {
    this.settle().catch(this.onError);
  }

  async #settleOnce(): Promise<void> {
    const client = this.#client;
    if (!this.#live || !client) {
      return;
    }
    const token = randomUUID();
    // the writes this settle covers: all sent so far, when none is still on its way
    const covers = this.#writing === 0 ? this.#writes : this.#heardWrites;
    let heard!: () => void;
    const arrived = new Promise<void>((resolve) => (heard = resolve));
    this.#settling.set(token, heard);
    try {
      // committed after every write this process awaited, so heard after their notifications.
      // The connection hears its own notification before the statement's answer, so the wait
      // starts only then: a slow answer on a busy machine (bounded by the query timeout) is not
      // taken for a lost feed.
      await client.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, SETTLE_PREFIX + token]);
      if (await within(arrived, SETTLE_TIMEOUT_MS)) {
        this.#heardWrites = Math.max(this.#heardWrites, covers);
      } else {
        this.#drop(client, new Error('the change feed did not hear itself within a second'));
      }
    } catch (error) {
      this.#drop(client, error);
    } finally {
      this.#settling.delete(token);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    clearInterval(this.#heartbeat);
    this.#live = false;
    await this.#client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      // a connection that stopped answering (a silent network drop) fails its settle by then
      query_timeout: QUERY_TIMEOUT_MS,
      application_name: 'orato-change-feed',
    });
    this.#client = client;
    client.on('error', (error) => this.#drop(client, error));
    client.on('end', () => this.#drop(client, new Error('the change feed connection ended')));
    client.on('notification', ({ payload }) => this.#heard(payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      this.#drop(client, error);
      return;
    }
    if (this.#client !== client || this.#closed) {
      return;
    }
    this.#attempt = 0;
    this.#live = true;
    // anything written while nobody listened is unknown: start from nothing remembered
    this.#listeners.emit(undefined);
    // a connection that no longer answers (a silent network drop) is found by hearing itself
    this.#heartbeat = setInterval(() => this.#settleLater(), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  #heard(payload: string | undefined): void {
    if (payload?.startsWith(SETTLE_PREFIX)) {
      this.#settling.get(payload.slice(SETTLE_PREFIX.length))?.();
      return;
    }
    this.#listeners.emit(payload || undefined);
  }

  #drop(client: pg.Client, error: unknown): void {
    if (this.#client !== client) {
      return;
    }
    this.#client = undefined;
    this.#live = false;
    clearInterval(this.#heartbeat);
    this.#listeners.emit(undefined);
    for (const heard of this.#settling.values()) {
      heard();
    }
    client.end().catch(() => undefined);
    if (this.#closed) {
      return;
    }
    this.onError(error);
    const delay = RECONNECT_MS[Math.min(this.#attempt, RECONNECT_MS.length - 1)]!;
    this.#attempt += 1;
    this.#timer = setTimeout(() => {
      this.#connect().catch(this.onError);
    }, delay);
    this.#timer.unref();
  }
}

/**
 * True when `promise` settles within `ms`. The deadline is checked after one more turn of I/O, so
 * a notification that arrived while the event loop was busy is not outrun by its own timer.
 */
function within(promise: Promise<void>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => setImmediate(() => resolve(false)), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => resolve(false),
    );
  });
}
