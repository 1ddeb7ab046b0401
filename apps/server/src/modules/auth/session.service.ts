import { addSeconds, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/secrets';
import type { SessionRepository } from './session.repository';

/** Documented session lifetimes (ASVS 7.1.1): signed out after 7 idle days, and after 30 days in any case. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
// writing last-seen on every request would turn every read into a write
const TOUCH_INTERVAL_SECONDS = 5 * 60;

export interface SessionUser {
  id: string;
  email: string;
}

export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
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
    const session = await this.sessions.findLive(
      tokenHash,
      now,
      addSeconds(now, -SESSION_IDLE_SECONDS),
    );
    if (!session) {
      return undefined;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_SECONDS * 1000) {
      await this.sessions.touch(tokenHash, now);
    }
    return { id: session.userId, email: session.email };
  }

  end(token: string): Promise<void> {
    return this.sessions.delete(sha256(token));
  }

  endAll(userId: string): Promise<void> {
    return this.sessions.deleteAllForUser(userId);
  }
}
