import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';

/** SQL for the staff side of a session: the caller's role and when the console last saw it. */
export class StaffSessionRepository {
  constructor(private readonly db: Database) {}

  async find(tokenHash: string, userId: string) {
    const [row] = await this.db
      .select({
        role: users.role,
        staffSeenAt: sessions.staffSeenAt,
        passwordHash: users.passwordHash,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.userId, userId)));
    return row;
  }

  async stamp(tokenHash: string, at: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ staffSeenAt: at })
      .where(eq(sessions.tokenHash, tokenHash));
  }
}
