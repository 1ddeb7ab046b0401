import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  apiKeys,
  creditBalances,
  creditLedger,
  generations,
  payments,
  photoAvatars,
  staffAuditLog,
  storyboardDrafts,
  storyboardScenes,
  storyboards,
  uploads,
  userIdentities,
  users,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema';
import { LibraryRepository, type LibraryItemRow } from '../library/library.repository';

// A read model: everything one account keeps, for its data download, in one place, so that what
// leaves (and what is left out: key hashes, sealed secrets) is read in one file. It reads users,
// user_identities, credit_balances, credit_ledger, payments, generations, storyboards,
// storyboard_scenes, uploads, photo_avatars, storyboard_drafts, api_keys, webhook_endpoints,
// webhook_events and staff_audit_log, and writes nothing; library entries come from their owner.

/** Everything one account keeps, read for its data download. Secrets are left out by the query. */
export interface AccountData {
  user: typeof users.$inferSelect;
  identities: { issuer: string; createdAt: Date }[];
  balance: { available: number; held: number } | undefined;
  payments: (typeof payments.$inferSelect)[];
  ledger: (typeof creditLedger.$inferSelect)[];
  generations: (typeof generations.$inferSelect)[];
  storyboards: (typeof storyboards.$inferSelect)[];
  scenes: (typeof storyboardScenes.$inferSelect)[];
  library: LibraryItemRow[];
  uploads: (typeof uploads.$inferSelect)[];
  photoAvatars: (typeof photoAvatars.$inferSelect)[];
  storyboardDrafts: (typeof storyboardDrafts.$inferSelect)[];
  apiKeys: {
    name: string;
    prefix: string;
    createdAt: Date;
    lastUsedAt: Date | null;
    revokedAt: Date | null;
  }[];
  webhookEndpoint:
    | { url: string; enabled: boolean; secretHint: string; createdAt: Date; updatedAt: Date }
    | undefined;
  webhookEvents: (typeof webhookEvents.$inferSelect)[];
  /** What Orato's staff did to the account (credits adjusted, a refund, a job retried…). */
  staffActions: (typeof staffAuditLog.$inferSelect)[];
}

export class AccountDataRepository {
  constructor(
    private readonly db: Database,
    // the library's table is read through its owner (its one repository), on the same handle
    private readonly library = new LibraryRepository(db),
  ) {}

  /** One account's data, or undefined when the account is gone. */
  async read(userId: string): Promise<AccountData | undefined> {
    const db = this.db;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) {
      return undefined;
    }
    const [
      identities,
      [balance],
      paid,
      ledger,
      made,
      boards,
      scenes,
      library,
      uploaded,
      portraits,
      drafts,
      keys,
      [endpoint],
      events,
      staffActions,
    ] = await Promise.all([
      db
        .select({ issuer: userIdentities.issuer, createdAt: userIdentities.createdAt })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId)),
      db
        .select({ available: creditBalances.available, held: creditBalances.held })
        .from(creditBalances)
        .where(eq(creditBalances.userId, userId)),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.paidAt)),
      db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(asc(creditLedger.seq)),
      db
        .select()
        .from(generations)
        .where(eq(generations.userId, userId))
        .orderBy(asc(generations.createdAt)),
      db
        .select()
        .from(storyboards)
        .where(eq(storyboards.userId, userId))
        .orderBy(asc(storyboards.createdAt)),
      db
        .select()
        .from(storyboardScenes)
        .where(eq(storyboardScenes.userId, userId))
        .orderBy(asc(storyboardScenes.storyboardId), asc(storyboardScenes.position)),
      this.library.allOf(userId),
      db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.createdAt)),
      db
        .select()
        .from(photoAvatars)
        .where(eq(photoAvatars.userId, userId))
        .orderBy(asc(photoAvatars.createdAt)),
      db
        .select()
        .from(storyboardDrafts)
        .where(eq(storyboardDrafts.userId, userId))
        .orderBy(asc(storyboardDrafts.createdAt)),
      // never the key's hash
      db
        .select({
          name: apiKeys.name,
          prefix: apiKeys.prefix,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
          revokedAt: apiKeys.revokedAt,
        })
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(asc(apiKeys.createdAt)),
      // never the sealed signing secret
      db
        .select({
          url: webhookEndpoints.url,
          enabled: webhookEndpoints.enabled,
          secretHint: webhookEndpoints.secretHint,
          createdAt: webhookEndpoints.createdAt,
          updatedAt: webhookEndpoints.updatedAt,
        })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId)),
      db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.userId, userId))
        .orderBy(asc(webhookEvents.createdAt)),
      db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.targetUserId, userId))
        .orderBy(asc(staffAuditLog.seq)),
    ]);
    return {
      user,
      identities,
      balance,
      payments: paid,
      ledger,
      generations: made,
      storyboards: boards,
      scenes,
      library,
      uploads: uploaded,
      photoAvatars: portraits,
      storyboardDrafts: drafts,
      apiKeys: keys,
      webhookEndpoint: endpoint,
      webhookEvents: events,
      staffActions,
    };
  }
}
