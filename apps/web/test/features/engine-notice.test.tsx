import { MESSAGES } from '@orato/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { EngineNotice } from '@/features/engines/components/engine-notice';

import { fakeApi } from '../support/fake-api';
import { renderPage } from '../support/render';

afterEach(() => vi.unstubAllGlobals());

describe('the engine notice on a tool page', { timeout: 30_000 }, () => {
  it('says the tool is off, in the server’s words, when its model is retired', async () => {
    fakeApi({
      'GET /api/engines': () => ({
        body: {
          engines: { 'veo3-videos': 'gemini omni' },
          unavailable: { 'veo3-videos': MESSAGES.providers.videoModelOff },
        },
      }),
    });
    renderPage(<EngineNotice feature="veo3-videos" />, '/dashboard/veo-generator');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.providers.videoModelOff);
  });

  it('names the engine when the tool is on', async () => {
    fakeApi({
      'GET /api/engines': () => ({ body: { engines: { 'veo3-videos': 'gemini omni' } } }),
    });
    renderPage(<EngineNotice feature="veo3-videos" />, '/dashboard/veo-generator');

    expect(await screen.findByText('Clips are made by Google (Gemini Omni or Veo)')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
