import { MESSAGES } from '@orato/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';

import { fakeApi } from '../support/fake-api';
import { renderPage } from '../support/render';

const google = () => screen.queryByRole('button', { name: 'Continue with Google' });

function renderWith(providers: { google: boolean; show_unconfigured?: boolean }) {
  fakeApi({ 'GET /api/auth/providers': () => ({ body: providers }) });
  renderPage(<GoogleSignInButton />, '/login');
}

describe('Continue with Google', () => {
  it('is live where Google sign-in is set up', async () => {
    renderWith({ google: true, show_unconfigured: false });
    await waitFor(() => expect(google()).toHaveProperty('disabled', false));
    expect(screen.queryByText(MESSAGES.auth.googleNotSetUp)).toBeNull();
  });

  it('shows disabled with the reason beside it where it is not set up (development)', async () => {
    renderWith({ google: false, show_unconfigured: true });
    expect(await screen.findByText(MESSAGES.auth.googleNotSetUp)).toBeTruthy();
    expect(google()).toHaveProperty('disabled', true);
    expect(google()?.getAttribute('aria-describedby')).toBe(
      screen.getByText(MESSAGES.auth.googleNotSetUp).id,
    );
  });

  it('is hidden, with its "or" rule, where it is not set up in production', async () => {
    renderWith({ google: false, show_unconfigured: false });
    await waitFor(() => expect(google()).toBeNull());
    expect(screen.queryByRole('separator')).toBeNull();
  });
});
