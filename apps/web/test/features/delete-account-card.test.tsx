import { MESSAGES } from '@orato/shared';
import type { UserResponse } from '@orato/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { useUser } from '@/features/account/api/get-user';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';

import { fakeApi } from '../support/fake-api';
import { renderPage } from '../support/render';

const SPEC_TEXT =
  'This action will permanently delete your account and all associated data. This cannot be undone.';
const CANCELS = 'Your subscription is cancelled now and will not renew.';

const user = (fields: Partial<UserResponse>): UserResponse => ({
  email: 'ada@example.com',
  plan: 'free',
  price: null,
  credits: 60,
  customer_id: null,
  cancel_subscription: false,
  cancellation_date: null,
  next_billing_date: null,
  ...fields,
});

/** Says when the user record has reached the page's cache, which the card reads it from. */
function UserLoaded() {
  return useUser().data ? <p>user loaded</p> : null;
}

/** Opens the confirm dialog once the user record has come, and gives back its text. */
async function confirmText(record: UserResponse): Promise<string> {
  fakeApi({ 'POST /api/get-user': () => ({ body: record }) });
  renderPage(
    <>
      <DeleteAccountCard />
      <UserLoaded />
    </>,
    '/dashboard/profile',
  );
  await screen.findByText('user loaded');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Delete Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
  return dialog.textContent ?? '';
}

describe('the delete account dialog', () => {
  it('keeps the messages as the spec and the issue word them', () => {
    expect(MESSAGES.profile.deleteConfirmText).toBe(SPEC_TEXT);
    expect(MESSAGES.profile.deleteCancelsSubscription).toBe(CANCELS);
  });

  it('adds, for a live subscription, that it is cancelled now and will not renew', async () => {
    const text = await confirmText(
      user({
        plan: 'standard',
        price: '$29',
        customer_id: 'cus_1',
        next_billing_date: 1_900_000_000,
      }),
    );
    expect(text).toContain(`${SPEC_TEXT} ${CANCELS}`);
  });

  it.each([
    ['a free user', user({})],
    ['a paid plan with no billing date ahead', user({ plan: 'starter', price: '$9' })],
  ])('says only the spec text to %s', async (_, record) => {
    const text = await confirmText(record);
    expect(text).toContain(SPEC_TEXT);
    expect(text).not.toContain(CANCELS);
  });
});
