import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';

/**
 * Reads the staff side of a session: the caller's role (users) and when the console last saw it
 * (sessions), in one join per console request. Both tables are the auth module's; the stamp is
 * written through its session repository.
 */
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
}
