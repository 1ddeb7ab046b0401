import type { VideoItem } from '@orato/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { LanguageChips, useLanguageVersion } from '@/features/library/components/language-chips';

const video: VideoItem = {
  id: 'original',
  video_url: '/api/media/en.mp4',
  topic: 'Calm mornings',
  thumbnail: null,
  avatar: 'Emily',
  created_at: 1,
  language: 'en',
  versions: [
    {
      id: 'spanish',
      language: 'es',
      video_url: '/api/media/es.mp4',
      thumbnail: null,
      created_at: 2,
    },
  ],
};

function Player({ item }: { item: VideoItem }) {
  const { versions, current, pick } = useLanguageVersion(item);
  return (
    <>
      <video data-testid="player" src={current?.video_url} />
      <LanguageChips versions={versions} activeId={current?.id} onPick={pick} />
    </>
  );
}

describe('LanguageChips', () => {
  it('switches the player between a video and its translations, original first', async () => {
    const user = userEvent.setup();
    render(<Player item={video} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['English', 'Spanish']);
    expect(screen.getByTestId('player').getAttribute('src')).toBe('/api/media/en.mp4');
    await user.click(screen.getByRole('button', { name: 'Spanish' }));
    expect(screen.getByTestId('player').getAttribute('src')).toBe('/api/media/es.mp4');
    expect(screen.getByRole('button', { name: 'Spanish' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('shows nothing for a video in one language, and read-only chips on a row', () => {
    const { container, rerender } = render(
      <LanguageChips versions={[{ id: 'only', language: 'en' }]} />,
    );
    expect(container.textContent).toBe('');
    rerender(
      <LanguageChips
        versions={[
          { id: 'a', language: 'en' },
          { id: 'b', language: 'es' },
        ]}
      />,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(container.textContent).toBe('enes');
  });
});
