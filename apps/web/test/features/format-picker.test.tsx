import type { FormatSupport } from '@orato/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ImageAspectPicker, VideoFormatPicker } from '@/components/ui/format-picker';
import { useImageAspectChoice, useVideoFormatChoice } from '@/lib/format-choice';
import { storeSignedInUser } from '@/lib/local-user';

function AvatarFormat({ support }: { support?: FormatSupport }) {
  const [choice, setChoice] = useVideoFormatChoice('avatar', support);
  return (
    <>
      <VideoFormatPicker support={support} value={choice} onChange={setChoice} captions />
      <output>{`${choice.format.aspect} ${choice.format.resolution} ${choice.captionStyle}`}</output>
    </>
  );
}

function ImageFormat({ support }: { support?: FormatSupport }) {
  const [aspect, setAspect] = useImageAspectChoice(support);
  return <ImageAspectPicker support={support} value={aspect} onChange={setAspect} />;
}

const radio = (name: string) => screen.getByRole('radio', { name });
const chosen = () => screen.getByRole('status').textContent;

describe('the format picker', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSignedInUser('maker@example.com');
  });
  afterEach(cleanup);

  it('offers every shape, resolution and caption style of an offline engine, and picks one', async () => {
    const user = userEvent.setup();
    render(<AvatarFormat />);
    expect(
      screen
        .getAllByRole('radio')
        .map((input) => input.getAttribute('aria-label') ?? input.getAttribute('value')),
    ).toEqual([
      '16:9 Landscape',
      '9:16 Vertical',
      '1:1 Square',
      '720p',
      '1080p',
      'classic',
      'word',
    ]);
    expect(chosen()).toBe('16:9 720p classic');
    await user.click(radio('9:16 Vertical'));
    await user.click(radio('1080p'));
    await user.click(radio('Word by word'));
    expect(chosen()).toBe('9:16 1080p word');
    // nothing to say when the engine makes every shape
    expect(screen.queryByText(/engine makes/)).toBeNull();
  });

  it('offers only what the engine makes, says so, and falls back from a remembered shape it cannot make', async () => {
    const user = userEvent.setup();
    const first = render(<AvatarFormat />);
    await user.click(radio('1:1 Square'));
    first.unmount();
    render(<AvatarFormat support={{ aspects: ['9:16'], resolutions: ['1080p'] }} />);
    expect(
      screen.getAllByRole('radio', { name: /:/ }).map((input) => input.getAttribute('value')),
    ).toEqual(['9:16']);
    expect(screen.queryByRole('radio', { name: '720p' })).toBeNull();
    expect(screen.getByText("This tool's engine makes 9:16 only.")).toBeTruthy();
    expect(chosen()).toBe('9:16 1080p classic');
  });

  it('remembers the choice per user in this browser', async () => {
    const user = userEvent.setup();
    const first = render(<AvatarFormat />);
    await user.click(radio('9:16 Vertical'));
    first.unmount();
    const again = render(<AvatarFormat />);
    expect(chosen()).toBe('9:16 720p classic');
    expect(radio('9:16 Vertical')).toHaveProperty('checked', true);
    // another person signing in on the same browser starts from the usual format
    act(() => storeSignedInUser('someone-else@example.com'));
    expect(chosen()).toBe('16:9 720p classic');
    again.unmount();
    // a stored value that is no format at all is ignored
    window.localStorage.setItem(
      'orato:format:maker@example.com:avatar',
      '{"format":{"aspect":"4:3"}}',
    );
    act(() => storeSignedInUser('maker@example.com'));
    render(<AvatarFormat />);
    expect(chosen()).toBe('16:9 720p classic');
  });

  it('offers the image shapes, portrait ones included, remembered apart from the videos', async () => {
    const user = userEvent.setup();
    const first = render(<ImageFormat />);
    expect(screen.getAllByRole('radio').map((input) => input.getAttribute('value'))).toEqual([
      '1:1',
      '16:9',
      '9:16',
      '4:5',
      '3:4',
    ]);
    await user.click(radio('4:5 Portrait'));
    first.unmount();
    render(<ImageFormat support={{ aspects: ['1:1', '4:5'], resolutions: [] }} />);
    expect(radio('4:5 Portrait')).toHaveProperty('checked', true);
    expect(screen.getByText("This tool's engine makes 1:1, 4:5 only.")).toBeTruthy();
  });
});
