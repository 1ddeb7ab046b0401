import type { CreditMovement } from '@orato/shared';
import { describe, expect, it } from 'vitest';

import { movementAmountText } from '../src/features/account/utils/credit-amounts';
import { signedCredits } from '../src/utils/format-number';
import { groupCreditHistory } from '../src/features/account/utils/group-credit-history';

const movement = (
  fields: Partial<CreditMovement> & Pick<CreditMovement, 'id'>,
): CreditMovement => ({
  kind: 'grant',
  amount: 0,
  reason: '',
  job_id: null,
  job_title: null,
  feature: null,
  duration_seconds: null,
  created_at: 100,
  ...fields,
});

describe('signedCredits', () => {
  it('writes credits in with a plus, out with a real minus sign, and none as 0', () => {
    expect(signedCredits(330)).toBe('+330');
    expect(signedCredits(-45)).toBe('\u221245');
    expect(signedCredits(0)).toBe('0');
    expect(signedCredits(-1440)).toBe('\u22121,440');
  });
});

describe('movementAmountText', () => {
  it('signs a movement by its kind, and a kind it does not know not at all', () => {
    expect(movementAmountText(movement({ id: 'r', kind: 'reversal', amount: 0 }))).toBe('0');
    expect(movementAmountText(movement({ id: 'h', kind: 'hold', amount: 50 }))).toBe('\u221250');
    // Orato's adjustments come signed either way
    expect(movementAmountText(movement({ id: 'a', kind: 'adjustment', amount: 25 }))).toBe('+25');
    expect(movementAmountText(movement({ id: 'b', kind: 'adjustment', amount: -5 }))).toBe(
      '\u22125',
    );
    const unknown = { ...movement({ id: 'x', amount: 7 }), kind: 'bonus' } as unknown;
    expect(movementAmountText(unknown as CreditMovement)).toBe('7');
  });
});

describe('groupCreditHistory', () => {
  const job = (id: string, kind: CreditMovement['kind'], amount: number, at: number) =>
    movement({ id, kind, amount, job_id: 'job-a', job_title: 'Teaser', created_at: at });

  it('puts a job where its newest step was, steps oldest first; the rest stay single rows', () => {
    const rows = groupCreditHistory([
      movement({ id: 'g', amount: 330, created_at: 95 }),
      job('r', 'release', 5, 90),
      job('c', 'capture', 45, 90),
      movement({ id: 'v', kind: 'reversal', amount: 10, created_at: 80 }),
      job('h', 'hold', 50, 70),
    ]);
    expect(rows.map((row) => (row.type === 'job' ? row.jobId : row.movement.id))).toEqual([
      'g',
      'job-a',
      'v',
    ]);
    const group = rows[1];
    expect(group?.type === 'job' && group.steps.map((step) => step.kind)).toEqual([
      'hold',
      'capture',
      'release',
    ]);
    expect(group).toMatchObject({ net: -45, createdAt: 90, title: 'Teaser' });
  });

  it('costs a failed job nothing and a running one what it holds', () => {
    const [failed] = groupCreditHistory([job('r', 'release', 50, 90), job('h', 'hold', 50, 70)]);
    expect(failed).toMatchObject({ net: 0 });
    const [running] = groupCreditHistory([job('h', 'hold', 50, 70)]);
    expect(running).toMatchObject({ net: -50 });
  });

  it('keeps a job with a job id but a kind it does not know as a single row', () => {
    const other = { ...job('p', 'grant', 20, 90), kind: 'plan_change' } as unknown;
    const rows = groupCreditHistory([other as CreditMovement, job('h', 'hold', 50, 70)]);
    expect(rows.map((row) => row.type)).toEqual(['movement', 'job']);
  });

  it('says when a job goes on over a page edge, and gives a cost only when the page knows it', () => {
    const [charged] = groupCreditHistory([job('c', 'capture', 45, 90)]);
    expect(charged).toMatchObject({ net: -45, startsOnOlderPage: true });
    const [returned] = groupCreditHistory([job('r', 'release', 50, 90)]);
    expect(returned).toMatchObject({ net: null, startsOnOlderPage: true });
    const [held] = groupCreditHistory([job('h', 'hold', 50, 70)], [job('r', 'release', 50, 90)]);
    expect(held).toMatchObject({ net: null, continuesOnNewerPage: true, startsOnOlderPage: false });
    const [spent] = groupCreditHistory(
      [job('c', 'capture', 45, 90), job('h', 'hold', 50, 70)],
      [job('r', 'release', 5, 90)],
    );
    expect(spent).toMatchObject({ net: -45, continuesOnNewerPage: true });
  });
});
