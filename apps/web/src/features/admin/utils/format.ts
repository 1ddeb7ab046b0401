import { FREE_PLAN, findPlan } from '@orato/shared';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** A Unix time in seconds as 'Nov 3, 2026, 14:05 UTC' (staff across time zones read one clock); '—' for none. */
export function formatDateTime(unixSeconds: number | null | undefined): string {
  if (unixSeconds == null || !Number.isFinite(unixSeconds)) {
    return '—';
  }
  return `${dateTime.format(new Date(unixSeconds * 1000))} UTC`;
}

/** US cents as dollars: 89900 → '$899.00'; another currency is named by its code. */
export function formatMoney(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** A length of time in the largest units that say it: '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatSpan(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) {
    return `${whole} s`;
  }
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) {
    return `${minutes} min`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** A plan's lookup key in words ('orato-pro-yearly' → 'Pro, yearly'); 'Free'; else the key itself. */
export function planName(plan: string): string {
  if (plan === FREE_PLAN) {
    return 'Free';
  }
  const found = findPlan(plan);
  if (!found) {
    return plan;
  }
  return found.effect.kind === 'subscription'
    ? `${found.label}, ${found.effect.period}`
    : `${found.label} pack`;
}
