import type { Container } from '../../../src/container';
import {
  checkoutSessions,
  creditBalances,
  creditLedger,
  generations,
  libraryItems,
  mailOutbox,
  payments,
  sessions,
  uploads,
  userIdentities,
  users,
  verificationTokens,
} from '../../../src/db/schema';

const ACCOUNT_TABLES = {
  users,
  sessions,
  verificationTokens,
  userIdentities,
  creditBalances,
  creditLedger,
  checkoutSessions,
  payments,
  generations,
  libraryItems,
  uploads,
  mailOutbox,
};

/**
 * Every row of every table that holds account state, sorted so two snapshots compare equal
 * exactly when nothing was written in between. With `userId`, only the rows of that user.
 */
export async function snapshotAccounts(container: Container, userId?: string) {
  const snapshot: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(ACCOUNT_TABLES)) {
    const rows = await container.database.db.select().from(table);
    snapshot[name] = rows
      .filter((row) => !userId || Object.values(row).includes(userId))
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return snapshot;
}
