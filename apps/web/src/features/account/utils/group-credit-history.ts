import type { CreditMovement } from '@orato/shared';

/** One row of the Credits history: a job with the steps its credits took, or a movement alone. */
export type CreditHistoryRow =
  | {
      type: 'job';
      jobId: string;
      title: string | null;
      feature: string | null;
      /** Credits the job cost so far (negative), 0 when all came back; null when this page cannot tell. */
      net: number | null;
      /** Its newest step's time. */
      createdAt: number;
      /** Oldest first: reserved, spent, returned. */
      steps: CreditMovement[];
      /** Its reservation is on an older page (a page holds 20 movements, not 20 jobs). */
      startsOnOlderPage: boolean;
      /** Its later steps are on the newer page. */
      continuesOnNewerPage: boolean;
    }
  | { type: 'movement'; movement: CreditMovement };

// a job's credits are reserved, then spent, then the rest returned; these are the kinds that group
const STEP_ORDER: Readonly<Record<string, number>> = { hold: 0, capture: 1, release: 2 };

const isJobStep = (movement: CreditMovement): movement is CreditMovement & { job_id: string } =>
  movement.job_id !== null && STEP_ORDER[movement.kind] !== undefined;

/**
 * One page of movements (newest first) as rows: each job's steps under one row, placed where its
 * newest step was; grants, refunds, plan changes and any kind unknown here stay rows of their own.
 * `newer` is the page before it, when known, to tell a job whose story goes on there.
 */
export function groupCreditHistory(
  movements: readonly CreditMovement[],
  newer: readonly CreditMovement[] = [],
): CreditHistoryRow[] {
  const jobsGoingOn = new Set(newer.filter(isJobStep).map((movement) => movement.job_id));
  // a movement of its own, or the id of a job, where the job's newest step was
  const order: Array<CreditMovement | string> = [];
  const jobs = new Map<string, CreditMovement[]>();
  for (const movement of movements) {
    if (!isJobStep(movement)) {
      order.push(movement);
      continue;
    }
    const steps = jobs.get(movement.job_id);
    if (steps) {
      steps.push(movement);
    } else {
      jobs.set(movement.job_id, [movement]);
      order.push(movement.job_id);
    }
  }
  return order.map((entry) =>
    typeof entry === 'string'
      ? jobRow(entry, jobs.get(entry) ?? [], jobsGoingOn.has(entry))
      : { type: 'movement', movement: entry },
  );
}

function jobRow(
  jobId: string,
  newestFirst: CreditMovement[],
  continuesOnNewerPage: boolean,
): CreditHistoryRow {
  const steps = newestFirst.toSorted(
    (a, b) => (STEP_ORDER[a.kind] ?? 0) - (STEP_ORDER[b.kind] ?? 0) || a.created_at - b.created_at,
  );
  const startsOnOlderPage = !steps.some((step) => step.kind === 'hold');
  return {
    type: 'job',
    jobId,
    title: steps.find((step) => step.job_title)?.job_title ?? null,
    feature: steps.find((step) => step.feature)?.feature ?? null,
    net: netCost(steps, startsOnOlderPage || continuesOnNewerPage),
    createdAt: Math.max(...steps.map((step) => step.created_at)),
    steps,
    startsOnOlderPage,
    continuesOnNewerPage,
  };
}

/**
 * What the job took from the credits you can spend: the charge once there is one (what it finally
 * cost, whatever page the rest is on), else what is still reserved (0 after a full return).
 */
function netCost(steps: readonly CreditMovement[], isPartial: boolean): number | null {
  const total = (kind: string) =>
    steps.filter((step) => step.kind === kind).reduce((sum, step) => sum + step.amount, 0);
  const charged = total('capture');
  if (charged > 0) {
    return -charged;
  }
  // a return without its reservation, or a reservation spent or returned on the newer page
  if (isPartial) {
    return null;
  }
  return total('release') - total('hold');
}
