import { MESSAGES } from '@orato/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AvatarWizard } from '@/features/avatar/components/avatar-wizard';

import { fakeApi, pending } from '../support/fake-api';
import { renderPage } from '../support/render';

const SCRIPT = 'Start each morning with a glass of water. Then stretch for five minutes.';

/** A quote by the presenter's pace: Anna is slower than the default voice. */
const quoteFor = (body: unknown) =>
  (body as { creatorName?: string }).creatorName === 'Anna'
    ? { credits: 14, hold_credits: 18, seconds: 14, wait_seconds: 60, presenter: 'Anna' }
    : { credits: 12, hold_credits: 15, seconds: 12, wait_seconds: 60, presenter: 'Ben' };

function avatarServer(
  extra: Parameters<typeof fakeApi>[0] = {},
  quote: (body: unknown) => unknown = quoteFor,
) {
  return fakeApi({
    ...extra,
    'GET /api/generations/active': () => ({ body: { jobs: [] } }),
    'GET /api/script/writer': () => ({ body: { engine: 'local' } }),
    'POST /api/script': () => ({ body: { script: SCRIPT } }),
    'POST /api/ai-creator/quote': async ({ body }) => ({ body: await quote(body) }),
    'GET /api/list-creators': () => ({
      body: {
        thumbnails: {
          Anna: { imageUrl: '/api/media/avatars/anna.png', language: 'en' },
          Ben: { imageUrl: '/api/media/avatars/ben.png', language: 'en' },
        },
      },
    }),
    'POST /api/ai-creator': () => ({ body: { operationId: 'job-1' } }),
    'POST /api/poll-creator': () => ({
      body: {
        state: 'COMPLETE',
        progress: 100,
        stage: null,
        url: '/api/media/videos/job-1.mp4',
        duration_seconds: 13.2,
        credits_charged: 14,
      },
    }),
    'POST /api/save-video': () => ({ body: { ok: true } }),
  });
}

const heading = (name: string) => screen.findByRole('heading', { name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

afterEach(() => vi.unstubAllGlobals());

describe('AI avatar wizard', { timeout: 30_000 }, () => {
  it('stays on the script step until there is an idea and a script', async () => {
    const server = avatarServer();
    const user = userEvent.setup();
    renderPage(<AvatarWizard onCreditsChanged={vi.fn()} />, '/dashboard/ai-avatar');
    await heading('AI Script');

    await user.click(button('Next'));
    expect(await screen.findByText(MESSAGES.avatar.scriptFirstForNext)).toBeTruthy();
    await user.click(button(/Generate Script/));
    expect(await screen.findByText(MESSAGES.avatar.ideaRequired)).toBeTruthy();
    expect(server.sent('POST /api/script')).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'AI Avatar' })).toBeNull();
  });

  it('sends who it is for, the points (one a line) and the next step with the idea', async () => {
    const server = avatarServer();
    const user = userEvent.setup();
    renderPage(<AvatarWizard onCreditsChanged={vi.fn()} />, '/dashboard/ai-avatar');
    await heading('AI Script');
    expect(screen.getByTestId('script-writer-kinds').textContent).toContain(
      'arranged from your own words',
    );

    await user.click(screen.getByRole('textbox', { name: 'Your idea' }));
    await user.paste('Welcome to the team');
    await user.click(screen.getByText(/Add who it is for/));
    await user.click(screen.getByRole('textbox', { name: 'Who it is for' }));
    await user.paste('new employees');
    await user.click(screen.getByRole('textbox', { name: /The points to make/ }));
    await user.paste('Your badge is at reception\n\n  Lunch is on Thursday ');
    await user.click(screen.getByRole('textbox', { name: 'What the viewer should do next' }));
    await user.paste('say hello on the third floor');
    await user.click(button(/Generate Script/));

    await screen.findByRole('region', { name: 'Generated script' });
    expect(server.sent('POST /api/script')).toEqual([
      {
        topic: 'Welcome to the team',
        audience: 'new employees',
        points: ['Your badge is at reception', 'Lunch is on Thursday'],
        action: 'say hello on the third floor',
      },
    ]);
  });

  it('estimates the script by the voice, then quotes and starts the chosen avatar', async () => {
    const server = avatarServer();
    const onCreditsChanged = vi.fn();
    const user = userEvent.setup();
    renderPage(<AvatarWizard onCreditsChanged={onCreditsChanged} />, '/dashboard/ai-avatar');
    await heading('AI Script');

    await user.click(screen.getByRole('textbox', { name: 'Your idea' }));
    await user.paste('Three tips for a calmer morning');
    await user.click(button(/Generate Script/));

    expect((await screen.findByRole('region', { name: 'Generated script' })).textContent).toBe(
      SCRIPT,
    );
    expect(server.sent('POST /api/script')).toEqual([{ topic: 'Three tips for a calmer morning' }]);
    const estimate = await screen.findByTestId('script-estimate');
    expect(estimate.textContent).toContain("≈ 12 s · 12 credits in Ben's voice");
    expect(estimate.textContent).toContain('up to 15 are held while it renders');

    await user.click(button('Next'));
    await heading('AI Avatar');
    await screen.findByRole('button', { name: 'Anna' });
    expect(screen.getByText('No avatar selected yet')).toBeTruthy();
    // the same estimate, word for word, until a presenter is chosen
    const unchosen = await screen.findByTestId('script-estimate');
    expect(unchosen.textContent).toContain("≈ 12 s · 12 credits in Ben's voice");
    expect(unchosen.textContent).toContain('up to 15 are held while it renders');
    expect(screen.queryByTestId('estimate-changed')).toBeNull();

    await user.click(button(/Generate Video/));
    expect(await screen.findByText(MESSAGES.avatar.selectAvatar)).toBeTruthy();
    expect(server.sent('POST /api/ai-creator')).toEqual([]);

    await user.click(button('Anna'));
    expect(button('Anna').getAttribute('aria-pressed')).toBe('true');
    expect(button('Ben').getAttribute('aria-pressed')).toBe('false');
    // Anna speaks more slowly: her quote, and the page says the estimate changed
    await waitFor(() =>
      expect(screen.getByTestId('script-estimate').textContent).toContain(
        "≈ 14 s · 14 credits in Anna's voice",
      ),
    );
    expect(screen.getByTestId('script-estimate').textContent).toContain('up to 18 are held');
    expect(screen.getByTestId('estimate-changed').textContent).toBe(
      MESSAGES.avatar.estimateChanged('Anna', '≈ 12 s · 12 credits', 'Ben'),
    );
    await user.click(button('Ben'));
    await waitFor(() => expect(screen.queryByTestId('estimate-changed')).toBeNull());
    expect(screen.getByTestId('script-estimate').textContent).toContain(
      "≈ 12 s · 12 credits in Ben's voice",
    );
    await user.click(button('Anna'));
    expect(server.sent('POST /api/ai-creator/quote')).toContainEqual({
      creatorName: 'Anna',
      script: SCRIPT,
      format: { aspect: '16:9', resolution: '720p' },
    });

    // a vertical video with word-by-word captions: quoted and started in that format
    await user.click(screen.getByRole('radio', { name: '9:16 Vertical' }));
    await user.click(screen.getByRole('radio', { name: 'Word by word' }));
    expect(screen.getByRole('radio', { name: '9:16 Vertical' })).toHaveProperty('checked', true);
    await waitFor(() =>
      expect(server.sent('POST /api/ai-creator/quote')).toContainEqual({
        creatorName: 'Anna',
        script: SCRIPT,
        format: { aspect: '9:16', resolution: '720p' },
      }),
    );

    await user.click(button(/Generate Video/));
    await heading('Generating Your Video');
    expect(server.sent('POST /api/ai-creator')).toEqual([
      {
        creatorName: 'Anna',
        script: SCRIPT,
        topic: 'Three tips for a calmer morning',
        format: { aspect: '9:16', resolution: '720p' },
        captionStyle: 'word',
      },
    ]);
    // the video step tells what the finished video cost
    expect(await screen.findByText('14 s · 14 credits')).toBeTruthy();
    await waitFor(() => expect(onCreditsChanged).toHaveBeenCalledTimes(2));
  });

  it('with "Use my voice": a chosen file, the consent, an exact quote, and the words as captions', async () => {
    const recordingUrl = '/api/media/users/u/uploads/take.wav?expires=1';
    const server = avatarServer({
      'POST /api/voice-recordings': () => ({
        body: { recording_url: recordingUrl, seconds: 4.2, message: 'Recording ready.' },
      }),
      'POST /api/ai-creator/own-voice/quote': () => ({
        body: { credits: 5, hold_credits: 5, seconds: 5, wait_seconds: 10 },
      }),
      'POST /api/ai-creator/own-voice': () => ({ body: { operationId: 'job-2' } }),
    });
    const user = userEvent.setup();
    renderPage(<AvatarWizard onCreditsChanged={vi.fn()} />, '/dashboard/ai-avatar');
    await user.click(await screen.findByRole('tab', { name: 'Use my voice' }));
    await heading('Your voice');
    expect(screen.getByText(MESSAGES.ownVoice.noCaptionsNote)).toBeTruthy();

    await user.click(button('Next'));
    expect(await screen.findByText(MESSAGES.ownVoice.recordingRequired)).toBeTruthy();
    const take = new File([new Uint8Array([1, 2, 3])], 'take.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText(/Choose a recording/), take);
    expect(await screen.findByText('take.mp3')).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: /The words you say/ }));
    await user.paste('Hello from me.');
    expect(screen.queryByText(MESSAGES.ownVoice.noCaptionsNote)).toBeNull();
    await user.click(button('Next'));
    expect(await screen.findByText(MESSAGES.ownVoice.consentRequired)).toBeTruthy();
    expect(server.sent('POST /api/voice-recordings')).toEqual([]);
    await user.click(screen.getByLabelText(MESSAGES.ownVoice.consentLabel));
    await user.click(button('Next'));

    await heading('AI Avatar');
    const [form] = server.sent('POST /api/voice-recordings') as FormData[];
    expect(form!.get('consent')).toBe('true');
    expect((form!.get('recording') as File).name).toBe('take.mp3');
    await user.click(await screen.findByRole('button', { name: /Ben/ }));
    expect(await screen.findByText(/5 s · 5 credits/)).toBeTruthy();
    // a recording is quoted and made in the chosen format too
    const format = { aspect: '16:9', resolution: '720p' };
    expect(server.sent('POST /api/ai-creator/own-voice/quote').at(-1)).toEqual({
      creatorName: 'Ben',
      recording_url: recordingUrl,
      format,
    });
    await user.click(button('Generate Video'));
    await waitFor(() =>
      expect(server.sent('POST /api/ai-creator/own-voice')).toEqual([
        {
          creatorName: 'Ben',
          recording_url: recordingUrl,
          words: 'Hello from me.',
          format,
          captionStyle: 'classic',
        },
      ]),
    );
    expect(server.sent('POST /api/ai-creator')).toEqual([]);
  });

  it("never shows the suggested voice's figures beside a presenter whose own quote is on its way", async () => {
    // Anna's voice is still being measured: her quote does not come
    avatarServer({}, (body) =>
      (body as { creatorName?: string }).creatorName === 'Anna' ? pending() : quoteFor(body),
    );
    const user = userEvent.setup();
    renderPage(<AvatarWizard onCreditsChanged={vi.fn()} />, '/dashboard/ai-avatar');
    await heading('AI Script');
    await user.click(screen.getByRole('textbox', { name: 'Your idea' }));
    await user.paste('Three tips for a calmer morning');
    await user.click(button(/Generate Script/));
    await screen.findByTestId('script-estimate');
    await user.click(button('Next'));
    await screen.findByRole('button', { name: 'Anna' });
    expect((await screen.findByTestId('script-estimate')).textContent).toContain("Ben's voice");

    await user.click(button('Anna'));
    await waitFor(() => expect(screen.queryByTestId('script-estimate')).toBeNull());
    expect(screen.queryByText(/Ben's voice/)).toBeNull();
  });
});
