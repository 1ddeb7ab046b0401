import { describe, expect, it } from 'vitest';
import { lastDays, recurringRevenue } from '../../src/modules/admin/admin-insights.service';

describe('business figures', () => {
  it('lists the 30 UTC days ending today, oldest first', () => {
    const days = lastDays(new Date('2026-03-02T23:30:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-01');
    expect(days.at(-1)).toBe('2026-03-02');
  });

  it('counts a subscription in MRR while its paid period covers the day, a yearly one as a twelfth', () => {
    const paid = [
      { plan: 'Pro Monthly', priceCents: 2999, paidAt: new Date('2026-01-10T12:00:00Z') },
      { plan: 'Standard Yearly', priceCents: 9999, paidAt: new Date('2025-06-01T00:00:00Z') },
      // a credit pack is no recurring revenue, and a name no plan has is ignored
      { plan: 'Starter', priceCents: 499, paidAt: new Date('2026-01-20T00:00:00Z') },
      { plan: 'Retired Plan', priceCents: 100, paidAt: new Date('2026-01-20T00:00:00Z') },
    ];
    expect(recurringRevenue(paid, new Date('2026-01-31T23:59:59Z'))).toEqual({
      'orato-pro-monthly': 2999,
      'orato-standard-yearly': 833,
    });
    // the month paid for has ended, and the year has too
    expect(recurringRevenue(paid, new Date('2026-06-15T00:00:00Z'))).toEqual({});
    // not paid yet
    expect(recurringRevenue(paid, new Date('2026-01-09T00:00:00Z'))).toEqual({
      'orato-standard-yearly': 833,
    });
  });
});
