import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';

export class SessionRepository {
  constructor(private readonly db: Database) {}

  async insert(values: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }) {
    await this.db.insert(sessions).values({ ...values, lastSeenAt: values.createdAt });
  }

  /** The session and its user, if it has not expired and was used after `idleSince`. */
  async findLive(tokenHash: string, now: Date, idleSince: Date) {
    const [row] = await this.db
      .select({ userId: users.id, email: users.email, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleSince),
        ),
      );
    return row;
  }

  async touch(tokenHash: string, at: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteAllForUser(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }
}
