import { formatCents, PRODUCT } from '@orato/shared';
import { APP_ICON_LINK, escapeHtml } from '../../lib/html';
import type { LocalPortalView } from './billing-portal-test.service';
import { TEST_MODE_BANNER, TEST_MODE_STYLE } from './checkout-test.page';

export const LOCAL_PORTAL_PATH = '/billing/test/portal';

/** The long US date the app shows (spec §9). */
const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const PORTAL_STYLE = `main{max-width:640px}
h2{font-size:17px;margin:28px 0 10px;color:#fff}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:8px 6px;border-bottom:1px solid #1e293b}
th{color:#94a3b8;font-weight:600}td.amount{white-space:nowrap}
.status{color:#5eead4}.ends{color:#fbbf24}
form{flex:1;display:flex}.history{overflow-x:auto}
@media (max-width:480px){.card{padding:20px}th,td{padding:8px 4px;font-size:13px}}`;

function planSection(view: LocalPortalView): string {
  if (!view.hasSubscription) {
    return `<dl><dt>Current plan</dt><dd>${escapeHtml(view.plan)}</dd></dl>
<p>You have no subscription. Credit packs are one-time payments and have nothing to renew.</p>`;
  }
  const date = view.periodEnd ? longDate(view.periodEnd) : 'the end of the paid period';
  const renewal = view.cancelAtPeriodEnd
    ? `<dt>Ends on</dt><dd class="ends">${escapeHtml(date)}</dd>`
    : `<dt>Renews on</dt><dd>${escapeHtml(date)}</dd>`;
  const action = view.cancelAtPeriodEnd
    ? `<form method="post" action="${LOCAL_PORTAL_PATH}/resume"><button class="pay" type="submit">Resume subscription</button></form>`
    : `<form method="post" action="${LOCAL_PORTAL_PATH}/cancel"><button class="cancel" type="submit">Cancel subscription</button></form>`;
  return `<dl><dt>Current plan</dt><dd>${escapeHtml(view.plan)}</dd>
<dt>Price</dt><dd>${escapeHtml(view.price ?? '')}</dd>${renewal}</dl>
<div class="actions">${action}</div>
${scheduledSection(view)}${changeSection(view)}`;
}

function scheduledSection(view: LocalPortalView): string {
  const change = view.subscription.scheduled_change;
  if (!change) {
    return '';
  }
  const date = longDate(new Date(change.effective_at * 1000));
  return `<p class="ends">Changes to ${escapeHtml(change.plan)} on ${escapeHtml(date)}</p>
<div class="actions"><form method="post" action="${LOCAL_PORTAL_PATH}/keep"><button class="pay" type="submit">Keep my plan</button></form></div>`;
}

/** Each other plan with what it costs now, as Stripe's portal shows before a change. */
function changeSection(view: LocalPortalView): string {
  if (view.changes.length === 0) {
    return '';
  }
  const rows = view.changes.map(({ lookupKey, action, preview }) => {
    const cost =
      preview.kind === 'upgrade'
        ? `${formatCents(preview.amount_due_cents)} now (prorated), +${preview.credits_added} credits now`
        : `nothing now; ${preview.renewal_price} from ${longDate(new Date(preview.effective_at * 1000))}`;
    return `<tr><td>${escapeHtml(action)}</td><td>${escapeHtml(cost)}</td><td><form method="post" action="${LOCAL_PORTAL_PATH}/change/${encodeURIComponent(lookupKey)}"><button class="pay" type="submit">Confirm</button></form></td></tr>`;
  });
  return `<h2>Change plan</h2><div class="history"><table><tbody>${rows.join('\n')}</tbody></table></div>`;
}

function historySection(view: LocalPortalView): string {
  if (view.payments.length === 0) {
    return '<p>No payments yet.</p>';
  }
  const rows = view.payments.map(
    (payment) =>
      `<tr><td>${escapeHtml(longDate(new Date(payment.date * 1000)))}</td><td>${escapeHtml(payment.plan)}</td><td class="amount">${escapeHtml(`${payment.price} ${payment.currency}`)}</td><td class="status">${escapeHtml(payment.status)}</td></tr>`,
  );
  return `<div class="history"><table><thead><tr><th>Date</th><th>Plan</th><th>Amount</th><th>Status</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>`;
}

/** The TEST MODE billing portal: plan, renewal date, cancel or resume, payment history. No script. */
export function renderTestPortalPage(view: LocalPortalView): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${APP_ICON_LINK}<title>Billing — ${PRODUCT.name}</title>
<style>
${TEST_MODE_STYLE}
${PORTAL_STYLE}
</style></head>
<body>${TEST_MODE_BANNER}
<main><div class="card">
<h1>${escapeHtml(PRODUCT.name)} billing</h1>
${planSection(view)}
<h2>Payment history</h2>
${historySection(view)}
<div class="actions"><a class="cancel" href="/dashboard/profile">Return to ${escapeHtml(PRODUCT.name)}</a></div>
<p class="note">This page stands in for the Stripe billing portal when no Stripe key is configured. Cancel and resume run the same path as the Stripe portal's events.</p>
</div></main></body></html>`;
}
