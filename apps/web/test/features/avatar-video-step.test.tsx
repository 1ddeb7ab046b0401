import { MESSAGES, type GenerationStatusResponse } from '@orato/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { VideoStep } from '@/features/avatar/components/video-step';

import { renderPage } from '../support/render';

const TOPIC = 'Three tips for a calmer morning';

function step(status: GenerationStatusResponse | undefined, onReset = vi.fn()) {
  renderPage(
    <VideoStep
      status={status}
      avatar="Anna"
      avatarImageUrl="/api/media/avatars/anna.png"
      topic={TOPIC}
      onReset={onReset}
    />,
    '/dashboard/ai-avatar',
  );
  return onReset;
}

describe('the avatar video step', () => {
  it('shows a video not yet answered for as queued, then its percentage', () => {
    step(undefined);
    expect(screen.getByText(`Anna is presenting “${TOPIC}”`)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Video progress' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    expect(screen.getByText('Queued')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it("says a failure in the job's words, or the spec's when it has none, with the way back", async () => {
    const onReset = step({ state: 'FAILED', progress: 30, stage: 'failed' });
    expect(screen.getByText(MESSAGES.avatar.startFailed)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back To Avatar' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('shows the made video with its length, cost and a download named after the topic', () => {
    step({
      state: 'COMPLETE',
      progress: 100,
      stage: 'done',
      video_url: '/api/media/videos/job-1.mp4',
      duration_seconds: 13.000001,
      credits_charged: 14,
      format: {
        aspect: '9:16',
        resolution: '720p',
        width: 720,
        height: 1280,
        label: '9:16 · 720p',
      },
    });
    expect(screen.getByText(`Your video is ready: “${TOPIC}”`)).toBeTruthy();
    expect(screen.getByLabelText(`Anna: ${TOPIC}`).getAttribute('src')).toBe(
      '/api/media/videos/job-1.mp4',
    );
    expect(screen.getByText('13 s · 14 credits')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('/api/media/videos/job-1.mp4');
    expect(download.getAttribute('download')).toMatch(/^three-tips-for-a-calmer-morning-.+\.mp4$/);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('waits for the address of a video said to be complete', () => {
    step({ state: 'COMPLETE', progress: 100, stage: 'done' });
    expect(screen.getByRole('progressbar', { name: 'Video progress' })).toBeTruthy();
    expect(screen.queryByText(/Your video is ready/)).toBeNull();
  });
});
