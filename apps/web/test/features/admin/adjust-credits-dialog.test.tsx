import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AdjustCreditsDialog } from '@/features/admin/components/adjust-credits-dialog';

import { fakeApi } from '../../support/fake-api';
import { renderPage } from '../../support/render';
import { refusal, USER_ID } from './fixtures';

const ROUTE = `POST /api/admin/users/${USER_ID}/credits`;

function openDialog(role: 'admin' | 'support' = 'support') {
  renderPage(
    <AdjustCreditsDialog
      open
      onClose={() => undefined}
      userId={USER_ID}
      email="ana@example.com"
      available={30}
      role={role}
      supportLimit={500}
    />,
    `/admin/users/${USER_ID}`,
  );
  return userEvent.setup();
}

const amountField = () => screen.getByRole('spinbutton', { name: 'Amount' });
const reasonField = () => screen.getByRole('textbox', { name: 'Reason' });
const submit = () => screen.getByRole('button', { name: 'Adjust credits' });

describe('Adjust credits dialog', { timeout: 30_000 }, () => {
  it('sends the signed amount and the reason, then says what the balance is', async () => {
    const api = fakeApi({
      [ROUTE]: () => ({
        body: {
          available: 80,
          held: 0,
          entry: {
            id: 'e1',
            kind: 'adjustment',
            amount: 50,
            delta: 50,
            reference: null,
            reason: 'Adjustment by Orato: render failed twice',
            created_at: 1,
          },
        },
      }),
    });
    const user = openDialog();
    await user.type(amountField(), '50');
    expect(screen.getByText('80')).toBeDefined(); // available after
    await user.type(reasonField(), 'render failed twice');
    await user.click(submit());
    expect(
      await screen.findByText(/\+50 credits for ana@example.com\. Available now: 80\./),
    ).toBeDefined();
    expect(api.sent(ROUTE)).toEqual([{ amount: 50, reason: 'render failed twice' }]);
  });

  it('refuses an empty reason and an amount of 0 before asking the server', async () => {
    const api = fakeApi({});
    const user = openDialog();
    await user.type(amountField(), '0');
    await user.click(submit());
    expect(await screen.findByText('Amount cannot be 0')).toBeDefined();
    expect(screen.getByText('A reason is required')).toBeDefined();
    expect(api.sent(ROUTE)).toEqual([]);
  });

  it.each([
    [
      'over the support limit',
      '600',
      refusal(
        403,
        'Support can adjust at most 500 credits at a time. Ask an admin for more.',
        'OVER_SUPPORT_LIMIT',
      ),
    ],
    [
      'below zero',
      '-40',
      refusal(
        409,
        'That would take the balance below zero: the user has 30 credits available.',
        'BELOW_ZERO',
      ),
    ],
    [
      'an empty reason (spaces only)',
      '5',
      refusal(400, 'A reason is required', 'VALIDATION_ERROR'),
    ],
  ])(
    'shows the server refusing %s in its own words, and keeps what was typed',
    async (_, amount, reply) => {
      fakeApi({ [ROUTE]: () => reply });
      const user = openDialog();
      await user.type(amountField(), amount);
      await user.type(reasonField(), 'goodwill');
      await user.click(submit());
      expect((await screen.findByRole('alert')).textContent).toBe(reply.body.error);
      expect((amountField() as HTMLInputElement).value).toBe(amount);
      expect((reasonField() as HTMLTextAreaElement).value).toBe('goodwill');
    },
  );

  it('tells support its limit; an admin has none', async () => {
    fakeApi({});
    openDialog('support');
    expect(screen.getByText(/Support can move up to 500 at a time/)).toBeDefined();
  });

  it('shows a balance that would go below zero in warning colour', async () => {
    fakeApi({});
    const user = openDialog('admin');
    await user.type(amountField(), '-45');
    const after = screen.getByText('-15');
    expect(after.className).toContain('text-rose-300');
    expect(screen.queryByText(/Support can move/)).toBeNull();
  });
});
