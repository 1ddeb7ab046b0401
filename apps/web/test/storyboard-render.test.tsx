import type { StoryboardStatusResponse } from '@orato/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { StoryboardStudio } from '@/features/storyboard/components/storyboard-studio';
import { fakeApi, type FakeReply } from './support/fake-api';
import { renderPage } from './support/render-page';

vi.setConfig({ testTimeout: 20_000 });

const presenters = { list: [{ name: 'Ava', imageUrl: '/ava.png' }], isLoading: false, error: null };

const sceneStatus = (
  position: number,
  state: StoryboardStatusResponse['scenes'][number]['state'],
  extra: Partial<StoryboardStatusResponse['scenes'][number]> = {},
) => ({
  id: `scene-${position}`,
  position,
  line: `Line ${position + 1}.`,
  visual: { kind: 'presenter' as const },
  state,
  stage: null,
  progress: state === 'COMPLETE' ? 100 : 0,
  ...extra,
});

function studio(onCreditsChanged: () => void = () => undefined) {
  renderPage(
    <StoryboardStudio presenters={presenters} credits={500} onCreditsChanged={onCreditsChanged} />,
    '/dashboard/storyboard?id=sb-1',
  );
}

const board = (state: StoryboardStatusResponse['state'], extra: object = {}) => ({
  id: 'sb-1',
  title: 'Teams',
  creatorName: 'Ava',
  state,
  stage: state === 'COMPLETE' ? 'done' : 'rendering',
  progress: state === 'COMPLETE' ? 100 : 40,
  hold_credits: 20,
  scenes: [sceneStatus(0, state === 'COMPLETE' ? 'COMPLETE' : 'PROCESSING')],
  ...extra,
});

/** The board's reads answered one after another, the last one again after that. */
function boardReads(...answers: FakeReply[]) {
  let read = 0;
  const api = fakeApi({
    'GET /api/storyboard/sb-1': () => answers[Math.min(read++, answers.length - 1)]!,
  });
  return () => api.sent('GET /api/storyboard/sb-1').length;
}

// the board is read every 3 s: the clock is moved on rather than waited for
const nextRead = () => act(() => vi.advanceTimersByTimeAsync(3_000));

afterEach(() => vi.useRealTimers());

describe('the storyboard render view', () => {
  it('offers a failed scene a retry or a drop, and sends the one chosen', async () => {
    const api = fakeApi({
      'GET /api/storyboard/sb-1': () => ({
        body: {
          id: 'sb-1',
          title: 'Teams',
          creatorName: 'Ava',
          state: 'PROCESSING',
          stage: 'waiting',
          progress: 60,
          hold_credits: 20,
          scenes: [
            sceneStatus(0, 'COMPLETE', { preview_url: '/media/scene-0.mp4' }),
            sceneStatus(1, 'FAILED', { error: 'This scene could not be made.' }),
          ],
        },
      }),
      'POST /api/storyboard/sb-1/scenes/scene-1/retry': () => ({ body: { id: 'sb-1' } }),
    });
    const user = userEvent.setup();
    studio();

    const rows = within(await screen.findByRole('list', { name: 'Scene progress' }));
    expect(rows.getByText('This scene could not be made.')).toBeTruthy();
    await user.click(rows.getByRole('button', { name: 'Preview' }));
    expect(screen.getByLabelText('Scene 1 preview').getAttribute('src')).toBe('/media/scene-0.mp4');

    await user.click(rows.getByRole('button', { name: 'Retry scene' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.route === 'POST /api/storyboard/sb-1/scenes/scene-1/retry'),
      ).toBe(true),
    );
    expect(screen.getByText(/Waiting for you/)).toBeTruthy();
  });

  it('shows the finished video with its captions files, and reopens the scenes for editing', async () => {
    fakeApi({
      'GET /api/storyboard/sb-1': () => ({
        body: {
          id: 'sb-1',
          title: 'Teams',
          creatorName: 'Ava',
          state: 'COMPLETE',
          stage: 'done',
          progress: 100,
          hold_credits: 20,
          url: '/media/sb-1.mp4',
          captions_vtt_url: '/media/sb-1.vtt',
          captions_srt_url: '/media/sb-1.srt',
          duration_seconds: 9,
          credits_charged: 9,
          scenes: [
            sceneStatus(0, 'COMPLETE'),
            sceneStatus(1, 'DROPPED'),
            sceneStatus(2, 'COMPLETE'),
          ],
        },
      }),
      'POST /api/storyboard/quote': () => ({
        body: {
          scenes: [
            { seconds: 4, credits: 0, hold_credits: 0, reused: true },
            { seconds: 5, credits: 0, hold_credits: 0, reused: true },
          ],
          seconds: 9,
          credits: 0,
          hold_credits: 0,
          wait_seconds: 5,
        },
      }),
    });
    const user = userEvent.setup();
    studio();

    const vtt = await screen.findByRole('link', { name: 'Download captions (.vtt)' });
    expect(vtt.getAttribute('href')).toBe('/media/sb-1.vtt');
    expect(
      screen.getByRole('link', { name: 'Download captions (.srt)' }).getAttribute('href'),
    ).toBe('/media/sb-1.srt');

    await user.click(screen.getByRole('button', { name: 'Edit and re-render' }));
    // the dropped scene is left out; the others come back as they were, reused at 0 credits
    const lines = screen
      .getAllByRole('textbox', { name: /^Scene \d+ line$/ })
      .map((field) => (field as HTMLTextAreaElement).value);
    expect(lines).toEqual(['Line 1.', 'Line 3.']);
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: /^Render/ }).textContent).toBe(
          'Render · 0 credits',
        ),
      {
        timeout: 3_000,
      },
    );
    expect(screen.getByText(/2 unchanged scenes are reused at 0 credits/)).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: 'Regenerate this scene' })).toHaveLength(2);
  });

  it('reads the board every 3 s until it is finished, then no more, and refreshes the credits once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = boardReads(
      { body: board('PROCESSING') },
      { body: board('COMPLETE', { url: '/media/sb-1.mp4', duration_seconds: 9 }) },
    );
    const onCreditsChanged = vi.fn();
    studio(onCreditsChanged);

    expect(
      await screen.findByRole('progressbar', { name: 'Rendering your storyboard' }),
    ).toBeTruthy();
    expect(reads()).toBe(1);
    expect(onCreditsChanged).not.toHaveBeenCalled();

    await nextRead();
    expect(await screen.findByRole('button', { name: 'Edit and re-render' })).toBeTruthy();
    expect(reads()).toBe(2);
    await nextRead();
    await nextRead();
    expect(reads()).toBe(2);
    expect(onCreditsChanged).toHaveBeenCalledTimes(1);
  });

  it('says when the board cannot be read, then shows its failure once a read answers, and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reads = boardReads(
      { status: 503, body: { error: 'The server is busy. Try again shortly.', code: 'BUSY' } },
      {
        body: board('FAILED', { error: 'Scene 1 could not be made. Your credits were returned.' }),
      },
    );
    const onCreditsChanged = vi.fn();
    studio(onCreditsChanged);

    expect(await screen.findByText('The server is busy. Try again shortly.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New storyboard' })).toBeTruthy();
    expect(onCreditsChanged).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      'Checking the storyboard job failed; trying again shortly.',
      expect.any(Error),
    );

    // a failed read is not the end: the next one goes ahead and its answer replaces the message
    await nextRead();
    expect(
      await screen.findByText('Scene 1 could not be made. Your credits were returned.'),
    ).toBeTruthy();
    expect(screen.queryByText('The server is busy. Try again shortly.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit and try again' })).toBeTruthy();
    expect(onCreditsChanged).toHaveBeenCalledTimes(1);
    await nextRead();
    await nextRead();
    expect(reads()).toBe(2);
    expect(onCreditsChanged).toHaveBeenCalledTimes(1);
  });
});
