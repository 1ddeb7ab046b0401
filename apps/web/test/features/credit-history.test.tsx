import type { CreditMovement } from '@orato/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CreditHistory } from '@/features/account/components/credit-history';

import { fakeApi } from '../support/fake-api';
import { renderPage } from '../support/render';

const DAY = Date.UTC(2026, 10, 20) / 1000;

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
  created_at: DAY,
  ...fields,
});

const teaser = { job_id: 'job-a', job_title: 'Launch teaser', feature: 'ai-avatar' };
const clip = { job_id: 'job-b', feature: 'veo3-videos' };
const image = { job_id: 'job-c', feature: 'nano-banana' };

/** Newest first, as the server pages them: the image's reservation falls on the second page. */
const PAGES: Record<string, { movements: CreditMovement[]; has_more: boolean }> = {
  '1': {
    has_more: true,
    movements: [
      movement({ id: 'm1', amount: 330, reason: 'Standard plan period', created_at: DAY + 9 }),
      movement({
        id: 'm2',
        ...teaser,
        kind: 'release',
        amount: 5,
        reason: 'Returned: the part of the reservation not used',
        created_at: DAY + 8,
      }),
      movement({
        id: 'm3',
        ...teaser,
        kind: 'capture',
        amount: 45,
        reason: 'Charged for an avatar video of 45 s',
        created_at: DAY + 8,
      }),
      movement({
        id: 'm4',
        ...clip,
        kind: 'hold',
        amount: 120,
        reason: 'Reserved for a video clip',
        created_at: DAY + 7,
      }),
      movement({
        id: 'm5',
        ...teaser,
        kind: 'hold',
        amount: 50,
        reason: 'Reserved for an avatar video',
        created_at: DAY + 6,
      }),
      movement({
        id: 'm6',
        kind: 'reversal',
        amount: 0,
        reason: 'Starter pack refunded',
        created_at: DAY + 5,
      }),
      movement({
        id: 'm7',
        ...image,
        kind: 'release',
        amount: 2,
        reason: 'Returned: the job failed',
        created_at: DAY + 4,
      }),
    ],
  },
  '2': {
    has_more: false,
    movements: [
      movement({
        id: 'm8',
        ...image,
        kind: 'hold',
        amount: 2,
        reason: 'Reserved for an image',
        created_at: DAY + 3,
      }),
      movement({ id: 'm9', amount: 60, reason: 'Starter pack', created_at: DAY + 2 }),
    ],
  },
};

const historyServer = () =>
  fakeApi({
    'GET /api/credits/history': ({ url }) => {
      const page = url.searchParams.get('page') ?? '1';
      return { body: { ...PAGES[page], page: Number(page) } };
    },
  });

/** Each row of the list as its words, a job's steps on lines of their own under it. */
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => {
      const steps = within(item).queryByRole('list');
      const stepLines = steps
        ? within(steps)
            .getAllByRole('listitem')
            .map((step) => step.textContent)
        : [];
      const head = steps ? item.firstElementChild : item;
      return [head?.textContent, ...stepLines];
    });

describe('the credits history', () => {
  it('tells one story per job: its cost, then reserved → spent → returned, amounts signed one way', async () => {
    historyServer();
    renderPage(<CreditHistory />, '/dashboard/profile?tab=credits');

    const list = await screen.findByRole('list', { name: 'Credits history' });
    expect(rowsOf(list)).toEqual([
      ['AddedStandard plan period+330November 20, 2026'],
      [
        'JobLaunch teaserAI avatar video\u221245November 20, 2026',
        'ReservedReserved for an avatar video\u221250',
        'SpentCharged for an avatar video of 45 s\u221245',
        'ReturnedReturned: the part of the reservation not used+5',
      ],
      ['JobVeo video\u2212120November 20, 2026', 'ReservedReserved for a video clip\u2212120'],
      ['RefundedStarter pack refunded0November 20, 2026'],
      [
        'JobAI image—November 20, 2026',
        'Reserved earlier: see Older',
        'ReturnedReturned: the job failed+2',
      ],
    ]);
  });

  it('pages on: an older page says which of its jobs were settled on the newer one', async () => {
    historyServer();
    const user = userEvent.setup();
    renderPage(<CreditHistory />, '/dashboard/profile?tab=credits');

    await screen.findByRole('list', { name: 'Credits history' });
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Page 2');
    await screen.findByText('Starter pack');

    const list = screen.getByRole('list', { name: 'Credits history' });
    expect(rowsOf(list)).toEqual([
      [
        'JobAI image—November 20, 2026',
        'ReservedReserved for an image\u22122',
        'Settled later: see Newer',
      ],
      ['AddedStarter pack+60November 20, 2026'],
    ]);
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Standard plan period')).toBeTruthy();
  });
});
