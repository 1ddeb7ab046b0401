import { MESSAGES } from '@orato/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { VeoStudio } from '@/features/veo/components/veo-studio';

import { fakeApi, type FakeReply } from '../support/fake-api';
import { renderPage } from '../support/render';

const QUOTE = { credits: 120, hold_credits: 120, seconds: 8, wait_seconds: 90 };

/** The server of a user with no clip running, quoting 120 credits for an 8 s clip. */
function veoServer(
  status: () => Promise<FakeReply> | FakeReply = () => ({ body: running }),
  allowed: number[] = [8],
) {
  return fakeApi({
    'GET /api/veo/clip-lengths': () => ({ body: { default_seconds: 8, allowed_seconds: allowed } }),
    'GET /api/generations/quote': () => ({ body: QUOTE }),
    'GET /api/generations/active': () => ({ body: { jobs: [] } }),
    'POST /api/generate-veo-video': () => ({ body: { operation_name: 'op-1' } }),
    'POST /api/get-video-status': status,
    'POST /api/save-video': () => ({ body: { ok: true } }),
  });
}
const running = { state: 'PROCESSING', stage: 'rendering', progress: 40 };

const generate = () => screen.getByRole('button', { name: /Generate Video/ });

afterEach(() => vi.unstubAllGlobals());

// a loaded 2-core machine renders slowly; the waits inside are the real assertions
describe('VEO studio', { timeout: 30_000 }, () => {
  it('offers the lengths the engine makes, priced per second, and sends the one chosen', async () => {
    const server = veoServer(undefined, [4, 6, 8, 10]);
    const user = userEvent.setup();
    renderPage(<VeoStudio onCreditsChanged={vi.fn()} />, '/dashboard/veo-generator');

    const length = await screen.findByRole('combobox', { name: 'Length' });
    expect([...length.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '4 s · 60 credits',
      '6 s · 90 credits',
      '8 s · 120 credits',
      '10 s · 150 credits',
    ]);
    expect((length as HTMLSelectElement).value).toBe('8');
    await user.selectOptions(length, '10');
    expect(await screen.findByText(/10 s · 150 credits · ready/)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A kite over the sea');
    await user.click(generate());
    await waitFor(() => expect(server.sent('POST /api/generate-veo-video')).toHaveLength(1));
    expect(server.sent('POST /api/generate-veo-video')[0]).toMatchObject({ duration_seconds: 10 });
  });

  it('offers no length choice when the engine makes one length', async () => {
    veoServer();
    renderPage(<VeoStudio onCreditsChanged={vi.fn()} />, '/dashboard/veo-generator');
    expect(await screen.findByText(/120 credits/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Length' })).toBeNull();
  });

  it('refuses an empty prompt with the spec text and sends nothing', async () => {
    const server = veoServer();
    const user = userEvent.setup();
    renderPage(<VeoStudio onCreditsChanged={vi.fn()} />, '/dashboard/veo-generator');

    await user.click(generate());

    expect(await screen.findByText(MESSAGES.veo.promptRequired)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Prompt' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(server.sent('POST /api/generate-veo-video')).toEqual([]);
  });

  it('says a prompt over 750 words is too long as it is typed, and does not start it', async () => {
    const server = veoServer();
    const user = userEvent.setup();
    renderPage(<VeoStudio onCreditsChanged={vi.fn()} />, '/dashboard/veo-generator');

    await user.click(screen.getByRole('textbox', { name: 'Prompt' }));
    await user.paste(Array.from({ length: 751 }, () => 'word').join(' '));

    expect(await screen.findByText(MESSAGES.veo.promptTooLong)).toBeTruthy();
    expect(screen.getByText('751 / 750 words')).toBeTruthy();
    await user.click(generate());
    expect(server.sent('POST /api/generate-veo-video')).toEqual([]);
  });

  it("shows the server's quote beside the button", async () => {
    veoServer();
    renderPage(<VeoStudio onCreditsChanged={vi.fn()} />, '/dashboard/veo-generator');

    expect(await screen.findByText(/^8 s · 120 credits · ready in about/)).toBeTruthy();
  });

  it('says when the clip will show, the 15 s polling included', async () => {
    fakeApi({
      'GET /api/generations/quote': () => ({ body: { ...QUOTE, wait_seconds: 6 } }),
      'GET /api/generations/active': () => ({ body: { jobs: [] } }),
    });
    renderPage(<VeoStudio onCreditsChanged={vi.fn()} />, '/dashboard/veo-generator');

    // ready after 6 s, seen at the first poll: 15 s
    expect(await screen.findByText('8 s · 120 credits · ready in about 15 s')).toBeTruthy();
  });

  it('disables Generate while the clip is made, then shows the finished video', async () => {
    let finish: (reply: FakeReply) => void = () => undefined;
    const server = veoServer(() => new Promise((resolve) => (finish = resolve)));
    const onCreditsChanged = vi.fn();
    const user = userEvent.setup();
    renderPage(<VeoStudio onCreditsChanged={onCreditsChanged} />, '/dashboard/veo-generator');

    await user.click(screen.getByRole('textbox', { name: 'Prompt' }));
    await user.paste('A misty pine forest at sunrise');
    await user.click(screen.getByRole('textbox', { name: /Negative prompt/ }));
    await user.paste(' blur ');
    await user.click(generate());

    await waitFor(() => expect(generate()).toHaveProperty('disabled', true));
    expect(screen.getByText(MESSAGES.veo.generating)).toBeTruthy();
    expect(server.sent('POST /api/generate-veo-video')).toEqual([
      {
        prompt: 'A misty pine forest at sunrise',
        negative_prompt: 'blur',
        format: { aspect: '16:9', resolution: '720p' },
      },
    ]);

    finish({ body: { state: 'COMPLETE', progress: 100, url: '/api/media/clip.mp4' } });

    const video = await screen.findByLabelText('Generated video');
    expect(video.getAttribute('src')).toBe('/api/media/clip.mp4');
    expect(screen.getByText(MESSAGES.veo.completed)).toBeTruthy();
    expect(generate()).toHaveProperty('disabled', false);
    await waitFor(() =>
      expect(server.sent('POST /api/save-video')).toEqual([
        {
          video_url: '/api/media/clip.mp4',
          topic: 'A misty pine forest at sunrise',
          feature: 'veo3-videos',
        },
      ]),
    );
    expect(onCreditsChanged).toHaveBeenCalled();
  });
});
