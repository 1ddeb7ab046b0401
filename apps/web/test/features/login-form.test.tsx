import { MESSAGES } from '@orato/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';

import { LoginForm } from '@/features/auth/components/login-form';

import { fakeApi } from '../support/fake-api';
import { renderPage } from '../support/render';

const WRONG = 'Invalid email or password';

/**
 * Toasts still shown with `text`: one that is dismissed stays in the document until its exit
 * animation ends (never, in jsdom), but is marked `data-in="false"` at once.
 */
const shownToasts = (text: string) =>
  [...document.querySelectorAll('[data-in="true"]')].filter((toast) =>
    toast.textContent?.includes(text),
  );

/** The login page and the dashboard it leads to. */
const app = (
  <Routes>
    <Route path="/login" element={<LoginForm />} />
    <Route path="/dashboard" element={<p>Dashboard</p>} />
    <Route path="/forgot-password" element={<p>Forgot your password?</p>} />
  </Routes>
);

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Login form', { timeout: 30_000 }, () => {
  it("ends a wrong password's error when the right one signs in", async () => {
    fakeApi({
      'POST /api/login': ({ body }) =>
        (body as { password: string }).password === 'right-password'
          ? { body: { message: MESSAGES.login.success, user_email: 'pat@example.com' } }
          : { status: 401, body: { error: WRONG, code: 'UNAUTHENTICATED' } },
    });
    renderPage(app, '/login');
    await userEvent.setup().type(screen.getByLabelText('Email'), 'pat@example.com');

    await signIn('wrong-password');
    await waitFor(() => expect(shownToasts(WRONG)).toHaveLength(1));

    await signIn('right-password');
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(shownToasts(WRONG)).toEqual([]);
  });

  it("ends a wrong password's error when the page is left", async () => {
    fakeApi({
      'POST /api/login': () => ({ status: 401, body: { error: WRONG, code: 'UNAUTHENTICATED' } }),
    });
    renderPage(app, '/login');
    await userEvent.setup().type(screen.getByLabelText('Email'), 'pat@example.com');
    await signIn('wrong-password');
    await waitFor(() => expect(shownToasts(WRONG)).toHaveLength(1));

    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(await screen.findByText('Forgot your password?')).toBeTruthy();
    expect(shownToasts(WRONG)).toEqual([]);
  });
});
