import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dataExports } from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

const ACTIVE = ['QUEUED', 'RUNNING'];

/** The rows of "Download my data"; the rules (who, when, how many) are the service's. */
export class DataExportRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inserts a QUEUED export unless the user has one QUEUED or RUNNING: the partial unique index
   * decides between two requests at once. Answers the new row, or undefined when one is active.
   */
  async insertUnlessActive(userId: string, now: Date): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .insert(dataExports)
      .values({ userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async findActive(userId: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.state, ACTIVE)));
    return row;
  }

  async findLatest(userId: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    return row;
  }

  async findById(id: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db.select().from(dataExports).where(eq(dataExports.id, id));
    return row;
  }

  async countSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), gte(dataExports.createdAt, since)));
    return row?.count ?? 0;
  }

  /**
   * Takes an export for one build attempt: RUNNING, writing under `partialKey`. Answers the key
   * the previous attempt was writing (its file is garbage now), or undefined when the export is
   * not QUEUED or RUNNING any more (gone with its account, or finished).
   */
  async claim(
    id: string,
    partialKey: string,
    now: Date,
  ): Promise<{ previousKey: string | null } | undefined> {
    const previous = await this.findById(id);
    if (!previous || !ACTIVE.includes(previous.state)) {
      return undefined;
    }
    const [row] = await this.db
      .update(dataExports)
      .set({ state: 'RUNNING', partialKey, progress: 0, updatedAt: now })
      .where(and(eq(dataExports.id, id), inArray(dataExports.state, ACTIVE)))
      .returning({ id: dataExports.id });
    return row && { previousKey: previous.partialKey };
  }

  async setProgress(id: string, partialKey: string, progress: number, now: Date): Promise<void> {
    await this.db
      .update(dataExports)
      .set({ progress, updatedAt: now })
      .where(and(eq(dataExports.id, id), eq(dataExports.partialKey, partialKey)));
  }

  /**
   * Makes the attempt's file the export's: only the attempt that still holds the claim succeeds.
   * False when another attempt took over, or the account went meanwhile.
   */
  async markReady(
    id: string,
    partialKey: string,
    bytes: number,
    now: Date,
    expiresAt: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(dataExports)
      .set({
        state: 'READY',
        progress: 100,
        objectKey: partialKey,
        partialKey: null,
        bytes,
        completedAt: now,
        updatedAt: now,
        expiresAt,
      })
      .where(
        and(
          eq(dataExports.id, id),
          eq(dataExports.partialKey, partialKey),
          eq(dataExports.state, 'RUNNING'),
        ),
      )
      .returning({ id: dataExports.id });
    return rows.length > 0;
  }

  async markFailed(id: string, error: string, now: Date): Promise<void> {
    await this.db
      .update(dataExports)
      .set({ state: 'FAILED', error, partialKey: null, completedAt: now, updatedAt: now })
      .where(and(eq(dataExports.id, id), inArray(dataExports.state, ACTIVE)));
  }

  /** QUEUED or RUNNING exports untouched since `before`: their job was lost with its worker. */
  async findStranded(before: Date, limit: number): Promise<DataExportRow[]> {
    return this.db
      .select()
      .from(dataExports)
      .where(and(inArray(dataExports.state, ACTIVE), lt(dataExports.updatedAt, before)))
      .limit(limit);
  }

  /** Finished exports (READY or FAILED) that ended before `before`: past their 24 hours. */
  async findEndedBefore(before: Date, limit: number): Promise<DataExportRow[]> {
    return this.db
      .select()
      .from(dataExports)
      .where(
        and(inArray(dataExports.state, ['READY', 'FAILED']), lt(dataExports.completedAt, before)),
      )
      .limit(limit);
  }

  async delete(ids: string[]): Promise<void> {
    if (ids.length > 0) {
      await this.db.delete(dataExports).where(inArray(dataExports.id, ids));
    }
  }

  /** Every stored file of a user's exports, finished or partial (for account deletion). */
  async allKeysOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ a: dataExports.objectKey, b: dataExports.partialKey })
      .from(dataExports)
      .where(eq(dataExports.userId, userId));
    return rows.flatMap((row) => [row.a, row.b]).filter((key): key is string => key !== null);
  }
}
