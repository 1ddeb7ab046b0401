import {
  findPlan,
  MESSAGES,
  PLANS,
  planChangeAction,
  planName,
  type PaymentHistoryItem,
  type PlanChangePreviewResponse,
  type SubscriptionStatusResponse,
} from '@orato/shared';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../auth/session.service';
import type { UserRepository } from '../auth/user.repository';
import type { BillingService } from './billing.service';
import type { PlanChangeService } from './plan-change.service';

export const PORTAL_NOT_FOUND = 'Billing portal not found';

export interface LocalPortalView {
  plan: string;
  price: string | null;
  hasSubscription: boolean;
  cancelAtPeriodEnd: boolean;
  /** The renewal date, or the last day of a cancelled plan. */
  periodEnd: Date | null;
  payments: PaymentHistoryItem[];
  subscription: SubscriptionStatusResponse;
  /** The other plans the subscriber can move to, each with what it costs before confirming. */
  changes: Array<{ lookupKey: string; action: string; preview: PlanChangePreviewResponse }>;
}

/**
 * The TEST MODE stand-in for Stripe's billing portal. Cancel and resume become the
 * `subscription.updated` event the Stripe portal's webhook would deliver, handled by the same
 * BillingService path, so what is tested here is what runs with Stripe.
 */
export class LocalBillingPortalService {
  constructor(
    private readonly billing: BillingService,
    private readonly planChanges: PlanChangeService,
    private readonly users: UserRepository,
    private readonly gatewayKind: 'local' | 'stripe',
  ) {}

  async describe(sessionUser: SessionUser): Promise<LocalPortalView> {
    const user = await this.requireLocalUser(sessionUser);
    return {
      plan: user.plan,
      price: user.subscriptionId ? user.price : null,
      hasSubscription: Boolean(user.subscriptionId),
      cancelAtPeriodEnd: user.cancelSubscription,
      periodEnd: user.nextBillingDate,
      payments: await this.billing.paymentHistory(sessionUser),
      subscription: await this.planChanges.status(sessionUser),
      changes: await this.changeOptions(sessionUser, user.planLookupKey, user.cancelSubscription),
    };
  }

  /** Plan changes as Stripe's portal offers them: the same service as the Subscription page. */
  async changePlan(sessionUser: SessionUser, lookupKey: string): Promise<void> {
    await this.requireLocalUser(sessionUser);
    await this.planChanges.change(sessionUser, lookupKey);
  }

  async keepPlan(sessionUser: SessionUser): Promise<void> {
    await this.requireLocalUser(sessionUser);
    await this.planChanges.keep(sessionUser);
  }

  private async changeOptions(
    sessionUser: SessionUser,
    current: string | null,
    cancelling: boolean,
  ): Promise<LocalPortalView['changes']> {
    const from = current ? findPlan(current) : undefined;
    if (!from || cancelling) {
      return [];
    }
    const targets = PLANS.filter(
      (plan) => plan.effect.kind === 'subscription' && plan.lookupKey !== from.lookupKey,
    );
    return Promise.all(
      targets.map(async (to) => ({
        lookupKey: to.lookupKey,
        action: `${planChangeAction(from, to)}: ${planName(to)}`,
        preview: await this.planChanges.preview(sessionUser, to.lookupKey),
      })),
    );
  }

  /** Cancel (renew = false) or resume (renew = true) at the end of the paid period. */
  async setRenewal(sessionUser: SessionUser, renew: boolean): Promise<void> {
    const user = await this.requireLocalUser(sessionUser);
    if (!user.subscriptionId) {
      throw new AppError('BAD_REQUEST', MESSAGES.server.noSubscriptionToChange);
    }
    if (user.cancelSubscription !== renew) {
      // already as asked: a double submit changes nothing
      return;
    }
    await this.billing.handleEvent({
      kind: 'subscription.updated',
      eventId: `evt_local_portal_${randomUUID()}`,
      subscriptionId: user.subscriptionId,
      cancelAtPeriodEnd: !renew,
      periodEnd: user.nextBillingDate,
    });
  }

  private async requireLocalUser(sessionUser: SessionUser) {
    // with Stripe configured the real portal is the only one
    if (this.gatewayKind !== 'local') {
      throw new AppError('NOT_FOUND', PORTAL_NOT_FOUND);
    }
    const user = await this.users.findById(sessionUser.id);
    if (!user) {
      throw new AppError('NOT_FOUND', PORTAL_NOT_FOUND);
    }
    return user;
  }
}
