import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { planChanges } from '../../db/schema';

export type PlanChangeRow = typeof planChanges.$inferSelect;
type NewPlanChange = Omit<typeof planChanges.$inferInsert, 'id' | 'status' | 'createdAt'>;

/** SQL for plan changes: pending upgrades and changes scheduled for the renewal. */
export class PlanChangeRepository {
  constructor(private readonly db: Database) {}

  /** Starts an upgrade; undefined when another is under way for the subscription (the index). */
  async claimUpgrade(values: NewPlanChange): Promise<PlanChangeRow | undefined> {
    const [row] = await this.db
      .insert(planChanges)
      .values({ ...values, status: 'pending' })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /**
   * Schedules a change for the renewal, replacing one scheduled before; undefined when another
   * request scheduled one at the same moment.
   */
  async schedule(values: NewPlanChange): Promise<PlanChangeRow | undefined> {
    await this.setStatus(values.subscriptionId, 'scheduled', 'replaced');
    const [row] = await this.db
      .insert(planChanges)
      .values({ ...values, status: 'scheduled' })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async finish(id: string, status: 'done' | 'failed', gatewayReference?: string): Promise<void> {
    await this.db
      .update(planChanges)
      .set({ status, ...(gatewayReference && { gatewayReference }) })
      .where(and(eq(planChanges.id, id), eq(planChanges.status, 'pending')));
  }

  /** Gives up a claimed upgrade that turned out to have nothing to do. */
  async release(id: string): Promise<void> {
    await this.db
      .delete(planChanges)
      .where(and(eq(planChanges.id, id), eq(planChanges.status, 'pending')));
  }

  async setGatewayReference(id: string, gatewayReference: string | null): Promise<void> {
    await this.db.update(planChanges).set({ gatewayReference }).where(eq(planChanges.id, id));
  }

  async findScheduled(subscriptionId: string): Promise<PlanChangeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(planChanges)
      .where(
        and(eq(planChanges.subscriptionId, subscriptionId), eq(planChanges.status, 'scheduled')),
      )
      .orderBy(desc(planChanges.createdAt))
      .limit(1);
    return row;
  }

  /** Ends the subscription's change in `from` as `to` (kept, applied); false when there was none. */
  async setStatus(subscriptionId: string, from: string, to: string): Promise<boolean> {
    const updated = await this.db
      .update(planChanges)
      .set({ status: to })
      .where(and(eq(planChanges.subscriptionId, subscriptionId), eq(planChanges.status, from)))
      .returning({ id: planChanges.id });
    return updated.length > 0;
  }
}
