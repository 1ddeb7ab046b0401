import type { RetentionRuleId } from '@orato/shared';
import { addSeconds, type Clock } from '../../lib/clock';
import { RETENTION_ENFORCERS, RETENTION_RULES, type RetentionTargets } from './retention.rules';

export const ENFORCE_RETENTION_JOB = 'retention.enforce';

/** Runs every retention rule against the clock (the `retention.enforce` job). */
export class RetentionService {
  constructor(
    private readonly targets: RetentionTargets,
    private readonly clock: Clock,
    private readonly logger: { error(object: object, message: string): void },
  ) {}

  /**
   * Applies each rule; one that fails is logged and the others still run (the next run tries it
   * again). Answers how much each rule removed.
   */
  async enforce(): Promise<Record<RetentionRuleId, number>> {
    const now = this.clock();
    const removed = {} as Record<RetentionRuleId, number>;
    for (const rule of RETENTION_RULES) {
      const before = addSeconds(now, -rule.ageHours * 3600);
      removed[rule.id] = await RETENTION_ENFORCERS[rule.id](this.targets, before, now).catch(
        (error: unknown) => {
          this.logger.error({ err: error, rule: rule.id }, 'retention rule not applied');
          return 0;
        },
      );
    }
    return removed;
  }
}
