import type { StoryboardInput, StoryboardQuoteResponse, StoryboardScene } from '@orato/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// a whole page per test, on a busy machine
vi.setConfig({ testTimeout: 20_000 });

import { StoryboardStudio } from '@/features/storyboard/components/storyboard-studio';
import { fakeApi } from './support/fake-api';
import { renderPage } from './support/render-page';
import { IMAGE_ID, PRESENTERS as presenters, libraryRoutes } from './support/storyboard-library';

const scene = (line: string, visual: StoryboardScene['visual'] = { kind: 'presenter' }) => ({
  line,
  visual,
});

/** The fake server's price: 5 s a scene at 1 credit a second, plus what is generated. */
function priceOf(input: StoryboardInput, secondsPerScene = 5): StoryboardQuoteResponse {
  const scenes = input.scenes.map(({ visual }) => {
    const generated =
      visual.kind !== 'presenter' && visual.source === 'generate'
        ? visual.kind === 'shot'
          ? 120
          : 2
        : 0;
    const credits = secondsPerScene + generated;
    return { seconds: secondsPerScene, credits, hold_credits: credits + 2, reused: false };
  });
  const sum = (pick: (s: (typeof scenes)[number]) => number) =>
    scenes.reduce((total, s) => total + pick(s), 0);
  return {
    scenes,
    seconds: sum((s) => s.seconds),
    credits: sum((s) => s.credits),
    hold_credits: sum((s) => s.hold_credits),
    wait_seconds: 40,
  };
}

function serve(draft: StoryboardScene[], secondsPerScene = 5) {
  return fakeApi({
    'POST /api/storyboard/draft': () => ({ body: { scenes: draft } }),
    'POST /api/storyboard/quote': ({ body }) => ({
      body: priceOf(body as StoryboardInput, secondsPerScene),
    }),
    ...libraryRoutes(),
  });
}

async function makeScenes(credits = 1_000) {
  const user = userEvent.setup();
  renderPage(
    <StoryboardStudio
      presenters={presenters}
      credits={credits}
      onCreditsChanged={() => undefined}
    />,
    '/dashboard/storyboard',
  );
  await user.type(screen.getByLabelText('Your idea'), 'Why small teams ship faster');
  await user.click(screen.getByRole('button', { name: 'Make scenes' }));
  await screen.findByRole('list', { name: 'Scenes' });
  return user;
}

const lines = () =>
  screen
    .getAllByRole('textbox', { name: /^Scene \d+ line$/ })
    .map((field) => (field as HTMLTextAreaElement).value);

const renderButton = () => screen.getByRole('button', { name: /^Render/ });

/**
 * jsdom lays nothing out: give each scene card a place on a column (200 px apart), so the keyboard
 * sensor of the sortable list can find the card below or above the one being moved.
 */
function layOutSceneCards() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const card = this.closest('[data-scene-index]');
    const index = card ? Number(card.getAttribute('data-scene-index')) : 0;
    const top = card ? index * 200 : 0;
    const height = card ? 180 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: card ? 600 : 0,
      height,
      right: card ? 600 : 0,
      bottom: top + height,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the idea form', () => {
  it('sends who it is for, the points (one a line, one scene each) and the next step', async () => {
    const api = serve([]);
    const user = userEvent.setup();
    renderPage(
      <StoryboardStudio presenters={presenters} credits={0} onCreditsChanged={() => undefined} />,
      '/dashboard/storyboard',
    );
    await user.type(screen.getByLabelText('Your idea'), 'Our bakery opens on Monday');
    await user.click(screen.getByText(/Add who it is for/));
    await user.type(screen.getByRole('textbox', { name: 'Who it is for' }), 'our neighbours');
    await user.type(
      screen.getByRole('textbox', { name: /The points to make/ }),
      'Bread at seven{Enter}{Enter}Croissants with butter',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'What the viewer should do next' }),
      'come and taste',
    );
    await user.click(screen.getByRole('button', { name: 'Make scenes' }));
    await waitFor(() => expect(api.sent('POST /api/storyboard/draft')).toHaveLength(1));
    expect(api.sent('POST /api/storyboard/draft')[0]).toEqual({
      idea: 'Our bakery opens on Monday',
      isScript: false,
      audience: 'our neighbours',
      points: ['Bread at seven', 'Croissants with butter'],
      action: 'come and taste',
    });
  });
});

describe('the storyboard editor', () => {
  it('reorders scenes from the keyboard: the drag handle, and the move buttons', async () => {
    serve([scene('First line.'), scene('Second line.'), scene('Third line.')]);
    const user = await makeScenes();
    layOutSceneCards();

    // the handle: Space picks the scene up, the arrow moves it, Space drops it
    screen.getByRole('button', { name: 'Reorder scene 1' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(lines()).toEqual(['Second line.', 'First line.', 'Third line.']));
    // the move is said aloud, not only shown
    expect(document.body.textContent).toMatch(/Scene 1 moved to place 2 of 3\./);

    // the arrow buttons, pressed with Enter
    screen.getByRole('button', { name: 'Move scene 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(lines()).toEqual(['Second line.', 'Third line.', 'First line.']);
  });

  it('changes a scene to a Library image and prices it as such', async () => {
    const api = serve([
      scene('Hello.'),
      scene('A lighthouse.', { kind: 'shot', source: 'generate', prompt: 'Waves' }),
    ]);
    const user = await makeScenes();

    const second = screen
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('data-scene-index') === '1');
    if (!second) throw new Error('no second scene');
    const card = within(second);
    await user.click(card.getByRole('radio', { name: 'Still' }));
    await user.click(card.getByRole('radio', { name: 'From Library' }));
    expect(card.getByText('Choose an image from your Library.')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Choose an image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await user.click(await within(dialog).findByRole('button', { name: /A lighthouse/ }));

    await waitFor(
      () => {
        const last = api.sent('POST /api/storyboard/quote').at(-1) as StoryboardInput | undefined;
        expect(last?.scenes[1]?.visual).toEqual({
          kind: 'still',
          source: 'library',
          library_item_id: IMAGE_ID,
        });
      },
      { timeout: 3_000 },
    );
    // 5 s a scene, nothing generated any more
    await waitFor(() => expect(renderButton().textContent).toBe('Render · 10 credits'), {
      timeout: 3_000,
    });
    expect(card.getByRole('button', { name: 'Change image' })).toBeTruthy();
  });

  it('shows the totals of the latest quote as scenes are added and deleted', async () => {
    serve([
      scene('One.'),
      scene('Two.', { kind: 'shot', source: 'generate', prompt: 'A city at night' }),
    ]);
    const user = await makeScenes();
    const totals = within(screen.getByRole('region', { name: 'Totals' }));

    await waitFor(() => expect(renderButton().textContent).toBe('Render · 130 credits'), {
      timeout: 3_000,
    });
    expect(totals.getByText('0:10')).toBeTruthy();
    expect(totals.getByText('134')).toBeTruthy(); // held: 7 + 127

    await user.click(screen.getByRole('button', { name: 'Delete scene 2' }));
    await waitFor(() => expect(renderButton().textContent).toBe('Render · 5 credits'), {
      timeout: 3_000,
    });
    expect(totals.getByText('0:05')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add scene' }));
    // a new scene has no line yet: no price for it, and no render
    expect(renderButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Scene 2: Write the line this scene says.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Scene 2 line' }), 'Three.');
    await waitFor(() => expect(renderButton().textContent).toBe('Render · 10 credits'), {
      timeout: 3_000,
    });
  });
});

describe('the render button', () => {
  it('is disabled past 12 scenes, and says how many to remove', async () => {
    serve(Array.from({ length: 13 }, (_, index) => scene(`Line ${index + 1}.`)));
    await makeScenes();
    expect(renderButton().hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('A storyboard can have at most 12 scenes: remove 1 scene.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /12 scenes is the most/ }).hasAttribute('disabled'),
    ).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete scene 13' }));
    await waitFor(() => expect(renderButton().hasAttribute('disabled')).toBe(false), {
      timeout: 3_000,
    });
  });

  it('is disabled past 3 minutes', async () => {
    serve([scene('A long one.'), scene('Another long one.')], 95);
    await makeScenes();
    await waitFor(
      () =>
        expect(
          screen.getByText(/About 3:10 long: a storyboard can be at most 3:00\./),
        ).toBeTruthy(),
      { timeout: 3_000 },
    );
    expect(renderButton().hasAttribute('disabled')).toBe(true);
  });

  it('is disabled when the credits are short, with the way to buy more', async () => {
    serve([scene('One.'), scene('Two.')]);
    await makeScenes(6);
    await waitFor(
      () => expect(screen.getByText('Rendering holds 14 credits and you have 6.')).toBeTruthy(),
      { timeout: 3_000 },
    );
    expect(renderButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Buy credits on the Subscription page' })).toBeTruthy();
  });
});
