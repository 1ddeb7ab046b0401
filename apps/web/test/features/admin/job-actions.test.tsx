import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { JobList } from '@/features/admin/components/job-list';

import { fakeApi } from '../../support/fake-api';
import { renderPage } from '../../support/render';
import { failedJob, JOB_ID, refusal } from './fixtures';

const RETRY = `POST /api/admin/jobs/${JOB_ID}/retry`;
const CANCEL = `POST /api/admin/jobs/${JOB_ID}/cancel`;

describe('Job actions', { timeout: 30_000 }, () => {
  it("shows the provider's error in full and retries a failed job with a reason", async () => {
    const api = fakeApi({
      [RETRY]: () => ({
        body: {
          job: failedJob({ id: 'new-attempt', state: 'QUEUED', error: null }),
          retried_from: JOB_ID,
        },
      }),
    });
    renderPage(<JobList jobs={[failedJob()]} empty="none" />, '/admin/jobs');
    expect(screen.getByText(/Unsupported model veo-9"}}$/)).toBeDefined();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry this job?' });
    expect(dialog.textContent).toContain('holding 120 credits of ana@example.com again');
    await user.click(within(dialog).getByRole('button', { name: 'Retry job' }));
    expect(await within(dialog).findByText('A reason is required')).toBeDefined();
    await user.type(within(dialog).getByLabelText('Reason'), 'model fixed');
    await user.click(within(dialog).getByRole('button', { name: 'Retry job' }));
    expect(await screen.findByText('Retried as a new job: new-attempt')).toBeDefined();
    expect(api.sent(RETRY)).toEqual([{ reason: 'model fixed' }]);
  });

  it('cancels a running job after confirming, and shows a refusal in the server’s words', async () => {
    const running = failedJob({ state: 'PROCESSING', error: null, completed_at: null });
    fakeApi({
      [CANCEL]: () => refusal(409, 'Only a queued or running job can be cancelled.', 'CONFLICT'),
    });
    renderPage(<JobList jobs={[running]} empty="none" />, '/admin/jobs');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel job' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this job?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'stuck at the provider');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only a queued or running job can be cancelled.',
    );
  });

  it('offers neither action on a storyboard’s part', () => {
    fakeApi({});
    renderPage(
      <JobList jobs={[failedJob({ storyboard_id: 'sb-1' })]} empty="none" />,
      '/admin/jobs',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('Part of a storyboard')).toBeDefined();
  });
});
