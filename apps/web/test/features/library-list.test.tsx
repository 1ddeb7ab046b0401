import { MESSAGES } from '@orato/shared';
import type { ImageItem, VideoItem } from '@orato/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ImageLibrary } from '@/features/library/components/image-library';
import { VideoLibrary } from '@/features/library/components/video-library';

import { fakeApi } from '../support/fake-api';
import { renderPage } from '../support/render';

const CREATED = Date.UTC(2026, 10, 20) / 1000;

const image = (id: string, prompt: string, url: string | null = `/api/media/${id}.png`) =>
  ({ id, image_url: url, prompt, created_at: CREATED, engine: 'local' }) satisfies ImageItem;

const video = (id: string, topic: string) =>
  ({
    id,
    video_url: `/api/media/${id}.mp4`,
    topic,
    thumbnail: `/api/media/${id}.jpg`,
    avatar: null,
    created_at: CREATED,
    engine: 'local',
  }) satisfies VideoItem;

/** A library of these images and videos; each deletion takes the named items out of it. */
function libraryServer(images: ImageItem[], videos: Record<string, VideoItem[]>) {
  let shownImages = images;
  let shownVideos = videos;
  return fakeApi({
    'GET /api/generations/active': () => ({ body: { jobs: [] } }),
    'POST /api/get-images': () => ({ body: { images: { 'nano-banana': shownImages } } }),
    'POST /api/get-videos': ({ body }) => {
      const { feature } = body as { feature: string };
      return { body: { videos: { [feature]: shownVideos[feature] ?? [] } } };
    },
    'POST /api/delete-image': ({ body }) => {
      const { image_urls } = body as { image_urls: string[] };
      shownImages = shownImages.filter((item) => !image_urls.includes(item.image_url ?? ''));
      return { body: { message: MESSAGES.library.imagesDeleted } };
    },
    'POST /api/delete-video': ({ body }) => {
      const { feature, video_urls } = body as { feature: string; video_urls: string[] };
      shownVideos = {
        ...shownVideos,
        [feature]: (shownVideos[feature] ?? []).filter(
          (item) => !video_urls.includes(item.video_url),
        ),
      };
      return { body: { message: MESSAGES.library.videosDeleted } };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the library list, for images and for videos', { timeout: 30_000 }, () => {
  it('shows a page at first and appends the next one on "Load more", which then goes', async () => {
    const all = Array.from({ length: 30 }, (_, index) => video(`v${index}`, `Video ${index}`));
    const asked: (string | undefined)[] = [];
    fakeApi({
      'GET /api/generations/active': () => ({ body: { jobs: [] } }),
      'POST /api/get-videos': ({ body }) => {
        const { cursor } = body as { cursor?: string };
        asked.push(cursor);
        return cursor === 'after-24'
          ? { body: { videos: { 'ai-avatar': all.slice(24) }, next_cursor: null } }
          : { body: { videos: { 'ai-avatar': all.slice(0, 24) }, next_cursor: 'after-24' } };
      },
    });
    const user = userEvent.setup();
    renderPage(<VideoLibrary feature="ai-avatar" />, '/dashboard/library');

    const list = await screen.findByRole('list', { name: 'AI avatar videos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: MESSAGES.library.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(within(list).getByText('Video 29')).toBeTruthy();
    expect(asked).toEqual([undefined, 'after-24']);
    expect(screen.queryByRole('button', { name: MESSAGES.library.loadMore })).toBeNull();
  });

  it('lists images as tiles; one still being made cannot be ticked; deletes the ticked ones', async () => {
    const server = libraryServer(
      [image('i1', 'A red fox'), image('i2', 'A tiny house'), image('i3', 'A boat', null)],
      {},
    );
    const user = userEvent.setup();
    renderPage(<ImageLibrary />, '/dashboard/library');

    const list = await screen.findByRole('list', { name: 'AI images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('· 2 images')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select A boat' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete Selected/ })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select A red fox' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete selected images?' });
    expect(confirm.textContent).toContain('This image will be permanently deleted');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Open A red fox' })).toBeNull(),
    );
    expect(server.sent('POST /api/delete-image')).toEqual([
      { feature: 'nano-banana', image_urls: ['/api/media/i1.png'] },
    ]);
    expect(await screen.findByText(MESSAGES.library.imagesDeleted)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open A tiny house' })).toBeTruthy();
  });

  it('opens an image in its dialog', async () => {
    libraryServer([image('i1', 'A red fox')], {});
    const user = userEvent.setup();
    renderPage(<ImageLibrary />, '/dashboard/library');

    await user.click(await screen.findByRole('button', { name: 'Open A red fox' }));
    expect(await screen.findByRole('dialog', { name: 'A red fox' })).toBeTruthy();
  });

  it('lists videos as rows, selects all and deletes them with the credits warning', async () => {
    const server = libraryServer([], {
      'ai-avatar': [video('v1', 'Why the sky is blue'), video('v2', 'How bees dance')],
    });
    const user = userEvent.setup();
    renderPage(<VideoLibrary feature="ai-avatar" />, '/dashboard/library');

    const list = await screen.findByRole('list', { name: 'AI avatar videos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Avatar')).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: /^Select all/ }));
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select How bees dance' }).checked,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete selected videos?' });
    expect(confirm.textContent).toContain('These 2 videos will be permanently deleted');
    expect(confirm.textContent).toContain('credits');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(MESSAGES.library.emptyTitle)).toBeTruthy();
    expect(server.sent('POST /api/delete-video')).toEqual([
      { feature: 'ai-avatar', video_urls: ['/api/media/v1.mp4', '/api/media/v2.mp4'] },
    ]);
  });

  it('keeps the ticked videos when the question is answered No, and cuts VEO topics to 5 words', async () => {
    const server = libraryServer([], {
      'veo3-videos': [video('v1', 'A calm sunrise over misty mountains with a slow pan')],
    });
    const user = userEvent.setup();
    renderPage(<VideoLibrary feature="veo3-videos" />, '/dashboard/library');

    const list = await screen.findByRole('list', { name: 'VEO videos' });
    const title = 'A calm sunrise over misty…';
    expect(within(list).getByText(title)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: `Select ${title}` }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete selected videos?' });
    expect(confirm.textContent).toContain('This video will be permanently deleted');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete Selected (1)' })).toBeTruthy();
    expect(server.sent('POST /api/delete-video')).toEqual([]);
  });

  it('shows the load error in the spec words', async () => {
    fakeApi({
      'GET /api/generations/active': () => ({ body: { jobs: [] } }),
      'POST /api/get-videos': () => ({
        status: 500,
        body: { error: 'Storage is offline', code: 'INTERNAL' },
      }),
    });
    renderPage(<VideoLibrary feature="ai-avatar" />, '/dashboard/library');

    expect(await screen.findByText('Error loading videos: Storage is offline')).toBeTruthy();
  });
});
