import type { AdminBusinessDay } from '@orato/shared';

import type { ChartSeries } from '@/features/admin/components/charts/line-chart';
import { planName } from '@/features/admin/utils/format';
import { featureName } from '@/utils/feature-name';

type ToolDay = AdminBusinessDay['tools'][number];

/** Every key that appears on any day, in the order first seen (a plan or tool new this month too). */
function keysOf(days: readonly AdminBusinessDay[], pick: (day: AdminBusinessDay) => string[]) {
  return [...new Set(days.flatMap(pick))];
}

/** One series per plan: its MRR each day, in dollars. */
export function mrrByPlan(days: readonly AdminBusinessDay[]): ChartSeries[] {
  return keysOf(days, (day) => Object.keys(day.mrr_cents_by_plan)).map((plan) => ({
    name: planName(plan),
    values: days.map((day) => (day.mrr_cents_by_plan[plan] ?? 0) / 100),
  }));
}

/**
 * One series per tool, of one measure. A tool absent on a day rendered nothing: `whenAbsent` is
 * 0 for counts, null (no line) for rates and medians.
 */
export function perTool(
  days: readonly AdminBusinessDay[],
  measure: (tool: ToolDay) => number | null,
  whenAbsent: number | null,
): ChartSeries[] {
  return keysOf(days, (day) => day.tools.map((tool) => tool.feature)).map((feature) => ({
    name: featureName(feature, feature),
    values: days.map((day) => {
      const tool = day.tools.find((one) => one.feature === feature);
      return tool ? measure(tool) : whenAbsent;
    }),
  }));
}

/** One series of a day's field. */
export const field = (
  days: readonly AdminBusinessDay[],
  name: string,
  pick: (day: AdminBusinessDay) => number,
): ChartSeries => ({ name, values: days.map(pick) });
