import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { creditBalances, userIdentities, users } from '../../db/schema';

// Reads credit_balances beside its own table: a user with their balance, in the one statement
// the profile reads; the balance is written only by the credits module.

export type UserRow = typeof users.$inferSelect;

/** The account page's read (get-user): the user and their spendable credits in one round trip. */
const withCreditsQuery = (db: Database) =>
  db
    .select({
      user: users,
      credits: sql<number>`coalesce(${creditBalances.available}, 0)`,
      held: sql<number>`coalesce(${creditBalances.held}, 0)`,
    })
    .from(users)
    .leftJoin(creditBalances, eq(creditBalances.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_with_credits');

export interface SubscriptionPeriod {
  plan: string;
  price: string;
  planLookupKey: string;
  subscriptionId: string;
  customerId: string | null;
  nextBillingDate: Date;
}

export class UserRepository {
  #withCredits?: ReturnType<typeof withCreditsQuery>;

  constructor(private readonly db: Database) {}

  async findWithCredits(
    id: string,
  ): Promise<{ user: UserRow; credits: number; held: number } | undefined> {
    this.#withCredits ??= withCreditsQuery(this.db);
    const [row] = await this.#withCredits.execute({ id });
    return row && { user: row.user, credits: Number(row.credits), held: Number(row.held) };
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** Undefined when the e-mail is taken (also when a concurrent sign-up won the race). */
  async create(values: { email: string; passwordHash: string | null; emailVerifiedAt?: Date }) {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  }

  async setJobEmails(id: string, jobEmails: string): Promise<void> {
    await this.db.update(users).set({ jobEmails }).where(eq(users.id, id));
  }

  async markEmailVerified(id: string, at: Date): Promise<void> {
    await this.db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, id));
  }

  async setPasswordHash(id: string, passwordHash: string | null): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  /** Locks the user's row until the transaction ends (FOR UPDATE): writes that add their rows wait. */
  async lock(id: string): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return deleted.length > 0;
  }

  async findByIdentity(issuer: string, subject: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
    return row?.user;
  }

  async linkIdentity(userId: string, issuer: string, subject: string): Promise<void> {
    await this.db.insert(userIdentities).values({ userId, issuer, subject }).onConflictDoNothing();
  }

  /** A console role (granted or revoked by staff or the command line). */
  async setRole(id: string, role: string): Promise<void> {
    await this.db.update(users).set({ role }).where(eq(users.id, id));
  }

  // the plan fields of the user's row, as billing moves them (its webhooks, renewals, plan changes)

  /** The plan's status as the gateway reports it; a failed payment is remembered until it is active again. */
  async setSubscriptionStatus(
    subscriptionId: string,
    status: string | null,
    paymentFailedAt?: Date | null,
  ): Promise<void> {
    await this.db
      .update(users)
      .set({
        subscriptionStatus: status,
        ...(paymentFailedAt !== undefined && { paymentFailedAt }),
      })
      .where(eq(users.subscriptionId, subscriptionId));
  }

  async setPurchasesPaused(userId: string, since: Date | null): Promise<void> {
    await this.db.update(users).set({ purchasesPausedAt: since }).where(eq(users.id, userId));
  }

  /**
   * Makes `subscriptionId` the user's one subscription unless another holds that place: one
   * conditional statement, so of two subscriptions paid at the same moment only one gets it.
   */
  async claimSubscription(userId: string, subscriptionId: string): Promise<boolean> {
    const claimed = await this.db
      .update(users)
      .set({ subscriptionId })
      .where(
        and(
          eq(users.id, userId),
          or(isNull(users.subscriptionId), eq(users.subscriptionId, subscriptionId)),
        ),
      )
      .returning({ id: users.id });
    return claimed.length > 0;
  }

  async startSubscriptionPeriod(userId: string, period: SubscriptionPeriod): Promise<void> {
    await this.db
      .update(users)
      .set({ ...period, cancelSubscription: false, cancellationDate: null })
      .where(eq(users.id, userId));
  }

  /** The subscription renews: no cancellation pending, and the period end Stripe reports, if any. */
  async resumeSubscription(subscriptionId: string, nextBillingDate: Date | null): Promise<void> {
    await this.db
      .update(users)
      .set({
        cancelSubscription: false,
        cancellationDate: null,
        ...(nextBillingDate && { nextBillingDate }),
      })
      .where(eq(users.subscriptionId, subscriptionId));
  }

  /** The subscription moves to another plan now; its renewal date moves when the period did. */
  async changePlan(
    subscriptionId: string,
    change: { plan: string; price: string; planLookupKey: string; nextBillingDate: Date | null },
  ): Promise<void> {
    const { nextBillingDate, ...plan } = change;
    await this.db
      .update(users)
      .set({
        ...plan,
        cancelSubscription: false,
        cancellationDate: null,
        ...(nextBillingDate && { nextBillingDate }),
      })
      .where(eq(users.subscriptionId, subscriptionId));
  }

  async setCustomer(userId: string, customerId: string): Promise<void> {
    await this.db.update(users).set({ customerId }).where(eq(users.id, userId));
  }

  async scheduleCancellation(subscriptionId: string, endsAt: Date | null): Promise<void> {
    await this.db
      .update(users)
      .set({
        cancelSubscription: true,
        cancellationDate: endsAt,
        ...(endsAt && { nextBillingDate: endsAt }),
      })
      .where(eq(users.subscriptionId, subscriptionId));
  }

  /** Back to the free plan; credits already granted stay. */
  async endSubscription(subscriptionId: string): Promise<void> {
    await this.db
      .update(users)
      .set({
        plan: 'free',
        price: null,
        planLookupKey: null,
        subscriptionId: null,
        nextBillingDate: null,
        cancelSubscription: false,
        cancellationDate: null,
      })
      .where(eq(users.subscriptionId, subscriptionId));
  }

  async findSubscriber(subscriptionId: string) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.subscriptionId, subscriptionId));
    return row;
  }

  /** Subscriptions whose paid period has ended. */
  dueSubscriptions(now: Date) {
    return this.db
      .select()
      .from(users)
      .where(and(isNotNull(users.subscriptionId), lte(users.nextBillingDate, now)));
  }
}
