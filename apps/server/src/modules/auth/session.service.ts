import { addSeconds, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/secrets';
import type { SessionRepository } from './session.repository';

/** Documented session lifetimes (ASVS 7.1.1): signed out after 7 idle days, and after 30 days in any case. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
// writing last-seen on every request would turn every read into a write
const TOUCH_INTERVAL_SECONDS = 5 * 60;
/**
 * How long a looked-up session is trusted without asking the database again, on the embedded
 * database. Every signed-in request needs its session; there that lookup was a third to a half of
 * a read's time. Only one process opens the embedded database, and every end made through it
 * evicts at once, so the copy is never stale. On PostgreSQL, where another process may end a
 * session, nothing is remembered: a logout anywhere refuses the very next request everywhere.
 */
export const SESSION_CACHE_SECONDS = 5;
const SESSION_CACHE_ENTRIES = 10_000;

export interface SessionUser {
  id: string;
  email: string;
}

interface CachedSession extends SessionUser {
  lastSeenAt: Date;
  expiresAt: Date;
  /** Clock time of the lookup, in ms. */
  readAt: number;
}

export class SessionService {
  /** Live sessions recently read, by token hash; oldest first (a Map keeps insertion order). */
  readonly #cache = new Map<string, CachedSession>();
  /** Bumped by every eviction: a lookup that was under way then does not cache what it read. */
  #evictions = 0;

  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    /** 0 where other processes share the database (see SESSION_CACHE_SECONDS). */
    private readonly cacheSeconds = SESSION_CACHE_SECONDS,
  ) {}

  /** Starts a session and returns its token, which only the cookie ever holds. */
  async start(userId: string): Promise<string> {
    const token = randomToken();
    const now = this.clock();
    await this.sessions.insert({
      tokenHash: sha256(token),
      userId,
      createdAt: now,
      expiresAt: addSeconds(now, SESSION_ABSOLUTE_SECONDS),
    });
    return token;
  }

  async resolve(token: string): Promise<SessionUser | undefined> {
    const now = this.clock();
    const tokenHash = sha256(token);
    const session = this.#cached(tokenHash, now) ?? (await this.#lookUp(tokenHash, now));
    if (!session) {
      return undefined;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_SECONDS * 1000) {
      await this.sessions.touch(tokenHash, now);
      session.lastSeenAt = now;
    }
    return { id: session.id, email: session.email };
  }

  async end(token: string): Promise<void> {
    const tokenHash = sha256(token);
    await this.sessions.delete(tokenHash);
    this.#evict((entryHash) => entryHash === tokenHash);
  }

  async endAll(userId: string): Promise<void> {
    await this.sessions.deleteAllForUser(userId);
    this.forgetUser(userId);
  }

  /** Drops what is remembered of a user's sessions (their rows went with the user). */
  forgetUser(userId: string): void {
    this.#evict((_, session) => session.id === userId);
  }

  /** A remembered session, while it is fresh and still live by its own dates. */
  #cached(tokenHash: string, now: Date): CachedSession | undefined {
    const session = this.#cache.get(tokenHash);
    if (!session) {
      return undefined;
    }
    const at = now.getTime();
    const live =
      at - session.readAt < this.cacheSeconds * 1000 &&
      session.expiresAt.getTime() > at &&
      session.lastSeenAt.getTime() > at - SESSION_IDLE_SECONDS * 1000;
    if (!live) {
      this.#cache.delete(tokenHash);
      return undefined;
    }
    return session;
  }

  async #lookUp(tokenHash: string, now: Date): Promise<CachedSession | undefined> {
    const evictions = this.#evictions;
    const row = await this.sessions.findLive(
      tokenHash,
      now,
      addSeconds(now, -SESSION_IDLE_SECONDS),
    );
    if (!row) {
      return undefined;
    }
    const session = {
      id: row.userId,
      email: row.email,
      lastSeenAt: row.lastSeenAt,
      expiresAt: row.expiresAt,
      readAt: now.getTime(),
    };
    // an end that landed while this read was on its way may have removed what it read
    if (this.cacheSeconds > 0 && evictions === this.#evictions) {
      if (this.#cache.size >= SESSION_CACHE_ENTRIES) {
        this.#cache.delete(this.#cache.keys().next().value!);
      }
      this.#cache.set(tokenHash, session);
    }
    return session;
  }

  #evict(matches: (tokenHash: string, session: CachedSession) => boolean): void {
    this.#evictions += 1;
    for (const [tokenHash, session] of this.#cache) {
      if (matches(tokenHash, session)) {
        this.#cache.delete(tokenHash);
      }
    }
  }
}
