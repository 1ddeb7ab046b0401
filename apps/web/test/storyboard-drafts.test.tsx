import type { SavedDraftInput, StoryboardScene } from '@orato/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// a whole page per test, on a busy machine
vi.setConfig({ testTimeout: 20_000 });

import { StoryboardStudio } from '@/features/storyboard/components/storyboard-studio';
import { fakeApi, type FakeReply } from './support/fake-api';
import { renderPage } from './support/render-page';
import { PRESENTERS as presenters, libraryRoutes } from './support/storyboard-library';

const SCENES: StoryboardScene[] = [
  { line: 'Our bakery opens at six.', visual: { kind: 'presenter' } },
  {
    line: 'The bread is still warm.',
    visual: { kind: 'still', source: 'generate', prompt: 'bread' },
  },
];
const SAVED_AT = '2026-11-28T09:00:00.000Z';
const NOW_SAVED = { id: 'draft-1', updated_at: SAVED_AT };

/** A server keeping drafts in memory, as the real one keeps them in its table. */
function serve(initial: Array<SavedDraftInput & { id: string }> = []) {
  const drafts = new Map(initial.map((draft) => [draft.id, draft]));
  const saved = (id: string, body: unknown): FakeReply => {
    drafts.set(id, { ...(body as SavedDraftInput), id });
    return { body: { ...(body as SavedDraftInput), id, updated_at: SAVED_AT } };
  };
  const byId: Record<string, (request: { body: unknown }) => FakeReply> = {};
  for (const id of ['draft-1', 'draft-2']) {
    byId[`GET /api/storyboard-drafts/${id}`] = () =>
      drafts.has(id)
        ? { body: { ...drafts.get(id), updated_at: SAVED_AT } }
        : { status: 404, body: { error: 'Draft not found', code: 'NOT_FOUND' } };
    byId[`PUT /api/storyboard-drafts/${id}`] = ({ body }) => saved(id, body);
    byId[`DELETE /api/storyboard-drafts/${id}`] = () => {
      drafts.delete(id);
      return { body: { message: 'Draft deleted' } };
    };
  }
  return fakeApi({
    'POST /api/storyboard/draft': () => ({ body: { scenes: SCENES } }),
    'POST /api/storyboard/quote': () => ({ status: 400, body: { error: 'no', code: 'BAD' } }),
    'GET /api/storyboard-drafts': () => ({
      body: {
        drafts: [...drafts.values()].map((draft) => ({
          id: draft.id,
          title: draft.title || draft.scenes[0]?.line || '',
          scene_count: draft.scenes.length,
          updated_at: SAVED_AT,
        })),
      },
    }),
    'POST /api/storyboard-drafts': ({ body }) => ({ ...saved(NOW_SAVED.id, body), status: 201 }),
    ...byId,
    ...libraryRoutes(),
  });
}

function openStudio() {
  renderPage(
    <StoryboardStudio presenters={presenters} credits={1_000} onCreditsChanged={() => undefined} />,
    '/dashboard/storyboard',
  );
  return userEvent.setup();
}

const SLOW = { timeout: 4_000 };

afterEach(() => vi.unstubAllGlobals());

describe('storyboard drafts', () => {
  it('saves the scenes as a draft a moment after each change, one draft, then its edits', async () => {
    const server = serve();
    const user = openStudio();
    await user.type(screen.getByLabelText('Your idea'), 'Our bakery');
    await user.click(screen.getByRole('button', { name: 'Make scenes' }));
    await screen.findByRole('list', { name: 'Scenes' });

    await waitFor(() => expect(server.sent('POST /api/storyboard-drafts')).toHaveLength(1), SLOW);
    const made = server.sent('POST /api/storyboard-drafts')[0] as SavedDraftInput;
    expect(made.scenes.map((scene) => scene.line)).toEqual(SCENES.map((scene) => scene.line));
    expect(made.scenes[1]!.visual).toEqual(SCENES[1]!.visual);
    await waitFor(() =>
      expect(screen.getByTestId('draft-save-state').textContent).toMatch(/^Draft saved/),
    );

    const first = screen.getByRole('textbox', { name: 'Scene 1 line' });
    await user.clear(first);
    await user.type(first, 'We open at seven now.');
    await waitFor(() => {
      const puts = server.sent('PUT /api/storyboard-drafts/draft-1') as SavedDraftInput[];
      expect(puts.at(-1)?.scenes[0]?.line).toBe('We open at seven now.');
    }, SLOW);
    // typing is saved after a pause, not per key, and never as a second draft
    expect(server.sent('PUT /api/storyboard-drafts/draft-1').length).toBeLessThan(5);
    expect(server.sent('POST /api/storyboard-drafts')).toHaveLength(1);
  });

  it('lists a saved draft under "Continue your draft", opens it as saved and saves to it', async () => {
    const server = serve([
      {
        id: 'draft-2',
        title: 'Bakery welcome',
        creatorName: null,
        bubble: true,
        burnCaptions: false,
        scenes: SCENES,
      },
    ]);
    const user = openStudio();
    const list = await screen.findByRole('region', { name: 'Continue your draft' });
    expect(within(list).getByText('Bakery welcome')).toBeTruthy();
    expect(within(list).getByText(/2 scenes · saved/)).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Continue Bakery welcome' }));
    await screen.findByRole('list', { name: 'Scenes' });
    expect(
      (screen.getByRole('textbox', { name: 'Scene 2 line' }) as HTMLTextAreaElement).value,
    ).toBe('The bread is still warm.');
    expect((screen.getByRole('textbox', { name: /title/i }) as HTMLInputElement).value).toBe(
      'Bakery welcome',
    );

    await user.type(screen.getByRole('textbox', { name: 'Scene 2 line' }), ' Come early.');
    await waitFor(() => {
      const puts = server.sent('PUT /api/storyboard-drafts/draft-2') as SavedDraftInput[];
      expect(puts.at(-1)?.scenes[1]?.line).toBe('The bread is still warm. Come early.');
    }, SLOW);
    expect(server.sent('POST /api/storyboard-drafts')).toEqual([]);
  });

  it('deletes a draft after asking, and the list goes when it is empty', async () => {
    const server = serve([
      {
        id: 'draft-2',
        title: '',
        creatorName: null,
        bubble: false,
        burnCaptions: false,
        scenes: SCENES,
      },
    ]);
    const user = openStudio();
    const list = await screen.findByRole('region', { name: 'Continue your draft' });
    await user.click(within(list).getByRole('button', { name: 'Delete Our bakery opens at six.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Continue your draft' })).toBeNull(),
    );
    expect(server.calls.map((call) => call.route)).toContain(
      'DELETE /api/storyboard-drafts/draft-2',
    );
    expect(server.sent('POST /api/storyboard-drafts')).toEqual([]);
  });
});
