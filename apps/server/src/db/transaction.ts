import type { Database } from './database';

/** Runs `work` with what `Scope` names bound to one transaction. */
export type InTransaction<Scope> = <T>(work: (scope: Scope) => Promise<T>) => Promise<T>;

/**
 * The one way to open a transaction: commits when `work` resolves, rolls back when it throws.
 * Inside a transaction already, it is a savepoint, so a scoped repository can call it again.
 */
export function runInTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  // drizzle's transaction handle has the query surface of a database but another nominal type
  return db.transaction((tx) => work(tx as unknown as Database));
}

/** An `InTransaction` whose work gets repositories and services built on the transaction by `bind`. */
export function transactional<Scope>(
  db: Database,
  bind: (tx: Database) => Scope,
): InTransaction<Scope> {
  return (work) => runInTransaction(db, (tx) => work(bind(tx)));
}
