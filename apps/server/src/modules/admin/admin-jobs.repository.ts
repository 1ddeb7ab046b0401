import type { AdminJobList } from '@orato/shared';
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { generations, users } from '../../db/schema';

// A read model of the console's job lists: generations joined with their owner's e-mail (users).
// Retries and cancels go through the generation module, never through here.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL for the console's job lists: failed, stuck past their deadline, and the queue by tool. */
export class AdminJobsRepository {
  constructor(private readonly db: Database) {}

  list(list: AdminJobList, now: Date, feature?: string) {
    const conditions: Record<AdminJobList, SQL | undefined> = {
      failed: eq(generations.state, 'FAILED'),
      stuck: and(
        inArray(generations.state, ['QUEUED', 'PROCESSING']),
        lt(generations.deadlineAt, now),
      ),
      queued: eq(generations.state, 'QUEUED'),
    };
    return this.db
      .select({ job: generations, userEmail: users.email })
      .from(generations)
      .innerJoin(users, eq(users.id, generations.userId))
      .where(and(conditions[list], feature ? eq(generations.feature, feature) : undefined))
      .orderBy(list === 'queued' ? asc(generations.createdAt) : desc(generations.createdAt))
      .limit(200);
  }

  queuedByTool() {
    return this.db
      .select({
        feature: generations.feature,
        count: sql<number>`count(*)::int`,
        oldestAt: sql<Date>`min(${generations.createdAt})`,
      })
      .from(generations)
      .where(eq(generations.state, 'QUEUED'))
      .groupBy(generations.feature)
      .orderBy(generations.feature);
  }

  async find(id: string) {
    if (!UUID.test(id)) {
      return undefined;
    }
    const [row] = await this.db
      .select({ job: generations, userEmail: users.email })
      .from(generations)
      .innerJoin(users, eq(users.id, generations.userId))
      .where(eq(generations.id, id));
    return row;
  }
}

export type AdminJobListRow = NonNullable<Awaited<ReturnType<AdminJobsRepository['find']>>>;
