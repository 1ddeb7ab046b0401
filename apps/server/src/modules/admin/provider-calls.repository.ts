import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { providerCalls } from '../../db/schema';

export interface ProviderUsageRow {
  provider: string;
  calls: number;
  failures: number;
  p95Ms: number | null;
}

/** SQL for the provider calls every process records, read by the console for the last hour. */
export class ProviderCallsRepository {
  constructor(private readonly db: Database) {}

  async record(call: { provider: string; outcome: string; durationMs: number }): Promise<void> {
    await this.db.insert(providerCalls).values(call);
  }

  async usageSince(since: Date): Promise<ProviderUsageRow[]> {
    const rows = await this.db
      .select({
        provider: providerCalls.provider,
        calls: sql<number>`count(*)::int`,
        failures: sql<number>`(count(*) filter (where ${providerCalls.outcome} <> 'ok'))::int`,
        p95Ms: sql<
          number | null
        >`percentile_cont(0.95) within group (order by ${providerCalls.durationMs})`,
      })
      .from(providerCalls)
      .where(sql`${providerCalls.calledAt} >= ${since.toISOString()}`)
      .groupBy(providerCalls.provider)
      .orderBy(providerCalls.provider);
    return rows.map((row) => ({ ...row, p95Ms: row.p95Ms === null ? null : Number(row.p95Ms) }));
  }

  async pruneBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .delete(providerCalls)
      .where(lt(providerCalls.calledAt, cutoff))
      .returning({ id: providerCalls.id });
    return deleted.length;
  }
}
