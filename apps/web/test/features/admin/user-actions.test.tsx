import { ADMIN_MESSAGES } from '@orato/shared';
import type { AdminPayment } from '@orato/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { RoleDialog } from '@/features/admin/components/role-dialog';
import { PaymentsSection } from '@/features/admin/components/user-sections';

import { fakeApi } from '../../support/fake-api';
import { renderPage } from '../../support/render';
import { NOW, refusal, USER_ID } from './fixtures';

const payment = (fields: Partial<AdminPayment> = {}): AdminPayment => ({
  id: 'pay-1',
  reference: 'pi_3PqA1b2C3d4E5f6G',
  plan: 'orato-starter',
  price_cents: 499,
  currency: 'usd',
  status: 'paid',
  paid_at: NOW - 86_400,
  refundable: true,
  ...fields,
});

describe("A user's page: refunds and roles", { timeout: 30_000 }, () => {
  it('refunds a payment after a confirmation with a reason, and says what came back', async () => {
    const api = fakeApi({
      'POST /api/admin/payments/pay-1/refund': () => ({
        body: { payment: payment({ status: 'refunded', refundable: false }), credits_reversed: 60 },
      }),
    });
    renderPage(<PaymentsSection payments={[payment()]} canRefund />, `/admin/users/${USER_ID}`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog.textContent).toContain('$4.99 for Starter pack goes back');
    await user.type(within(dialog).getByLabelText('Reason'), 'charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded; 60 credits taken back.')).toBeDefined();
    expect(api.sent('POST /api/admin/payments/pay-1/refund')).toEqual([
      { reason: 'charged twice' },
    ]);
  });

  it('shows the refusal of a payment refunded already, and offers support no Refund at all', async () => {
    fakeApi({
      'POST /api/admin/payments/pay-1/refund': () =>
        refusal(409, ADMIN_MESSAGES.alreadyRefunded, 'CONFLICT'),
    });
    const { unmount } = renderPage(<PaymentsSection payments={[payment()]} canRefund />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'again');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      ADMIN_MESSAGES.alreadyRefunded,
    );
    unmount();

    renderPage(<PaymentsSection payments={[payment()]} canRefund={false} />);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('grants a role with a reason', async () => {
    const api = fakeApi({
      [`PUT /api/admin/users/${USER_ID}/role`]: ({ body }) =>
        (body as { role: string }).role === 'none'
          ? refusal(409, ADMIN_MESSAGES.lastAdmin, 'CONFLICT')
          : { body: { role: 'support' } },
    });
    renderPage(
      <RoleDialog
        open
        onClose={() => undefined}
        userId={USER_ID}
        email="ana@example.com"
        role="none"
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Role'), 'support');
    await user.type(screen.getByLabelText('Reason'), 'joins the support team');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('ana@example.com is now Support.')).toBeDefined();
    expect(api.sent(`PUT /api/admin/users/${USER_ID}/role`)).toEqual([
      { role: 'support', reason: 'joins the support team' },
    ]);
  });

  it('shows why a role change was refused (the last admin)', async () => {
    fakeApi({
      [`PUT /api/admin/users/${USER_ID}/role`]: () =>
        refusal(409, ADMIN_MESSAGES.lastAdmin, 'CONFLICT'),
    });
    renderPage(
      <RoleDialog
        open
        onClose={() => undefined}
        userId={USER_ID}
        email="ops@orato.test"
        role="admin"
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Role'), 'none');
    await user.type(screen.getByLabelText('Reason'), 'leaving');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.lastAdmin);
  });
});
