import { planName, PRODUCT, type Plan } from '@orato/shared';
import { APP_ICON_LINK, escapeHtml } from '../../lib/html';

/** The look of the TEST MODE pages (checkout and billing portal): plain CSS, no script. */
export const TEST_MODE_STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,sans-serif;background:#070b16;color:#e2e8f0}
.banner{background:#f59e0b;color:#111827;text-align:center;font-weight:700;padding:10px 16px;letter-spacing:.04em}
main{max-width:440px;margin:48px auto;padding:0 16px}
.card{background:#0f172a;border:1px solid #1e293b;border-radius:16px;padding:28px}
h1{font-size:22px;margin:0 0 4px}p{margin:0;color:#94a3b8}
.price{font-size:36px;font-weight:800;color:#fff;margin:20px 0 4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:20px 0;color:#cbd5e1}dd{margin:0;overflow-wrap:anywhere}dt{color:#94a3b8}
.actions{display:flex;gap:12px;margin-top:24px}
button,a.cancel{flex:1;text-align:center;text-decoration:none;font:inherit;font-weight:700;border-radius:10px;padding:12px 16px;cursor:pointer;border:1px solid transparent}
.pay{background:#2dd4bf;color:#042f2e}.pay:hover{background:#5eead4}
.cancel{background:transparent;color:#e2e8f0;border-color:#334155}.cancel:hover{background:#1e293b}
button:focus-visible,a:focus-visible{outline:3px solid #5eead4;outline-offset:2px}
.note{margin-top:16px;font-size:13px}`;

export const TEST_MODE_BANNER =
  '<div class="banner" role="status">TEST MODE — no real payment is taken</div>';

/** The local test checkout: plan, price and a TEST MODE banner, with Pay and Cancel. No script. */
export function renderTestCheckoutPage(checkoutId: string, plan: Plan, status: string): string {
  const action = `/checkout/test/${encodeURIComponent(checkoutId)}`;
  const isOpen = status === 'open';
  const billing =
    plan.effect.kind === 'subscription'
      ? `Renews ${plan.effect.period === 'monthly' ? 'every month' : 'every year'} until cancelled`
      : 'One-time payment';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${APP_ICON_LINK}<title>Test checkout — ${PRODUCT.name}</title>
<style>
${TEST_MODE_STYLE}
</style></head>
<body>${TEST_MODE_BANNER}
<main><div class="card">
<h1>${escapeHtml(PRODUCT.name)} ${escapeHtml(planName(plan))}</h1><p>${escapeHtml(billing)}</p>
<div class="price">$${(plan.priceCents / 100).toFixed(2)}</div>
<dl><dt>Credits</dt><dd>${plan.credits}</dd><dt>Checkout</dt><dd>${escapeHtml(checkoutId)}</dd></dl>
${
  isOpen
    ? `<div class="actions">
<a class="cancel" href="/dashboard/subscription?checkout=cancelled">Cancel</a>
<form method="post" action="${action}/pay" style="flex:1;display:flex"><button class="pay" type="submit">Pay $${(plan.priceCents / 100).toFixed(2)}</button></form>
</div>`
    : `<p class="note">This checkout is ${escapeHtml(status)}. <a style="color:#5eead4" href="/dashboard/subscription">Back to plans</a></p>`
}
<p class="note">This page stands in for Stripe Checkout when no Stripe key is configured. Paying runs the same fulfilment as a Stripe payment.</p>
</div></main></body></html>`;
}
