import type { StoryboardInput } from '@orato/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// a whole page per test, on a busy machine
vi.setConfig({ testTimeout: 20_000 });

import { StoryboardStudio } from '@/features/storyboard/components/storyboard-studio';
import { readLibraryScene, storyboardSceneHref } from '@/lib/storyboard-scene-link';
import { fakeApi } from './support/fake-api';
import { renderPage } from './support/render-page';
import {
  CLIP_ID,
  IMAGE_ID,
  PRESENTERS as presenters,
  libraryRoutes,
} from './support/storyboard-library';

/** The query string the page is on, shown so a test can see the link leave the URL. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function serve() {
  return fakeApi({
    'POST /api/storyboard/quote': ({ body }) => {
      const scenes = (body as StoryboardInput).scenes.map(() => ({
        seconds: 5,
        credits: 5,
        hold_credits: 7,
        reused: false,
      }));
      return { body: { scenes, seconds: 5, credits: 5, hold_credits: 7, wait_seconds: 40 } };
    },
    ...libraryRoutes(),
  });
}

function openWith(href: string) {
  renderPage(
    <>
      <StoryboardStudio
        presenters={presenters}
        credits={1_000}
        onCreditsChanged={() => undefined}
      />
      <Search />
    </>,
    href,
  );
}

const lineField = () => screen.getByRole('textbox', { name: 'Scene 1 line' });

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the storyboard link of a Library item', () => {
  it('builds and reads the link, a still for an image and a shot for a clip', () => {
    expect(storyboardSceneHref('still', IMAGE_ID)).toBe(`/dashboard/storyboard?still=${IMAGE_ID}`);
    expect(readLibraryScene(new URLSearchParams(`shot=${CLIP_ID}`))).toEqual({
      kind: 'shot',
      libraryItemId: CLIP_ID,
    });
    expect(readLibraryScene(new URLSearchParams('still=%20&id=x'))).toBeNull();
  });
});

describe('the Storyboard page opened from the Library', () => {
  it('starts a still scene with the image, its empty line focused, and drops the link', async () => {
    const api = serve();
    const user = userEvent.setup();
    openWith(storyboardSceneHref('still', IMAGE_ID));

    await screen.findByRole('list', { name: 'Scenes' });
    expect(screen.getAllByRole('textbox', { name: /^Scene \d+ line$/ })).toHaveLength(1);
    expect((lineField() as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(lineField()));
    // read once: a reload or going back does not add the scene again
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    screen.getByText('Write the line this scene says.');

    // the user writes the line, and the price asked for is of the Library image
    await user.type(lineField(), 'Here is where we started.');
    await waitFor(() => expect(api.sent('POST /api/storyboard/quote').length).toBeGreaterThan(0));
    const asked = api.sent('POST /api/storyboard/quote').at(-1) as StoryboardInput;
    expect(asked.scenes).toEqual([
      {
        line: 'Here is where we started.',
        visual: { kind: 'still', source: 'library', library_item_id: IMAGE_ID },
      },
    ]);
  });

  it('starts a shot scene with a VEO clip', async () => {
    const api = serve();
    const user = userEvent.setup();
    openWith(storyboardSceneHref('shot', CLIP_ID));

    await screen.findByRole('list', { name: 'Scenes' });
    await waitFor(() => expect(document.activeElement).toBe(lineField()));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    await user.type(lineField(), 'The sea, up close.');
    await waitFor(() => expect(api.sent('POST /api/storyboard/quote').length).toBeGreaterThan(0));
    const asked = api.sent('POST /api/storyboard/quote').at(-1) as StoryboardInput;
    expect(asked.scenes[0]?.visual).toEqual({
      kind: 'shot',
      source: 'library',
      library_item_id: CLIP_ID,
    });
  });

  it('opens on the idea form when no Library item is asked for', async () => {
    serve();
    openWith('/dashboard/storyboard');
    await screen.findByLabelText('Your idea');
    expect(screen.queryByRole('list', { name: 'Scenes' })).toBeNull();
  });
});
