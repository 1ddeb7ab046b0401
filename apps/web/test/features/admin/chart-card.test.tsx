import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ChartCard } from '@/features/admin/components/charts/chart-card';

const DAYS = ['2026-11-01', '2026-11-02', '2026-11-03'];

describe('ChartCard', () => {
  it('draws a line per series and lists the numbers beside it, newest day first, with totals', () => {
    const { container } = render(
      <ChartCard
        title="Credits sold, spent and returned"
        days={DAYS}
        series={[
          { name: 'Sold', values: [60, 0, 120] },
          { name: 'Spent', values: [10, 45, null] },
        ]}
        formatValue={(value) => String(value)}
        showTotals
      />,
    );
    expect(
      screen.getByRole('img', { name: /Credits sold, spent and returned, per day/ }),
    ).toBeDefined();
    const lines = container.querySelectorAll('svg[role="img"] path');
    expect(lines).toHaveLength(2);
    // the day with no value breaks the line: Spent is one segment of two points
    expect(lines[1]?.getAttribute('d')?.match(/M/g)).toHaveLength(1);
    expect(lines[1]?.getAttribute('d')?.match(/L/g)).toHaveLength(1);

    // a day with a value between two without one is drawn as a dot
    expect(container.querySelectorAll('svg[role="img"] circle')).toHaveLength(0);

    const table = within(screen.getByRole('table'));
    const rows = table.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['DaySoldSpent', '3 days18055', 'Nov 3120—', 'Nov 2045', 'Nov 16010']);
  });
});

it('draws a dot for a day whose neighbours have no value, as no line reaches it', () => {
  const { container } = render(
    <ChartCard
      title="Failure rate per tool"
      days={DAYS}
      series={[{ name: 'AI image', values: [null, null, 0.5] }]}
      formatValue={(value) => `${value * 100}%`}
    />,
  );
  const dots = container.querySelectorAll('svg[role="img"] circle');
  expect(dots).toHaveLength(1);
});
