import { and, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  apiKeys,
  creditBalances,
  creditLedger,
  generations,
  payments,
  photoAvatars,
  sessions,
  users,
} from '../../db/schema';

// A read model of the console's users: search and one user's whole record, joined across users,
// credit_balances, credit_ledger, payments, generations, sessions, api_keys and photo_avatars.
// It locks a user's row for a role change; the change itself goes through the user repository.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summary = {
  id: users.id,
  email: users.email,
  plan: users.plan,
  role: users.role,
  createdAt: users.createdAt,
  available: sql<number>`coalesce(${creditBalances.available}, 0)`,
  held: sql<number>`coalesce(${creditBalances.held}, 0)`,
};

/** SQL for the console's view of users: search, one user's whole record, and roles. */
export class AdminUsersRepository {
  constructor(private readonly db: Database) {}

  /** An exact id, or e-mails containing the text; at most 50, newest accounts first. */
  search(text: string) {
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = UUID.test(text)
      ? or(eq(users.id, text), ilike(users.email, pattern))
      : ilike(users.email, pattern);
    return this.db
      .select(summary)
      .from(users)
      .leftJoin(creditBalances, eq(creditBalances.userId, users.id))
      .where(match)
      .orderBy(desc(users.createdAt))
      .limit(50);
  }

  async find(userId: string) {
    if (!UUID.test(userId)) {
      return undefined;
    }
    const [row] = await this.db
      .select({
        ...summary,
        emailVerifiedAt: users.emailVerifiedAt,
        subscriptionStatus: users.subscriptionStatus,
        nextBillingDate: users.nextBillingDate,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .leftJoin(creditBalances, eq(creditBalances.userId, users.id))
      .where(eq(users.id, userId));
    return row;
  }

  async findByEmail(email: string) {
    const [row] = await this.db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    return row;
  }

  /** The role's row locked for a change, so two grants of one user take turns. */
  async lockRole(userId: string) {
    const [row] = await this.db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return row;
  }

  payments(userId: string) {
    return this.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.paidAt));
  }

  ledger(userId: string) {
    return this.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.seq))
      .limit(200);
  }

  jobs(userId: string) {
    return this.db
      .select()
      .from(generations)
      .where(eq(generations.userId, userId))
      .orderBy(desc(generations.createdAt))
      .limit(100);
  }

  apiKeys(userId: string) {
    return this.db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId))
      .orderBy(desc(apiKeys.createdAt));
  }

  /** Sessions not past their end; the token hash never leaves the database. */
  sessions(userId: string, now: Date) {
    return this.db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt));
  }

  avatars(userId: string) {
    return this.db
      .select({
        id: photoAvatars.id,
        name: photoAvatars.name,
        thumbnailKey: photoAvatars.thumbnailKey,
        createdAt: photoAvatars.createdAt,
      })
      .from(photoAvatars)
      .where(eq(photoAvatars.userId, userId))
      .orderBy(desc(photoAvatars.createdAt));
  }

  /** A payment locked for a refund, so two refunds of it take turns. */
  async lockPayment(paymentId: string) {
    if (!UUID.test(paymentId)) {
      return undefined;
    }
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    return row;
  }

  async findPayment(paymentId: string) {
    if (!UUID.test(paymentId)) {
      return undefined;
    }
    const [row] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    return row;
  }

  /** Whether any account still holds the admin role (the last one cannot revoke itself). */
  async countAdmins(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'admin'));
    return row?.count ?? 0;
  }
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminUsersRepository['find']>>>;
export type AdminJobRow = Awaited<ReturnType<AdminUsersRepository['jobs']>>[number];
