import {
  findPlan,
  MESSAGES,
  periodStart,
  planChangeKind,
  planName,
  upgradeCredits,
  type Plan,
  type PlanChangePreviewResponse,
  type PlanChangeResponse,
  type SubscriptionStatusResponse,
} from '@orato/shared';
import type {
  PaymentGateway,
  PlanChangeRequest,
  UpgradeCharge,
} from '../../adapters/payments/payment-gateway';
import type { InTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import type { SessionUser } from '../auth/session.service';
import type { UserRepository, UserRow } from '../auth/user.repository';
import type { CreditsService } from '../credits/credits.service';
import type { BillingRepository } from './billing.repository';
import type { PlanChangeRepository } from './plan-change.repository';

/** What a plan change writes through, bound to one transaction. */
export interface PlanChangeScope {
  billing: BillingRepository;
  credits: CreditsService;
  planChanges: PlanChangeRepository;
  /** The user's row, where the plan fields live. */
  accounts: UserRepository;
}

/** A subscriber on a plan we know, in the middle of a paid period. */
interface Subscriber {
  user: UserRow & { subscriptionId: string; nextBillingDate: Date };
  plan: Plan & { effect: { kind: 'subscription' } };
}

/**
 * Plan changes. An upgrade is charged and applied at once; anything else is scheduled for the
 * renewal. Orato's own buttons, the TEST MODE portal and Stripe's events (a change made in
 * Stripe's portal) all land in `applyUpgrade` or the renewal, each keyed so a replay adds nothing.
 */
export class PlanChangeService {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly changes: PlanChangeRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly inTransaction: InTransaction<PlanChangeScope>,
  ) {}

  async status(sessionUser: SessionUser): Promise<SubscriptionStatusResponse> {
    const user = await this.users.findById(sessionUser.id);
    if (!user) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.auth.signInRequired);
    }
    const plan = user.subscriptionId && user.planLookupKey ? findPlan(user.planLookupKey) : null;
    const scheduled = user.subscriptionId
      ? await this.changes.findScheduled(user.subscriptionId)
      : undefined;
    const next = scheduled && findPlan(scheduled.toLookupKey);
    return {
      lookup_key: plan?.lookupKey ?? null,
      plan: plan ? planName(plan) : user.plan,
      price: plan ? plan.priceText : null,
      renews_at: plan ? toUnixSeconds(user.nextBillingDate) : null,
      renewal_credits: plan ? (next ?? plan).credits : null,
      cancel_at_period_end: user.cancelSubscription,
      scheduled_change:
        scheduled && next
          ? {
              lookup_key: next.lookupKey,
              plan: planName(next),
              effective_at: toUnixSeconds(scheduled.effectiveAt),
            }
          : null,
    };
  }

  /** What the change to `lookupKey` costs now and brings, before anything is confirmed. */
  async preview(sessionUser: SessionUser, lookupKey: string): Promise<PlanChangePreviewResponse> {
    const subscriber = await this.requireSubscriber(sessionUser);
    const to = requireTarget(lookupKey);
    const renewsAt = subscriber.user.nextBillingDate;
    const base = {
      from: planName(subscriber.plan),
      to: planName(to),
      renewal_price: to.priceText,
      renewal_credits: to.credits,
    };
    if (planChangeKind(subscriber.plan, to) !== 'upgrade') {
      return {
        ...base,
        kind: 'at-renewal',
        amount_due_cents: 0,
        credits_added: 0,
        effective_at: toUnixSeconds(renewsAt),
        renews_at: toUnixSeconds(renewsAt),
      };
    }
    const now = this.clock();
    const proration = await this.gateway
      .previewUpgrade(this.request(subscriber, to, now))
      .catch((error: unknown) => {
        throw new AppError('UNAVAILABLE', MESSAGES.server.planChangeUnavailable, { cause: error });
      });
    return {
      ...base,
      kind: 'upgrade',
      amount_due_cents: proration.amountCents,
      credits_added: upgradeCredits(subscriber.plan, to),
      effective_at: toUnixSeconds(now),
      renews_at: toUnixSeconds(proration.periodEnd),
    };
  }

  /** Confirms a change: an upgrade now (charged), anything else at the renewal (nothing now). */
  async change(sessionUser: SessionUser, lookupKey: string): Promise<PlanChangeResponse> {
    const subscriber = await this.requireSubscriber(sessionUser);
    const to = requireTarget(lookupKey);
    const kind = planChangeKind(subscriber.plan, to);
    if (kind === 'upgrade') {
      await this.upgrade(subscriber, to);
    } else if (kind === 'at-renewal') {
      await this.schedule(subscriber, to);
    }
    return {
      message:
        kind === 'at-renewal'
          ? MESSAGES.server.planChangeScheduled(planName(to))
          : MESSAGES.server.planUpgraded(planName(to)),
      subscription: await this.status(sessionUser),
    };
  }

  /** "Keep my plan": the scheduled change is undone and the renewal stays as it was. */
  async keep(sessionUser: SessionUser): Promise<PlanChangeResponse> {
    const subscriber = await this.requireSubscriber(sessionUser);
    const scheduled = await this.changes.findScheduled(subscriber.user.subscriptionId);
    if (!scheduled) {
      throw new AppError('BAD_REQUEST', MESSAGES.server.noPlanChangeToUndo);
    }
    await this.gateway.cancelScheduledChange(scheduled.subscriptionId, scheduled.gatewayReference);
    await this.changes.setStatus(scheduled.subscriptionId, 'scheduled', 'kept');
    return {
      message: MESSAGES.server.planChangeKept,
      subscription: await this.status(sessionUser),
    };
  }

  /**
   * The subscription is on `to` at the gateway (our own upgrade, one made in Stripe's portal, or a
   * scheduled change that took effect): the user's plan follows, an upgrade's allowance difference
   * is added once per period and change, and the proration invoice, when there is one, is recorded
   * once. A move to a lower plan adds nothing.
   */
  async applyPlan(
    userId: string,
    to: Plan,
    periodEnd: Date | null,
    charge: Omit<UpgradeCharge, 'periodEnd'> | null,
  ): Promise<void> {
    const user = await this.users.findById(userId);
    const from = user?.planLookupKey ? findPlan(user.planLookupKey) : undefined;
    if (!user?.subscriptionId || !from) {
      return;
    }
    const grantKey = `plan-change:${user.subscriptionId}:${from.lookupKey}:${to.lookupKey}:${user.nextBillingDate?.toISOString()}`;
    await this.inTransaction(async ({ billing, accounts, credits, planChanges }) => {
      if (from.lookupKey !== to.lookupKey) {
        await accounts.changePlan(user.subscriptionId!, {
          plan: planName(to),
          price: to.priceText,
          planLookupKey: to.lookupKey,
          nextBillingDate: periodEnd,
        });
        const scheduled = await planChanges.findScheduled(user.subscriptionId!);
        if (scheduled) {
          const outcome = scheduled.toLookupKey === to.lookupKey ? 'applied' : 'replaced';
          await planChanges.setStatus(user.subscriptionId!, 'scheduled', outcome);
        }
      }
      const added = from.lookupKey === to.lookupKey ? 0 : upgradeCredits(from, to);
      if (added > 0) {
        await credits.grant(userId, added, grantKey, `Upgrade to ${planName(to)}`, 'plan_change');
      }
      if (charge) {
        await billing.recordPayment({
          paymentIntentId: null,
          userId,
          reference: charge.invoiceId,
          plan: `Upgrade to ${planName(to)}`,
          priceCents: charge.amountCents,
          currency: charge.currency,
          status: 'succeeded',
          paidAt: this.clock(),
        });
      }
    });
  }

  /**
   * A change scheduled or undone at the gateway (Stripe's portal schedules downgrades for the
   * period's end) shows here as if made in Orato. A schedule still being written by our own
   * `schedule` (no next phase yet, or our row without its reference) is left alone.
   */
  async followSchedule(
    userId: string,
    subscriptionId: string,
    scheduled: { lookupKey: string | null; reference: string } | null,
  ): Promise<void> {
    const ours = await this.changes.findScheduled(subscriptionId);
    if (!scheduled) {
      if (ours?.gatewayReference) {
        await this.changes.setStatus(subscriptionId, 'scheduled', 'kept');
      }
      return;
    }
    const to = scheduled.lookupKey ? findPlan(scheduled.lookupKey) : undefined;
    const user = await this.users.findById(userId);
    // nothing new: no plan we know, already recorded, or the plan the user is on
    if (
      !to ||
      !user?.planLookupKey ||
      !user.nextBillingDate ||
      ours?.toLookupKey === to.lookupKey ||
      to.lookupKey === user.planLookupKey
    ) {
      return;
    }
    await this.changes.schedule({
      userId,
      subscriptionId,
      fromLookupKey: user.planLookupKey,
      toLookupKey: to.lookupKey,
      kind: 'at-renewal',
      effectiveAt: user.nextBillingDate,
      gatewayReference: scheduled.reference,
    });
  }

  /** The plan the coming renewal is on: the scheduled one, if any, else the current one. */
  async renewalLookupKey(subscriptionId: string, current: string): Promise<string> {
    return (await this.changes.findScheduled(subscriptionId))?.toLookupKey ?? current;
  }

  /** A renewal on the scheduled plan has happened: the change is done. */
  async renewedOn(subscriptionId: string, lookupKey: string): Promise<void> {
    const scheduled = await this.changes.findScheduled(subscriptionId);
    if (scheduled?.toLookupKey === lookupKey) {
      await this.changes.setStatus(subscriptionId, 'scheduled', 'applied');
    }
  }

  private async upgrade(subscriber: Subscriber, to: Plan): Promise<void> {
    const { user } = subscriber;
    const claim = await this.changes.claimUpgrade(
      changeRow(subscriber, to, 'upgrade', this.clock()),
    );
    if (!claim) {
      throw new AppError('CONFLICT', MESSAGES.server.planChangeUnderWay);
    }
    // a request that read the plan while another upgrade was under way claims only once that one
    // has ended: it must not charge for the same move again from a plan the user has left
    if (await this.planMovedOn(subscriber)) {
      await this.changes.release(claim.id);
      throw new AppError('CONFLICT', MESSAGES.server.planChangeUnderWay);
    }
    try {
      const scheduled = await this.changes.findScheduled(user.subscriptionId);
      if (scheduled) {
        // an upgrade supersedes a change waiting for the renewal
        await this.gateway.cancelScheduledChange(user.subscriptionId, scheduled.gatewayReference);
      }
      const charge = await this.gateway.upgrade(
        this.request(subscriber, to, claim.effectiveAt),
        `plan-change-${claim.id}`,
      );
      await this.applyPlan(user.id, to, charge.periodEnd, charge);
      await this.changes.finish(claim.id, 'done', charge.invoiceId);
    } catch (error) {
      await this.changes.finish(claim.id, 'failed');
      if (error instanceof AppError) {
        throw error;
      }
      throw new AppError('PAYMENT_REQUIRED', MESSAGES.server.planChangePaymentFailed, {
        cause: error,
      });
    }
  }

  /** Whether the subscriber's plan or period changed since `subscriber` was read. */
  private async planMovedOn({ user, plan }: Subscriber): Promise<boolean> {
    const now = await this.users.findById(user.id);
    return (
      now?.planLookupKey !== plan.lookupKey ||
      now.nextBillingDate?.getTime() !== user.nextBillingDate.getTime()
    );
  }

  private async schedule(subscriber: Subscriber, to: Plan): Promise<void> {
    const { user } = subscriber;
    const scheduled = await this.changes.schedule(
      changeRow(subscriber, to, 'at-renewal', user.nextBillingDate),
    );
    if (!scheduled) {
      throw new AppError('CONFLICT', MESSAGES.server.planChangeUnderWay);
    }
    try {
      const reference = await this.gateway.scheduleChange(
        this.request(subscriber, to, this.clock()),
        `plan-change-${scheduled.id}`,
      );
      await this.changes.setGatewayReference(scheduled.id, reference);
    } catch (error) {
      await this.changes.setStatus(user.subscriptionId, 'scheduled', 'failed');
      throw new AppError('UNAVAILABLE', MESSAGES.server.planChangeUnavailable, { cause: error });
    }
  }

  private request(subscriber: Subscriber, to: Plan, at: Date): PlanChangeRequest {
    const { user, plan } = subscriber;
    return {
      subscriptionId: user.subscriptionId,
      userId: user.id,
      from: plan,
      to,
      period: {
        start: periodStart(user.nextBillingDate, plan.effect.period),
        end: user.nextBillingDate,
      },
      at,
    };
  }

  private async requireSubscriber(sessionUser: SessionUser): Promise<Subscriber> {
    const user = await this.users.findById(sessionUser.id);
    const plan = user?.planLookupKey ? findPlan(user.planLookupKey) : undefined;
    if (!user?.subscriptionId || !user.nextBillingDate || plan?.effect.kind !== 'subscription') {
      throw new AppError('BAD_REQUEST', MESSAGES.server.noSubscriptionToChange);
    }
    if (user.cancelSubscription) {
      throw new AppError('CONFLICT', MESSAGES.server.planChangeOnCancelled);
    }
    return { user, plan } as Subscriber;
  }
}

/** The row of a change of `subscriber` to `to`. */
function changeRow(subscriber: Subscriber, to: Plan, kind: string, effectiveAt: Date) {
  return {
    userId: subscriber.user.id,
    subscriptionId: subscriber.user.subscriptionId,
    fromLookupKey: subscriber.plan.lookupKey,
    toLookupKey: to.lookupKey,
    kind,
    effectiveAt,
  };
}

function requireTarget(lookupKey: string): Plan {
  const to = findPlan(lookupKey);
  if (!to) {
    throw new AppError('BAD_REQUEST', MESSAGES.server.unknownPlan);
  }
  if (to.effect.kind !== 'subscription') {
    throw new AppError('BAD_REQUEST', MESSAGES.server.planChangeNeedsSubscription);
  }
  return to;
}
