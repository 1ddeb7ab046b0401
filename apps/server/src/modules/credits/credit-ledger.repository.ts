import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { creditLedger } from '../../db/schema';

export class CreditLedgerRepository {
  constructor(private readonly db: Database) {}

  /** The spendable balance: the sum of every movement's delta. */
  async balance(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    return row?.balance ?? 0;
  }
}
