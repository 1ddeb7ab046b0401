import { STORYBOARD_PREVIEW_COPY as COPY } from '@orato/shared';
import type { StoryboardInput, StoryboardQuoteResponse, StoryboardScene } from '@orato/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// a whole page per test, on a busy machine
vi.setConfig({ testTimeout: 20_000 });

import { StoryboardStudio } from '@/features/storyboard/components/storyboard-studio';
import { fakeApi } from './support/fake-api';
import { renderPage } from './support/render-page';
import {
  CLIP_ID,
  IMAGE_ID,
  PRESENTERS as presenters,
  libraryRoutes,
} from './support/storyboard-library';

const EARLIER_CLIP = '/api/media/users/u/storyboard/b/scene-2.mp4';

const DRAFT: StoryboardScene[] = [
  { line: 'Welcome to the lighthouse.', visual: { kind: 'presenter' } },
  {
    line: 'It has stood here for a century.',
    visual: { kind: 'still', source: 'library', library_item_id: IMAGE_ID },
  },
  {
    line: 'The waves never stop.',
    visual: { kind: 'shot', source: 'library', library_item_id: CLIP_ID },
  },
  {
    line: 'Ships pass by at night.',
    visual: { kind: 'shot', source: 'generate', prompt: 'A ship passing at night' },
  },
];

/**
 * The fake server's price, 5 s a scene; `reusedLine` is a scene of an earlier render, unchanged:
 * reused, with its clip.
 */
function priceOf(input: StoryboardInput, reusedLine?: string): StoryboardQuoteResponse {
  const scenes = input.scenes.map(({ line }) =>
    line === reusedLine
      ? { seconds: 4, credits: 0, hold_credits: 0, reused: true, preview_url: EARLIER_CLIP }
      : { seconds: 5, credits: 5, hold_credits: 7, reused: false },
  );
  return { scenes, seconds: 19, credits: 15, hold_credits: 21, wait_seconds: 40 };
}

function serve(reusedLine?: string) {
  return fakeApi({
    'POST /api/storyboard/draft': () => ({ body: { scenes: DRAFT } }),
    'POST /api/storyboard/quote': ({ body }) => ({
      body: priceOf(body as StoryboardInput, reusedLine),
    }),
    ...libraryRoutes(),
  });
}

async function makeScenes() {
  const user = userEvent.setup();
  renderPage(
    <StoryboardStudio presenters={presenters} credits={1_000} onCreditsChanged={() => undefined} />,
    '/dashboard/storyboard',
  );
  await user.type(screen.getByLabelText('Your idea'), 'A lighthouse tour');
  await user.click(screen.getByRole('button', { name: 'Make scenes' }));
  await screen.findByRole('list', { name: 'Scenes' });
  // the price of exactly these scenes is on screen
  await screen.findAllByText(/≈ 5 s/, undefined, { timeout: 5_000 });
  return user;
}

async function openPreview(user: ReturnType<typeof userEvent.setup>, position: number) {
  await user.click(screen.getByRole('button', { name: COPY.openLabel(position) }));
  return screen.findByRole('dialog', { name: COPY.title(position) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('previewing a scene alone in the editor', () => {
  it('plays the clip of an earlier render, with sound, when the scene is unchanged since', async () => {
    serve(DRAFT[1]!.line);
    const user = await makeScenes();
    const dialog = await openPreview(user, 2);
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(EARLIER_CLIP);
    expect(video.muted).toBe(false);
    expect(video.controls).toBe(true);
    expect(within(dialog).getByText(COPY.madeClip)).toBeTruthy();
    expect(within(dialog).getByText(COPY.seconds(4))).toBeTruthy();
    expect(within(dialog).queryByText(COPY.pictureOnly)).toBeNull();

    // the line changed: the earlier clip no longer says it, so the preview is the picture only
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.type(screen.getByRole('textbox', { name: 'Scene 2 line' }), ' Still.');
    const changed = await openPreview(user, 2);
    expect(changed.querySelector(`video[src="${EARLIER_CLIP}"]`)).toBeNull();
    expect(within(changed).getByText(COPY.pictureOnly)).toBeTruthy();
  });

  it('shows the picture free: the moving still, the looping shot, the presenter and the bubble', async () => {
    serve();
    const user = await makeScenes();
    await user.click(screen.getByRole('switch', { name: /Presenter bubble/ }));
    // priced again with the bubble
    await screen.findAllByText(/≈ 5 s/, undefined, { timeout: 5_000 });

    // the still moves as the engine moves the second scene's still: a pan to the right
    const still = await openPreview(user, 2);
    expect(within(still).getByText(COPY.pictureOnly)).toBeTruthy();
    const image = await waitFor(() => {
      const found = still.querySelector<HTMLImageElement>('img[data-camera-move]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(image.getAttribute('src')).toBe('/media/lighthouse.png');
    expect(image.dataset.cameraMove).toBe('pan-right');
    expect(image.className).toContain('motion-safe:animate-camera-pan-right');
    expect(image.style.animationDuration).toBe('5s');
    expect(within(still).getByLabelText(COPY.captionLabel).textContent).toBe(DRAFT[1]!.line);
    expect(within(still).getByRole('img', { name: COPY.bubble('Ava') })).toBeTruthy();
    expect(within(still).getByText(COPY.seconds(5))).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // a Library shot loops, muted
    const shot = await openPreview(user, 3);
    const clip = await within(shot).findByTestId('scene-preview-shot');
    expect(clip.getAttribute('src')).toBe('/media/waves.mp4');
    expect((clip as HTMLVideoElement).muted).toBe(true);
    expect((clip as HTMLVideoElement).loop).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // a shot still to be generated: what it will show, honestly no picture yet
    const generated = await openPreview(user, 4);
    expect(within(generated).getByText(COPY.generatedShot)).toBeTruthy();
    expect(within(generated).getByText('A ship passing at night')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // the presenter on camera: the portrait, no bubble over it
    const onCamera = await openPreview(user, 1);
    expect(within(onCamera).getByRole('img', { name: 'Ava' }).getAttribute('src')).toBe('/ava.png');
    expect(within(onCamera).queryByRole('img', { name: COPY.bubble('Ava') })).toBeNull();
    expect(within(onCamera).getByLabelText(COPY.captionLabel).textContent).toBe(DRAFT[0]!.line);
  });
});
