import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { apiKeys, users } from '../../db/schema';

// Reads users beside its own table: a live key's owner (id and e-mail), joined in the one
// statement every bearer request runs.

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A live key's owner, as the bearer check needs it. */
export interface KeyOwner {
  keyId: string;
  userId: string;
  email: string;
  lastUsedAt: Date | null;
}

export class ApiKeyRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
    const [row] = await this.db.insert(apiKeys).values(values).returning();
    return row!;
  }

  /** The owner's live keys, newest first. */
  listLive(userId: string): Promise<ApiKeyRow[]> {
    return this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  }

  async countLive(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    return row?.n ?? 0;
  }

  /** Revokes an owner's live key; false when there is none by that id. */
  async revoke(userId: string, id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(apiKeys)
      .set({ revokedAt: at })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    return rows.length > 0;
  }

  /** The owner of a live key by its hash. */
  async findLive(keyHash: string): Promise<KeyOwner | undefined> {
    const [row] = await this.db
      .select({
        keyId: apiKeys.id,
        userId: apiKeys.userId,
        email: users.email,
        lastUsedAt: apiKeys.lastUsedAt,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
    return row;
  }

  /** Stamps the key's use unless it was stamped since `staleBefore` (one write a minute at most). */
  async touch(keyId: string, at: Date, staleBefore: Date): Promise<void> {
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: at })
      .where(
        and(
          eq(apiKeys.id, keyId),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore)),
        ),
      );
  }
}
