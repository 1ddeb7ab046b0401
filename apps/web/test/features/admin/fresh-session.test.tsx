import { ADMIN_VERIFY_REQUIRED } from '@orato/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { FreshSessionPrompt } from '@/features/admin/components/fresh-session';
import { UserDetail } from '@/features/admin/components/user-detail';

import { fakeApi } from '../../support/fake-api';
import { renderPage } from '../../support/render';
import { me, refusal, USER_ID, userDetail } from './fixtures';

const USER_ROUTE = `GET /api/admin/users/${USER_ID}`;
const VERIFY_ROUTE = 'POST /api/admin/verify';
const STALE = refusal(
  401,
  'Enter your password again to keep using the console.',
  ADMIN_VERIFY_REQUIRED,
);

function renderConsolePage() {
  renderPage(
    <>
      <UserDetail userId={USER_ID} me={me()} />
      <FreshSessionPrompt email="ops@orato.test" />
    </>,
    `/admin/users/${USER_ID}`,
  );
  return userEvent.setup();
}

describe('The console after 15 minutes idle', { timeout: 30_000 }, () => {
  it('asks for the password, then the request that was refused goes on', async () => {
    let fresh = false;
    const api = fakeApi({
      [USER_ROUTE]: () => (fresh ? { body: userDetail() } : STALE),
      [VERIFY_ROUTE]: ({ body }) => {
        if ((body as { password: string }).password !== 'right horse') {
          return refusal(401, 'That password is not right.', 'WRONG_PASSWORD');
        }
        fresh = true;
        return { body: { fresh_until: 2_000_000_000 } };
      },
    });
    const user = renderConsolePage();
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    const password = within(prompt).getByLabelText('Password');

    await user.type(password, 'wrong');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(prompt).findByText('That password is not right.')).toBeDefined();
    expect((password as HTMLInputElement).value).toBe('');

    await user.type(password, 'right horse');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: /ana@example\.com/ })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent(VERIFY_ROUTE)).toEqual([{ password: 'wrong' }, { password: 'right horse' }]);
    expect(api.calls.filter((call) => call.route === USER_ROUTE)).toHaveLength(2);
  });

  it('keeps a half-typed adjustment while the password is asked, and sends it afterwards', async () => {
    let fresh = true;
    const creditsRoute = `POST /api/admin/users/${USER_ID}/credits`;
    const api = fakeApi({
      [USER_ROUTE]: () => ({ body: userDetail() }),
      [creditsRoute]: () =>
        fresh
          ? {
              body: {
                available: 40,
                held: 0,
                entry: {
                  id: 'e',
                  kind: 'adjustment',
                  amount: 10,
                  delta: 10,
                  reference: null,
                  reason: 'x',
                  created_at: 1,
                },
              },
            }
          : STALE,
      [VERIFY_ROUTE]: () => {
        fresh = true;
        return { body: { fresh_until: 2_000_000_000 } };
      },
    });
    const user = renderConsolePage();
    await user.click(await screen.findByRole('button', { name: 'Adjust credits' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust credits' });
    await user.type(within(dialog).getByLabelText('Amount'), '10');
    await user.type(within(dialog).getByLabelText('Reason'), 'late render');
    fresh = false; // the session goes idle while the form is open
    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }));

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.type(within(prompt).getByLabelText('Password'), 'right horse');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(/\+10 credits for ana@example.com/)).toBeDefined();
    expect(api.sent(creditsRoute)).toEqual([
      { amount: 10, reason: 'late render' },
      { amount: 10, reason: 'late render' },
    ]);
  });

  it('closing the prompt fails the waiting request with the server’s words', async () => {
    fakeApi({ [USER_ROUTE]: () => STALE });
    const user = renderConsolePage();
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(prompt).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Your password is needed to continue.')).toBeDefined();
  });
});
