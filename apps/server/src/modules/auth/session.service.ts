import { addSeconds, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/secrets';
import type { ReadCache } from '../../lib/read-cache';
import type { SessionRepository } from './session.repository';

/** Documented session lifetimes (ASVS 7.1.1): signed out after 7 idle days, and after 30 days in any case. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
// writing last-seen on every request would turn every read into a write
const TOUCH_INTERVAL_SECONDS = 5 * 60;
/**
 * The most tokens whose user this process remembers; their sessions themselves are kept in the
 * read cache, with the user's other reads, and go whenever that user changes anywhere.
 */
const SESSION_TOKENS = 20_000;

export interface SessionUser {
  id: string;
  email: string;
}

interface CachedSession extends SessionUser {
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * Sessions: started at sign-in, resolved on every signed-in request. A resolved session is
 * remembered (see ReadCache) until its user's sessions, account or credits change in any process,
 * so a signed-in read usually asks the database nothing.
 */
export class SessionService {
  /** The user of each recently resolved token hash, oldest first (a Map keeps insertion order). */
  readonly #tokens = new Map<string, string>();
  /** Look-ups on their way, by token hash. */
  readonly #lookingUp = new Map<string, Promise<CachedSession | undefined>>();

  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    /** Without one, every request looks its session up. */
    private readonly cache?: ReadCache,
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
    const session = this.#cached(tokenHash, now) ?? (await this.#lookUpOnce(tokenHash, now));
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
    const userId = this.#tokens.get(tokenHash);
    if (userId) {
      this.cache?.forgetUser(userId);
    }
  }

  async endAll(userId: string): Promise<void> {
    await this.sessions.deleteAllForUser(userId);
    this.forgetUser(userId);
  }

  /** Drops what this process remembers of a user (the change feed tells the others). */
  forgetUser(userId: string): void {
    this.cache?.forgetUser(userId);
  }

  /** A remembered session, while it is still live by its own dates. */
  #cached(tokenHash: string, now: Date): CachedSession | undefined {
    const userId = this.#tokens.get(tokenHash);
    const session = userId && this.cache?.get<CachedSession>(userId, sessionKey(tokenHash));
    if (!session) {
      return undefined;
    }
    const at = now.getTime();
    const live =
      session.expiresAt.getTime() > at &&
      session.lastSeenAt.getTime() > at - SESSION_IDLE_SECONDS * 1000;
    return live ? session : undefined;
  }

  /**
   * A request that comes while the same token is being looked up waits for that look-up and
   * takes what it left in the cache (the cache's own rules say whether it may); only when it left
   * nothing does this request look up itself. A burst of one person's requests reads once.
   */
  async #lookUpOnce(tokenHash: string, now: Date): Promise<CachedSession | undefined> {
    const inFlight = this.#lookingUp.get(tokenHash);
    if (inFlight) {
      await inFlight.catch(() => undefined);
      const cached = this.#cached(tokenHash, now);
      if (cached) {
        return cached;
      }
    }
    const lookUp = this.#lookUp(tokenHash, now);
    this.#lookingUp.set(tokenHash, lookUp);
    try {
      return await lookUp;
    } finally {
      if (this.#lookingUp.get(tokenHash) === lookUp) {
        this.#lookingUp.delete(tokenHash);
      }
    }
  }

  async #lookUp(tokenHash: string, now: Date): Promise<CachedSession | undefined> {
    const mark = this.cache?.mark();
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
    };
    if (this.cache && mark) {
      // a change that landed while this read was on its way keeps it from being remembered
      this.cache.keep(mark, row.userId, sessionKey(tokenHash), session);
      this.#tokens.delete(tokenHash);
      if (this.#tokens.size >= SESSION_TOKENS) {
        this.#tokens.delete(this.#tokens.keys().next().value!);
      }
      this.#tokens.set(tokenHash, row.userId);
    }
    return session;
  }
}

const sessionKey = (tokenHash: string) => `session:${tokenHash}`;
