import {
  findPlan,
  periodEnd,
  planName,
  MESSAGES,
  type Plan,
  type PaymentHistoryItem,
  type VerifyCheckoutResponse,
} from '@orato/shared';
import type {
  BillingEvent,
  CheckoutState,
  PaidInvoice,
  PaymentGateway,
  ReversedPayment,
  SubscriptionState,
} from '../../adapters/payments/payment-gateway';
import type { InTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import type { SessionUser } from '../auth/session.service';
import type { UserRepository } from '../auth/user.repository';
import type { CreditsService } from '../credits/credits.service';
import type { BillingRepository, PaymentRow } from './billing.repository';
import type { PlanChangeService } from './plan-change.service';

/** Plans, checkout and fulfilment. Fulfilment is idempotent: webhook, return page and retries meet here. */
interface PaymentExtras {
  status?: 'succeeded' | 'refunded';
  paymentIntentId?: string | null;
}

/** What a payment's fulfilment writes through, bound to one transaction. */
export interface FulfilmentScope {
  billing: BillingRepository;
  credits: CreditsService;
  /** The user's row, where the plan fields live. */
  accounts: UserRepository;
}

export class BillingService {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly billing: BillingRepository,
    private readonly credits: CreditsService,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly siteUrl: string,
    /** The grant, the payment record and the period start land together or not at all. */
    private readonly inTransaction: InTransaction<FulfilmentScope>,
    private readonly planChanges: PlanChangeService,
  ) {}

  async startCheckout(sessionUser: SessionUser, lookupKey: string): Promise<{ url: string }> {
    const plan = requirePlan(lookupKey);
    const user = await this.requireUser(sessionUser.id);
    if (user.purchasesPausedAt) {
      throw new AppError('CONFLICT', MESSAGES.billing.purchasesPaused);
    }
    if (plan.effect.kind === 'subscription' && user.subscriptionId) {
      throw new AppError('CONFLICT', MESSAGES.subscription.alreadySubscribed);
    }
    const returnUrl = `${this.siteUrl}/dashboard/subscription`;
    const checkout = await this.gateway.createCheckout({
      plan,
      userId: user.id,
      email: user.email,
      customerId: this.ownCustomerId(user.customerId),
      successUrl: `${returnUrl}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${returnUrl}?checkout=cancelled`,
    });
    await this.billing.recordCheckout({
      id: checkout.id,
      userId: user.id,
      lookupKey,
      gateway: this.gateway.kind,
    });
    return { url: checkout.url };
  }

  /** The return from checkout: fulfils the payment if the webhook has not yet. */
  async verifyCheckout(
    sessionUser: SessionUser,
    checkoutId: string,
  ): Promise<VerifyCheckoutResponse> {
    await this.requireOwnCheckout(sessionUser, checkoutId);
    const checkout = await this.gateway.getCheckout(checkoutId);
    if (!checkout.isPaid) {
      return { status: 'unpaid', message: MESSAGES.server.paymentIncomplete };
    }
    if (!(await this.fulfilCheckout(checkout))) {
      return { status: 'refunded', message: MESSAGES.subscription.secondRefunded };
    }
    return { status: 'paid', message: MESSAGES.subscription.activated };
  }

  /** The Pay button of the local test checkout: the same event a Stripe webhook would deliver. */
  async payLocalCheckout(sessionUser: SessionUser, checkoutId: string): Promise<string> {
    const checkout = await this.requireOwnCheckout(sessionUser, checkoutId);
    if (checkout.gateway !== 'local') {
      throw new AppError('NOT_FOUND', MESSAGES.server.checkoutNotFound);
    }
    if (await this.billing.completeCheckout(checkoutId, this.clock())) {
      await this.handleEvent({
        kind: 'checkout.completed',
        eventId: `evt_local_${checkoutId}`,
        checkoutId,
      });
    }
    return `/dashboard/subscription?session_id=${encodeURIComponent(checkoutId)}`;
  }

  async describeLocalCheckout(sessionUser: SessionUser, checkoutId: string) {
    const checkout = await this.requireOwnCheckout(sessionUser, checkoutId);
    return { checkout, plan: requirePlan(checkout.lookupKey) };
  }

  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    let event: BillingEvent;
    try {
      event = this.gateway.parseWebhook(rawBody, signature);
    } catch (error) {
      throw new AppError('BAD_REQUEST', MESSAGES.server.invalidWebhookSignature, { cause: error });
    }
    await this.handleEvent(event);
  }

  /**
   * An event is claimed before it is applied, so a replay (or a second delivery running beside the
   * first) does nothing; a failed attempt gives its claim back, so the gateway's retry applies it.
   * Every effect is also idempotent on its own key (payment reference, invoice id), so a crash
   * between an effect and the claim's release cannot count twice either.
   */
  async handleEvent(event: BillingEvent): Promise<void> {
    if (!(await this.billing.claimEvent(event.eventId, event.kind))) {
      return;
    }
    try {
      await this.applyEvent(event);
    } catch (error) {
      await this.billing.releaseEvent(event.eventId);
      throw error;
    }
  }

  private async applyEvent(event: BillingEvent): Promise<void> {
    switch (event.kind) {
      case 'checkout.completed': {
        const checkout = await this.gateway.getCheckout(event.checkoutId);
        if (checkout.isPaid) {
          await this.fulfilCheckout(checkout);
        }
        break;
      }
      case 'invoice.paid':
        await this.fulfilInvoice(event.invoice);
        break;
      case 'subscription.updated': {
        // updates may arrive out of order: apply the subscription as it is now, not the payload
        const current: SubscriptionState =
          (await this.gateway.getSubscription(event.subscriptionId)) ?? event;
        if (current.cancelAtPeriodEnd) {
          await this.users.scheduleCancellation(event.subscriptionId, current.periodEnd);
        } else {
          // renewing again (a resume in the Stripe portal undoes a cancellation)
          await this.users.resumeSubscription(event.subscriptionId, current.periodEnd);
        }
        await this.recordSubscriptionStatus(event.subscriptionId, current.status ?? null);
        await this.followGatewayPlan(event.subscriptionId, current);
        break;
      }
      case 'invoice.payment_failed': {
        const current = await this.gateway.getSubscription(event.subscriptionId);
        await this.users.setSubscriptionStatus(
          event.subscriptionId,
          current?.status ?? 'past_due',
          this.clock(),
        );
        break;
      }
      case 'payment.reversed':
        await this.reversePayment(event.cause, event.payment);
        break;
      case 'dispute.closed': {
        const payment = await this.billing.findPayment({ paymentIntentId: event.paymentIntentId });
        // a deleted account's payment is kept detached: nobody's purchases to resume
        if (payment?.userId) {
          await this.users.setPurchasesPaused(payment.userId, null);
        }
        break;
      }
      case 'subscription.ended':
        await this.billing.markSubscriptionEnded(event.subscriptionId);
        await this.users.endSubscription(event.subscriptionId);
        break;
      case 'ignored':
        break;
      default:
        assertNever(event);
    }
  }

  /**
   * A plan changed at the gateway (Stripe's portal, or a scheduled change taking effect) lands
   * like one made here; the proration invoice, if any, is recorded when it is paid.
   */
  private async followGatewayPlan(subscriptionId: string, current: SubscriptionState) {
    const plan = current.lookupKey ? findPlan(current.lookupKey) : undefined;
    const user = await this.users.findSubscriber(subscriptionId);
    if (!user || plan?.effect.kind !== 'subscription') {
      return;
    }
    if (user.planLookupKey !== plan.lookupKey) {
      await this.planChanges.applyPlan(user.id, plan, current.periodEnd, null);
    }
    if (current.scheduled !== undefined) {
      await this.planChanges.followSchedule(user.id, subscriptionId, current.scheduled);
    }
  }

  /** A status the gateway reports: an active plan clears a past payment failure. */
  private async recordSubscriptionStatus(subscriptionId: string, status: string | null) {
    const healthy = status === 'active' || status === 'trialing';
    await this.users.setSubscriptionStatus(subscriptionId, status, healthy ? null : undefined);
  }

  /**
   * A refund or a dispute takes back the unspent credits of that purchase, in proportion to all
   * the money taken back so far (a second partial refund takes its own share; a replay nothing;
   * a dispute after a refund the rest); a dispute also pauses new purchases
   * until it closes. The payment shows as refunded or disputed in the history.
   */
  private async reversePayment(
    cause: 'refund' | 'dispute',
    reversed: ReversedPayment,
    scope: FulfilmentScope = { billing: this.billing, credits: this.credits, accounts: this.users },
  ): Promise<number> {
    const { billing, credits, accounts } = scope;
    const invoiceId =
      reversed.invoiceId ??
      (reversed.paymentIntentId
        ? await this.gateway.invoiceOfPayment(reversed.paymentIntentId)
        : null);
    const payment = await billing.findPayment({
      reference: invoiceId,
      paymentIntentId: reversed.paymentIntentId,
    });
    if (!payment) {
      // not one of ours (or from before we kept payment intents): nothing to take back
      return 0;
    }
    if (!payment.userId) {
      // the account was deleted, and its credits with it: only the record's status changes
      await billing.setPaymentStatus(payment.id, cause === 'refund' ? 'refunded' : 'disputed');
      return 0;
    }
    const userId = payment.userId;
    const granted = await credits.grantedFor(payment.reference);
    const share =
      reversed.paidCents > 0 ? Math.min(1, reversed.reversedCents / reversed.paidCents) : 1;
    // Stripe reports the money refunded so far, so each refund reverses only what is new
    const taken = await credits.reverse(userId, {
      key: payment.reference,
      total: Math.round(granted * share),
      step: `${cause}:${reversed.reversedCents}`,
      reason: cause === 'refund' ? `refund of ${payment.plan}` : `dispute of ${payment.plan}`,
    });
    await billing.setPaymentStatus(payment.id, cause === 'refund' ? 'refunded' : 'disputed');
    if (cause === 'dispute') {
      await accounts.setPurchasesPaused(userId, this.clock());
    }
    return taken;
  }

  /**
   * A staff refund: the payment's money back in full at the gateway (TEST MODE: on the record
   * only). Named by the payment, so a retried call refunds once. Apply it with `applyRefund`.
   */
  refundAtGateway(payment: PaymentRow): Promise<ReversedPayment> {
    return this.gateway.refund(
      {
        reference: payment.reference,
        paymentIntentId: payment.paymentIntentId,
        amountCents: payment.priceCents,
      },
      `staff-refund-${payment.id}`,
    );
  }

  /**
   * Lands a refund exactly as its `charge.refunded` event does, through `scope` (the caller's
   * transaction): the event, arriving later, then takes nothing more. Returns the credits taken.
   */
  applyRefund(reversed: ReversedPayment, scope: FulfilmentScope): Promise<number> {
    return this.reversePayment('refund', reversed, scope);
  }

  async cancelSubscription(sessionUser: SessionUser): Promise<{ message: string }> {
    const user = await this.requireUser(sessionUser.id);
    if (!user.subscriptionId) {
      throw new AppError('BAD_REQUEST', MESSAGES.server.noSubscriptionToCancel);
    }
    if (!user.cancelSubscription) {
      const endsAt =
        (await this.gateway.cancelAtPeriodEnd(user.subscriptionId)) ?? user.nextBillingDate;
      await this.users.scheduleCancellation(user.subscriptionId, endsAt);
    }
    return {
      message: MESSAGES.server.subscriptionCancelled,
    };
  }

  /** A deleted account must never be charged again: its subscription ends now, at the gateway. */
  async stopRenewalsOf(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (user?.subscriptionId) {
      await this.gateway.cancelNow(user.subscriptionId);
    }
  }

  async createPortalSession(sessionUser: SessionUser): Promise<{ url: string }> {
    const user = await this.requireUser(sessionUser.id);
    const customerId = this.ownCustomerId(user.customerId);
    if (!customerId) {
      throw new AppError('BAD_REQUEST', MESSAGES.server.noBillingAccount);
    }
    try {
      return {
        url: await this.gateway.createPortalSession(
          customerId,
          `${this.siteUrl}/dashboard/profile`,
        ),
      };
    } catch (error) {
      // Stripe refuses every portal session until the portal's settings are saved (the doctor says so)
      throw new AppError('UNAVAILABLE', MESSAGES.server.billingPortalUnavailable, { cause: error });
    }
  }

  async paymentHistory(sessionUser: SessionUser): Promise<PaymentHistoryItem[]> {
    const rows = await this.billing.listPayments(sessionUser.id);
    return rows.map((row) => ({
      plan: row.plan,
      price: (row.priceCents / 100).toFixed(2),
      currency: row.currency.toUpperCase(),
      date: toUnixSeconds(row.paidAt),
      status: row.status,
    }));
  }

  /**
   * Ends paid periods that are over: cancelled plans return to free; the others renew, through
   * the gateway when it renews on our schedule (a gateway that renews itself sends invoice.paid).
   */
  async settleDuePeriods(): Promise<number> {
    const due = await this.users.dueSubscriptions(this.clock());
    for (const user of due) {
      const subscriptionId = user.subscriptionId!;
      if (user.cancelSubscription) {
        await this.users.endSubscription(subscriptionId);
      } else if (user.planLookupKey && user.nextBillingDate) {
        const invoice = await this.gateway.renew({
          userId: user.id,
          subscriptionId,
          customerId: user.customerId,
          lookupKey: await this.planChanges.renewalLookupKey(subscriptionId, user.planLookupKey),
          periodEnd: user.nextBillingDate,
        });
        if (invoice) {
          await this.fulfilInvoice(invoice);
        }
      }
    }
    return due.length;
  }

  /** False when the payment was a second subscription, refunded instead of fulfilled. */
  private async fulfilCheckout(checkout: CheckoutState): Promise<boolean> {
    const plan = requirePlan(checkout.lookupKey);
    if (checkout.customerId) {
      await this.users.setCustomer(checkout.userId, checkout.customerId);
    }
    if (plan.effect.kind === 'credit-pack') {
      await this.inTransaction(async ({ billing, credits }) => {
        await credits.grant(
          checkout.userId,
          plan.credits,
          checkout.paymentReference,
          `${plan.label} pack`,
        );
        await this.recordPayment(
          billing,
          checkout.userId,
          plan,
          checkout.paymentReference,
          checkout.amountCents,
          checkout.currency,
          { paymentIntentId: checkout.paymentIntentId ?? null },
        );
      });
      return true;
    }
    return this.fulfilSubscriptionPeriod(checkout.userId, plan, {
      reference: checkout.paymentReference,
      subscriptionId: checkout.subscriptionId!,
      customerId: checkout.customerId,
      periodEnd: checkout.periodEnd ?? periodEnd(this.clock(), plan.effect.period),
      amountCents: checkout.amountCents,
      currency: checkout.currency,
    });
  }

  private async fulfilInvoice(invoice: PaidInvoice): Promise<void> {
    const user = invoice.userId ? await this.users.findById(invoice.userId) : undefined;
    // the invoice's price names the plan: the subscription's metadata is stale after a change
    const lookupKey =
      (invoice.priceId && (await this.gateway.lookupKeyOfPrice(invoice.priceId))) ||
      invoice.lookupKey;
    const plan = lookupKey ? findPlan(lookupKey) : undefined;
    if (!user || !plan) {
      // not one of our checkouts (or its user was deleted): nothing to grant
      return;
    }
    if (invoice.billingReason === 'subscription_update') {
      // a plan change's proration, not a new period
      await this.planChanges.applyPlan(user.id, plan, invoice.periodEnd, {
        invoiceId: invoice.id,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
      });
      return;
    }
    await this.fulfilSubscriptionPeriod(user.id, plan, {
      reference: invoice.id,
      subscriptionId: invoice.subscriptionId,
      customerId: invoice.customerId,
      periodEnd: invoice.periodEnd,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
    });
    await this.planChanges.renewedOn(invoice.subscriptionId, plan.lookupKey);
  }

  private async fulfilSubscriptionPeriod(
    userId: string,
    plan: Plan,
    period: {
      reference: string;
      subscriptionId: string;
      customerId: string | null;
      periodEnd: Date;
      amountCents: number;
      currency: string;
    },
  ): Promise<boolean> {
    if (await this.billing.wasSubscriptionRefused(period.subscriptionId)) {
      // its other event (checkout or first invoice) found it second and gave the money back
      return false;
    }
    const ended = await this.billing.hasSubscriptionEnded(period.subscriptionId);
    if (!ended && !(await this.users.claimSubscription(userId, period.subscriptionId))) {
      await this.refuseSecondSubscription(userId, plan, period);
      return false;
    }
    const user = await this.requireUser(userId);
    // events arrive out of order: a late first period must not move the billing date back, and a
    // late invoice of a subscription that has since ended is still credited but must not revive it
    const isLaterPeriod = !(
      user.subscriptionId === period.subscriptionId &&
      user.nextBillingDate &&
      user.nextBillingDate > period.periodEnd
    );
    await this.inTransaction(async ({ billing, credits, accounts }) => {
      if (isLaterPeriod && !ended) {
        await accounts.startSubscriptionPeriod(userId, {
          plan: planName(plan),
          price: plan.priceText,
          planLookupKey: plan.lookupKey,
          subscriptionId: period.subscriptionId,
          customerId: period.customerId ?? user.customerId,
          nextBillingDate: period.periodEnd,
        });
      }
      await credits.grant(userId, plan.credits, period.reference, `${planName(plan)} period`);
      await this.recordPayment(
        billing,
        userId,
        plan,
        period.reference,
        period.amountCents,
        period.currency,
      );
    });
    return true;
  }

  /**
   * One active subscription per account: one that slipped past the checkout check (checkouts
   * opened side by side, then all paid) is ended and refunded, and grants nothing. The gateway
   * work comes first and is safe to repeat, so a crash before the record only means a replay.
   */
  private async refuseSecondSubscription(
    userId: string,
    plan: Plan,
    period: { reference: string; subscriptionId: string; amountCents: number; currency: string },
  ): Promise<void> {
    await this.gateway.refundAndCancel(period.subscriptionId, period.reference);
    await this.billing.markSubscriptionRefused(period.subscriptionId);
    await this.recordPayment(
      this.billing,
      userId,
      plan,
      period.reference,
      period.amountCents,
      period.currency,
      { status: 'refunded' },
    );
  }

  private recordPayment(
    billing: BillingRepository,
    userId: string,
    plan: Plan,
    reference: string,
    amountCents: number,
    currency: string,
    { status = 'succeeded', paymentIntentId = null }: PaymentExtras = {},
  ) {
    return billing.recordPayment({
      paymentIntentId,
      userId,
      reference,
      plan: planName(plan),
      priceCents: amountCents,
      currency,
      status,
      paidAt: this.clock(),
    });
  }

  private async requireOwnCheckout(sessionUser: SessionUser, checkoutId: string) {
    const checkout = await this.billing.findCheckout(checkoutId);
    // someone else's checkout is answered exactly like a missing one
    if (!checkout || checkout.userId !== sessionUser.id) {
      throw new AppError('NOT_FOUND', MESSAGES.server.checkoutNotFound);
    }
    return checkout;
  }

  private async requireUser(id: string) {
    const user = await this.users.findById(id);
    if (!user) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.auth.signInRequired);
    }
    return user;
  }

  /** Customer ids from another gateway (the test checkout's, Stripe's) mean nothing to this one. */
  private ownCustomerId(customerId: string | null): string | null {
    return customerId && this.gateway.ownsCustomer(customerId) ? customerId : null;
  }
}

function requirePlan(lookupKey: string): Plan {
  const plan = findPlan(lookupKey);
  if (!plan) {
    throw new AppError('BAD_REQUEST', MESSAGES.server.unknownPlan);
  }
  return plan;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled billing event ${JSON.stringify(value)}`);
}
