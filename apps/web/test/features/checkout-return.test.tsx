import { MESSAGES } from '@orato/shared';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CheckoutReturn } from '@/features/billing/components/checkout-return';

import { fakeApi } from '../support/fake-api';
import { renderPage } from '../support/render';

/** The address as the router has it, so a test can see a parameter taken out of it. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

describe('the return from a cancelled checkout', () => {
  it('says nothing was charged, once (in StrictMode, as the app renders), and drops the flag', async () => {
    const server = fakeApi({});
    renderPage(
      <StrictMode>
        <CheckoutReturn />
        <Address />
      </StrictMode>,
      '/dashboard/subscription?checkout=cancelled&plan=pro',
    );

    expect(await screen.findByText(MESSAGES.subscription.checkoutCancelled)).toBeTruthy();
    expect(MESSAGES.subscription.checkoutCancelled).toBe(
      'Checkout cancelled — nothing was charged.',
    );
    // a repeated toast would come a render later: give it the time to show
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(MESSAGES.subscription.checkoutCancelled)).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/dashboard/subscription?plan=pro',
    );
    // nothing to verify: no session was paid for
    expect(server.calls).toEqual([]);
  });

  it('stays quiet on a plain visit', async () => {
    fakeApi({});
    renderPage(
      <>
        <CheckoutReturn />
        <Address />
      </>,
      '/dashboard/subscription',
    );

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(MESSAGES.subscription.checkoutCancelled)).toBeNull();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/dashboard/subscription',
    );
  });
});
