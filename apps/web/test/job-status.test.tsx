import type { ActiveJob } from '@orato/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useJobStatus, type JobSource } from '@/lib/job-status';

import { fakeApi } from './support/fake-api';
import { renderPage } from './support/render';

interface Status {
  state: 'QUEUED' | 'PROCESSING' | 'COMPLETE' | 'FAILED';
  progress: number;
}

const POLL_MS = 40;

/** A job source answering `answers` one poll after another (the last one again after that). */
function scripted(...answers: Array<Status | Error>) {
  const read = vi.fn(async (_id: string) => {
    const answer = answers[Math.min(read.mock.calls.length - 1, answers.length - 1)];
    if (answer instanceof Error) {
      throw answer;
    }
    return answer as Status;
  });
  const source: JobSource<Status> = {
    name: 'test',
    read,
    isSettled: (status) => status.state === 'COMPLETE' || status.state === 'FAILED',
    pollMs: POLL_MS,
  };
  return { source, read };
}

const running = (id: string): ActiveJob => ({
  id,
  feature: 'veo3-videos',
  state: 'PROCESSING',
  stage: 'rendering',
  progress: 30,
  title: `clip ${id}`,
  avatar: null,
  created_at: 1,
});

/** A page following one job: what it shows, and a button that stops following it. */
function Follower({
  source,
  first = null,
  starting = false,
  onSettled,
  resume = false,
}: {
  source: JobSource<Status>;
  first?: string | null;
  starting?: boolean;
  onSettled?: (status: Status, id: string) => void;
  resume?: boolean;
}) {
  const [id, setId] = useState<string | null>(first);
  const [isStarting, setStarting] = useState(starting);
  const { status, settled, error } = useJobStatus({
    source,
    id,
    starting: isStarting,
    onSettled,
    ...(resume && { resume: { feature: 'veo3-videos', onFound: (job) => setId(job.id) } }),
  });
  return (
    <div>
      <p data-testid="followed">{id ?? 'nothing'}</p>
      <p data-testid="status">{status ? `${status.state} ${status.progress}%` : 'no status'}</p>
      {settled ? <p>settled</p> : null}
      <p data-testid="error">{error ? error.message : 'no error'}</p>
      <button type="button" onClick={() => setId(null)}>
        Clear
      </button>
      <button type="button" onClick={() => setStarting(false)}>
        Started
      </button>
    </div>
  );
}

const shown = () => screen.getByTestId('status').textContent;
const failure = () => screen.getByTestId('error').textContent;

/** A follower the page can hide and show again, in the same query cache. */
function Returning({ source }: { source: JobSource<Status> }) {
  const [shownNow, setShown] = useState(true);
  return (
    <div>
      <button type="button" onClick={() => setShown((now) => !now)}>
        Toggle
      </button>
      {shownNow ? <Follower source={source} first="job-5" /> : null}
    </div>
  );
}
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => vi.unstubAllGlobals());

describe('useJobStatus', { timeout: 20_000 }, () => {
  it('shows each new progress, then the result once, and polls no more', async () => {
    const { source, read } = scripted(
      { state: 'QUEUED', progress: 0 },
      { state: 'PROCESSING', progress: 40 },
      { state: 'PROCESSING', progress: 80 },
      { state: 'COMPLETE', progress: 100 },
    );
    const onSettled = vi.fn();
    renderPage(<Follower source={source} first="job-1" onSettled={onSettled} />);

    await waitFor(() => expect(shown()).toBe('QUEUED 0%'));
    await waitFor(() => expect(shown()).toBe('PROCESSING 40%'));
    await waitFor(() => expect(shown()).toBe('PROCESSING 80%'));
    expect(onSettled).not.toHaveBeenCalled();
    expect(await screen.findByText('settled')).toBeTruthy();
    expect(shown()).toBe('COMPLETE 100%');
    expect(read).toHaveBeenCalledWith('job-1', expect.any(AbortSignal));

    const polls = read.mock.calls.length;
    await pause(POLL_MS * 5);
    expect(read).toHaveBeenCalledTimes(polls);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith({ state: 'COMPLETE', progress: 100 }, 'job-1');
  });

  it('reports a failure once; a failed poll is logged and the next goes ahead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { source, read } = scripted(
      { state: 'PROCESSING', progress: 20 },
      new Error('network down'),
      { state: 'FAILED', progress: 20 },
    );
    const onSettled = vi.fn();
    renderPage(<Follower source={source} first="job-2" onSettled={onSettled} />);

    expect(await screen.findByText('settled')).toBeTruthy();
    expect(shown()).toBe('FAILED 20%');
    expect(read.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(warn).toHaveBeenCalledWith(
      'Checking the test job failed; trying again shortly.',
      expect.any(Error),
    );
    await pause(POLL_MS * 4);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled.mock.calls[0]).toEqual([{ state: 'FAILED', progress: 20 }, 'job-2']);
    warn.mockRestore();
  });

  it('stops polling when the page goes away', async () => {
    const { source, read } = scripted({ state: 'PROCESSING', progress: 10 });
    const page = renderPage(<Follower source={source} first="job-3" />);

    await waitFor(() => expect(read.mock.calls.length).toBeGreaterThanOrEqual(2));
    page.unmount();
    const polls = read.mock.calls.length;
    await pause(POLL_MS * 5);
    expect(read).toHaveBeenCalledTimes(polls);
  });

  it('reads nothing while no job is followed', async () => {
    const { source, read } = scripted({ state: 'PROCESSING', progress: 10 });
    renderPage(<Follower source={source} />);
    await pause(POLL_MS * 3);
    expect(read).not.toHaveBeenCalled();
    expect(shown()).toBe('no status');
  });

  it('after a reload follows the job still running, and does not take it up again once cleared', async () => {
    const server = fakeApi({
      'GET /api/generations/active': () => ({ body: { jobs: [running('op-9')] } }),
    });
    const { source, read } = scripted({ state: 'PROCESSING', progress: 30 });
    const user = userEvent.setup();
    renderPage(<Follower source={source} resume />);

    await waitFor(() => expect(screen.getByTestId('followed').textContent).toBe('op-9'));
    await waitFor(() => expect(shown()).toBe('PROCESSING 30%'));
    expect(read).toHaveBeenCalledWith('op-9', expect.any(AbortSignal));

    // cleared while the running list still names it: it stays cleared
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await pause(POLL_MS * 3);
    expect(server.sent('GET /api/generations/active').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByTestId('followed').textContent).toBe('nothing');
  });

  it("leaves alone a job that appears while the page's own start is on its way", async () => {
    const server = fakeApi({
      'GET /api/generations/active': () => ({ body: { jobs: [running('op-own')] } }),
    });
    const { source, read } = scripted({ state: 'PROCESSING', progress: 30 });
    const user = userEvent.setup();
    renderPage(<Follower source={source} starting resume />);
    await waitFor(() => expect(server.sent('GET /api/generations/active')).toHaveLength(1));
    await pause(POLL_MS * 3);
    expect(screen.getByTestId('followed').textContent).toBe('nothing');

    // the start came back without a job to follow: the one seen meanwhile is still not taken
    await user.click(screen.getByRole('button', { name: 'Started' }));
    await pause(POLL_MS * 3);
    expect(screen.getByTestId('followed').textContent).toBe('nothing');
    expect(read).not.toHaveBeenCalled();
  });

  it('answers a failed read as its error until a read answers again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { source } = scripted(new Error('network down'), { state: 'PROCESSING', progress: 50 });
    renderPage(<Follower source={source} first="job-4" />);

    await waitFor(() => expect(failure()).toBe('network down'));
    expect(shown()).toBe('no status');
    await waitFor(() => expect(shown()).toBe('PROCESSING 50%'));
    expect(failure()).toBe('no error');
  });

  it("shows a page coming back its job's last answer at once only when the source keeps it", async () => {
    const user = userEvent.setup();
    for (const keepMs of [60_000, undefined]) {
      // the first read answers; the ones after it never do
      const read = vi.fn((_id: string) =>
        read.mock.calls.length === 1
          ? Promise.resolve<Status>({ state: 'PROCESSING', progress: 70 })
          : new Promise<Status>(() => undefined),
      );
      const source: JobSource<Status> = {
        name: 'kept',
        read,
        isSettled: () => false,
        pollMs: POLL_MS,
        ...(keepMs && { keepMs }),
      };
      const page = renderPage(<Returning source={source} />);
      await waitFor(() => expect(shown()).toBe('PROCESSING 70%'));
      await user.click(screen.getByRole('button', { name: 'Toggle' }));
      await user.click(screen.getByRole('button', { name: 'Toggle' }));
      expect(shown()).toBe(keepMs ? 'PROCESSING 70%' : 'no status');
      page.unmount();
    }
  });
});
