import { MESSAGES } from '@orato/shared';
import type { SavedDraftInput, StoryboardInput, StoryboardScene } from '@orato/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// a whole page per test, on a busy machine
vi.setConfig({ testTimeout: 30_000 });

import { StoryboardStudio } from '@/features/storyboard/components/storyboard-studio';
import { fakeApi } from './support/fake-api';
import { renderPage } from './support/render-page';
import { PRESENTERS as presenters, libraryRoutes } from './support/storyboard-library';

const M = MESSAGES.ownVoice;
const RECORDING_URL = '/api/media/users/u/uploads/take.wav?expires=1';
const DRAFT: StoryboardScene[] = [
  { line: 'Hello from our bakery.', visual: { kind: 'presenter' } },
  { line: 'The bread is warm.', visual: { kind: 'still', source: 'generate', prompt: 'bread' } },
];

function serve() {
  return fakeApi({
    'POST /api/storyboard/draft': () => ({ body: { scenes: DRAFT } }),
    'POST /api/storyboard/quote': ({ body }) => {
      const input = body as StoryboardInput;
      // the recording's scene is as long as the recording: 5 s, 5 credits, held as quoted
      const scenes = input.scenes.map((scene) =>
        scene.recording_url
          ? { seconds: 5, credits: 5, hold_credits: 5, reused: false }
          : { seconds: 3, credits: 5, hold_credits: 7, reused: false },
      );
      const sum = (pick: (each: (typeof scenes)[number]) => number) =>
        scenes.reduce((total, each) => total + pick(each), 0);
      return {
        body: {
          scenes,
          seconds: sum((each) => each.seconds),
          credits: sum((each) => each.credits),
          hold_credits: sum((each) => each.hold_credits),
          wait_seconds: 30,
        },
      };
    },
    'POST /api/voice-recordings': () => ({
      body: { recording_url: RECORDING_URL, seconds: 4.2, message: M.uploaded },
    }),
    'GET /api/storyboard-drafts': () => ({ body: { drafts: [] } }),
    'POST /api/storyboard-drafts': ({ body }) => ({
      status: 201,
      body: { ...(body as SavedDraftInput), id: 'draft-1', updated_at: '2026-11-28T09:00:00Z' },
    }),
    'PUT /api/storyboard-drafts/draft-1': ({ body }) => ({
      body: { ...(body as SavedDraftInput), id: 'draft-1', updated_at: '2026-11-28T09:00:01Z' },
    }),
    ...libraryRoutes(),
  });
}

describe('a presenter scene speaking my own voice', () => {
  it('records through the avatar wizard’s checks, prices the recording and keeps it in the draft', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderPage(
      <StoryboardStudio presenters={presenters} credits={100} onCreditsChanged={() => undefined} />,
      '/dashboard/storyboard',
    );
    await user.type(screen.getByLabelText('Your idea'), 'Our bakery opens on Monday');
    await user.click(screen.getByRole('button', { name: 'Make scenes' }));
    await screen.findByRole('list', { name: 'Scenes' });
    const first = within(screen.getAllByRole('listitem')[0]!);
    // only a presenter scene can speak a recording
    const second = within(screen.getAllByRole('listitem')[1]!);
    expect(second.queryByRole('radiogroup', { name: 'Scene 2 voice' })).toBeNull();

    await user.click(first.getByRole('radio', { name: M.sceneUseVoice }));
    expect(first.getByRole('textbox', { name: M.sceneWordsLabel(1) })).toBeTruthy();
    expect(first.getByText(M.recordingRequired)).toBeTruthy();
    const render = () => screen.getByRole('button', { name: /^Render/ });
    expect(render().hasAttribute('disabled')).toBe(true);

    const take = new File([new Uint8Array([1, 2, 3])], 'take.mp3', { type: 'audio/mpeg' });
    await user.upload(first.getByLabelText(/Choose a recording/), take);
    expect(await first.findByText('take.mp3')).toBeTruthy();
    await user.click(first.getByRole('button', { name: 'Use this recording' }));
    expect(await first.findByText(M.consentRequired)).toBeTruthy();
    expect(api.sent('POST /api/voice-recordings')).toEqual([]);
    await user.click(first.getByLabelText(M.consentLabel));
    await user.click(first.getByRole('button', { name: 'Use this recording' }));
    expect(await first.findByText(M.sceneRecordingReady(4.2))).toBeTruthy();
    const [form] = api.sent('POST /api/voice-recordings') as FormData[];
    expect(form!.get('consent')).toBe('true');

    // the words are optional: without them the scene is still complete, and has no captions
    await user.clear(first.getByRole('textbox', { name: M.sceneWordsLabel(1) }));
    expect(first.getByText(M.noCaptionsNote)).toBeTruthy();
    await waitFor(
      () => {
        const last = api.sent('POST /api/storyboard/quote').at(-1) as StoryboardInput;
        expect(last.scenes[0]).toEqual({
          line: '',
          visual: { kind: 'presenter' },
          recording_url: RECORDING_URL,
        });
      },
      { timeout: 5_000 },
    );
    await waitFor(() => expect(render().textContent).toBe('Render · 10 credits'), {
      timeout: 5_000,
    });
    // a recording's length is known: the scene's price is exact
    expect(first.getByText(/^5 s · 5 credits$/)).toBeTruthy();
    // the draft saved as the user edits keeps the recording
    await waitFor(
      () => {
        const saves = [
          ...api.sent('POST /api/storyboard-drafts'),
          ...api.sent('PUT /api/storyboard-drafts/draft-1'),
        ] as SavedDraftInput[];
        expect(saves.at(-1)?.scenes[0]).toEqual({
          line: '',
          visual: { kind: 'presenter' },
          recording_url: RECORDING_URL,
        });
      },
      { timeout: 5_000 },
    );

    // back to a written line: the recording is no longer sent
    await user.click(first.getByRole('radio', { name: M.sceneWriteLine }));
    await user.type(first.getByRole('textbox', { name: 'Scene 1 line' }), 'Hello again.');
    await waitFor(
      () => {
        const last = api.sent('POST /api/storyboard/quote').at(-1) as StoryboardInput;
        expect(last.scenes[0]).toEqual({ line: 'Hello again.', visual: { kind: 'presenter' } });
      },
      { timeout: 5_000 },
    );
  });
});
