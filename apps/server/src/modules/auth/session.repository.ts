import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';

// Reads users beside its own table: a live session's user, joined in the one statement every
// signed-in request runs (both tables are the auth module's).

/** Every authenticated request runs this: prepared once, it skips query building and parsing. */
const findLiveQuery = (db: Database) =>
  db
    .select({
      userId: users.id,
      email: users.email,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('session_find_live');

export class SessionRepository {
  #findLive?: ReturnType<typeof findLiveQuery>;

  constructor(private readonly db: Database) {}

  async insert(values: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }) {
    await this.db.insert(sessions).values({ ...values, lastSeenAt: values.createdAt });
  }

  /** The session and its user, if it has not expired and was used after `idleSince`. */
  async findLive(tokenHash: string, now: Date, idleSince: Date) {
    this.#findLive ??= findLiveQuery(this.db);
    const [row] = await this.#findLive.execute({ tokenHash, now, idleSince });
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

  /** Sessions unused since `idleBefore`, and those past their absolute end; how many went. */
  async deleteIdleOrExpired(idleBefore: Date, now: Date): Promise<number> {
    const rows = await this.db
      .delete(sessions)
      .where(or(lt(sessions.lastSeenAt, idleBefore), lt(sessions.expiresAt, now)))
      .returning({ id: sessions.tokenHash });
    return rows.length;
  }

  /** When the console last saw this session (its staff confirmation slides from here). */
  async stampStaffSeen(tokenHash: string, at: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ staffSeenAt: at })
      .where(eq(sessions.tokenHash, tokenHash));
  }
}
