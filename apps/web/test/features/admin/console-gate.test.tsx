import { NOT_FOUND_MESSAGES } from '@orato/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { routes } from '@/app/router';
import { getQueryClient } from '@/lib/react-query';

import { fakeApi } from '../../support/fake-api';
import { me, refusal } from './fixtures';

const ME = 'GET /api/admin/me';

function openConsole(path = '/admin/users') {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

// the console shares the app's one query client: each test starts with an empty cache
beforeEach(() => getQueryClient().clear());

describe('/admin', { timeout: 30_000 }, () => {
  it('is the app’s not-found page for anyone the server does not know as staff', async () => {
    fakeApi({ [ME]: () => refusal(404, 'Route GET /api/admin/me not found', 'NOT_FOUND') });
    openConsole('/admin/business');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_MESSAGES.text })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });

  it('asks for the password first when the console session went idle', async () => {
    let fresh = false;
    const api = fakeApi({
      [ME]: () => ({ body: me({ fresh }) }),
      'POST /api/admin/verify': () => {
        fresh = true;
        return { body: { fresh_until: 2_000_000_000 } };
      },
      'GET /api/admin/users': () => ({ body: { users: [] } }),
    });
    openConsole('/admin/users');
    const heading = await screen.findByRole('heading', { name: 'Confirm it’s you' });
    expect(heading).toBeDefined();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'right horse');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeDefined();
    expect(api.sent('POST /api/admin/verify')).toEqual([{ password: 'right horse' }]);
  });

  it('shows support the console without the audit log', async () => {
    fakeApi({ [ME]: () => ({ body: me({ role: 'support' }) }) });
    openConsole('/admin/audit');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(nav.textContent).toContain('Users');
    expect(nav.textContent).not.toContain('Audit log');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_MESSAGES.text })).toBeDefined();
  });
});
