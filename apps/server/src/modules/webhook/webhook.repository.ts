import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { generations, storyboards, webhookEndpoints, webhookEvents } from '../../db/schema';

// Reads generations and storyboards beside its own tables: the sweep finds jobs that ended with
// no event recorded (a stopped worker's), their ids only, joined against the endpoints and events
// in one statement.

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

export class WebhookRepository {
  constructor(private readonly db: Database) {}

  async findEndpoint(userId: string): Promise<WebhookEndpointRow | undefined> {
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    return row;
  }

  async insertEndpoint(values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
    const [row] = await this.db.insert(webhookEndpoints).values(values).returning();
    return row!;
  }

  async updateEndpoint(
    userId: string,
    values: Partial<typeof webhookEndpoints.$inferInsert>,
  ): Promise<WebhookEndpointRow | undefined> {
    const [row] = await this.db
      .update(webhookEndpoints)
      .set(values)
      .where(eq(webhookEndpoints.userId, userId))
      .returning();
    return row;
  }

  async deleteEndpoint(userId: string): Promise<boolean> {
    const gone = await this.db
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId))
      .returning({ userId: webhookEndpoints.userId });
    return gone.length > 0;
  }

  /** The new event, or undefined when this job's (or storyboard's) end already has one. */
  async insertEvent(
    values: typeof webhookEvents.$inferInsert,
  ): Promise<WebhookEventRow | undefined> {
    // either end key may be the one a replayed end meets
    const [row] = await this.db
      .insert(webhookEvents)
      .values(values)
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /**
   * Takes a due attempt: counts it and pushes the event's next time out by `leaseUntil`, in one
   * statement, so two deliveries of one queue job (or a job and the sweep) send it once; a worker
   * that dies mid-attempt leaves it for the sweep once the lease has passed.
   */
  async claimDue(id: string, now: Date, leaseUntil: Date): Promise<WebhookEventRow | undefined> {
    const [row] = await this.db
      .update(webhookEvents)
      .set({
        attempts: sql`${webhookEvents.attempts} + 1`,
        lastAttemptAt: now,
        nextAttemptAt: leaseUntil,
      })
      .where(
        and(
          eq(webhookEvents.id, id),
          eq(webhookEvents.state, 'pending'),
          lte(webhookEvents.nextAttemptAt, now),
        ),
      )
      .returning();
    return row;
  }

  async recordAttempt(id: string, values: Partial<typeof webhookEvents.$inferInsert>) {
    await this.db.update(webhookEvents).set(values).where(eq(webhookEvents.id, id));
  }

  /** The owner's latest events, newest first. */
  listRecent(userId: string, limit: number): Promise<WebhookEventRow[]> {
    return this.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.userId, userId))
      .orderBy(desc(webhookEvents.createdAt), desc(webhookEvents.id))
      .limit(limit);
  }

  async findEvent(userId: string, id: string): Promise<WebhookEventRow | undefined> {
    const [row] = await this.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.id, id), eq(webhookEvents.userId, userId)));
    return row;
  }

  /** Starts a failed event's attempts again; undefined unless it is the owner's and failed. */
  async restart(
    userId: string,
    id: string,
    now: Date,
    retryUntil: Date,
  ): Promise<WebhookEventRow | undefined> {
    const [row] = await this.db
      .update(webhookEvents)
      .set({ state: 'pending', nextAttemptAt: now, retryUntil })
      .where(
        and(
          eq(webhookEvents.id, id),
          eq(webhookEvents.userId, userId),
          eq(webhookEvents.state, 'failed'),
        ),
      )
      .returning();
    return row;
  }

  /** Pending events due before `before`: their queue job was lost, or their worker died. */
  async dueIds(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.state, 'pending'), lte(webhookEvents.nextAttemptAt, before)))
      .orderBy(asc(webhookEvents.nextAttemptAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Jobs that ended between `from` and `to` for an owner whose endpoint was on (and unchanged)
   * since, but that have no event: their worker stopped between the job's end and recording it.
   */
  async endedWithoutEvent(from: Date, to: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: generations.id })
      .from(generations)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.userId, generations.userId))
      .leftJoin(webhookEvents, eq(webhookEvents.generationId, generations.id))
      .where(
        and(
          inArray(generations.state, ['COMPLETE', 'FAILED']),
          // a storyboard's parts are its own business, not jobs of the account
          isNull(generations.storyboardId),
          gt(generations.completedAt, from),
          lt(generations.completedAt, to),
          eq(webhookEndpoints.enabled, true),
          gt(generations.completedAt, webhookEndpoints.updatedAt),
          isNull(webhookEvents.id),
        ),
      )
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** The same for storyboards: ended in the window, the endpoint on since, and no event. */
  async storyboardsEndedWithoutEvent(from: Date, to: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: storyboards.id })
      .from(storyboards)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.userId, storyboards.userId))
      .leftJoin(webhookEvents, eq(webhookEvents.storyboardId, storyboards.id))
      .where(
        and(
          inArray(storyboards.state, ['COMPLETE', 'FAILED']),
          gt(storyboards.completedAt, from),
          lt(storyboards.completedAt, to),
          eq(webhookEndpoints.enabled, true),
          gt(storyboards.completedAt, webhookEndpoints.updatedAt),
          isNull(webhookEvents.id),
        ),
      )
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Deliveries logged before `before`; one still being retried stays until it ends. */
  async deleteFinishedBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(webhookEvents)
      .where(and(ne(webhookEvents.state, 'pending'), lt(webhookEvents.createdAt, before)))
      .returning({ id: webhookEvents.id });
    return rows.length;
  }
}
