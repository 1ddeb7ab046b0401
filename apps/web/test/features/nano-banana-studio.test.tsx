import { MESSAGES } from '@orato/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NanoBananaStudio } from '@/features/images/components/nano-banana-studio';

import { fakeApi, type FakeReply } from '../support/fake-api';
import { renderPage } from '../support/render';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** The server of a user with nothing running; `upload` answers the image uploads. */
function imageServer(upload: (request: { body: unknown }) => FakeReply = storedEach) {
  return fakeApi({
    'GET /api/generations/quote': () => ({
      body: { credits: 10, hold_credits: 10, wait_seconds: 20 },
    }),
    'GET /api/generations/active': () => ({ body: { jobs: [] } }),
    'POST /api/upload': upload,
  });
}
const stored = (urls: string[]): FakeReply => ({
  body: { uploaded_files: urls, message: MESSAGES.nanoBanana.uploadSuccess },
});
/** Stores every file sent, each at a URL of its own. */
const storedEach = ({ body }: { body: unknown }): FakeReply =>
  stored((body as FormData).getAll('files').map((file) => `/api/media/u/${(file as File).name}`));

/** The names of the files in the `index`th upload request (a multipart body). */
const uploadedNames = (server: ReturnType<typeof imageServer>, index: number) =>
  (server.sent('POST /api/upload')[index] as FormData)
    .getAll('files')
    .map((file) => (file as File).name);

const modeSelect = () => screen.getByRole('combobox');
const fileInput = () => screen.getByLabelText<HTMLInputElement>(/^Choose (an image|images)/);
const generate = () => screen.getByRole('button', { name: /Generate Magic/ });
const thumbnails = () => screen.queryByRole('list', { name: 'Uploaded images' });

beforeEach(() => {
  // jsdom has no object URLs; the previews only need a distinct string each
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('Nano Banana studio', { timeout: 30_000 }, () => {
  it('takes no images from text, one in single mode and up to four in multi mode', async () => {
    imageServer();
    const user = userEvent.setup();
    renderPage(<NanoBananaStudio />, '/dashboard/nano-banana');

    expect(modeSelect()).toHaveProperty('value', 'text');
    expect(screen.queryByLabelText(/^Choose/)).toBeNull();

    await user.selectOptions(modeSelect(), 'Single Image + Prompt');
    expect(fileInput().multiple).toBe(false);
    expect(screen.getByTestId('upload-counter').textContent).toContain('0/1');

    await user.selectOptions(modeSelect(), 'Multiple Images + Prompt');
    expect(fileInput().multiple).toBe(true);
    expect(screen.getByText(/^Up to 4 images/)).toBeTruthy();
  });

  it('needs an image before an image mode can generate, but not in text mode', async () => {
    imageServer();
    const user = userEvent.setup();
    renderPage(<NanoBananaStudio />, '/dashboard/nano-banana');

    await user.click(screen.getByRole('textbox', { name: 'Prompt' }));
    await user.paste('A cat in a spacesuit');
    expect(generate()).toHaveProperty('disabled', false);

    await user.selectOptions(modeSelect(), 'Single Image + Prompt');
    expect(generate()).toHaveProperty('disabled', true);

    await user.upload(fileInput(), png('cat.png'));
    await waitFor(() => expect(generate()).toHaveProperty('disabled', false));
    expect(screen.getByTestId('upload-counter').textContent).toContain('1/1');
  });

  it('refuses a second image in single mode; in multi mode keeps the first four of five', async () => {
    const server = imageServer();
    const user = userEvent.setup();
    renderPage(<NanoBananaStudio />, '/dashboard/nano-banana');

    await user.selectOptions(modeSelect(), 'Single Image + Prompt');
    await user.upload(fileInput(), png('one.png'));
    await waitFor(() => expect(server.sent('POST /api/upload')).toHaveLength(1));
    expect(within(thumbnails() as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    await user.upload(fileInput(), png('two.png'));
    expect(await screen.findByText(MESSAGES.nanoBanana.singleModeOneImage)).toBeTruthy();
    expect(server.sent('POST /api/upload')).toHaveLength(1);

    // a mode change starts the images over
    await user.selectOptions(modeSelect(), 'Multiple Images + Prompt');
    expect(thumbnails()).toBeNull();
    await user.upload(
      fileInput(),
      ['a', 'b', 'c', 'd', 'e'].map((name) => png(`${name}.png`)),
    );
    expect(await screen.findByText(MESSAGES.nanoBanana.multiModeMax)).toBeTruthy();
    await waitFor(() => expect(server.sent('POST /api/upload')).toHaveLength(2));
    expect(within(thumbnails() as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    expect(uploadedNames(server, 1)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
  });

  it('adding two images to three keeps the first of them and says why not the other', async () => {
    const server = imageServer();
    const user = userEvent.setup();
    renderPage(<NanoBananaStudio />, '/dashboard/nano-banana');
    await user.selectOptions(modeSelect(), 'Multiple Images + Prompt');

    for (const name of ['a', 'b', 'c']) {
      await user.upload(fileInput(), png(`${name}.png`));
    }
    await waitFor(() => expect(screen.getByTestId('upload-counter').textContent).toContain('3/4'));
    await user.upload(fileInput(), [png('d.png'), png('e.png')]);
    expect(await screen.findByText(MESSAGES.nanoBanana.multiModeMax)).toBeTruthy();
    await waitFor(() => expect(server.sent('POST /api/upload')).toHaveLength(4));
    expect(uploadedNames(server, 3)).toEqual(['d.png']);
    expect(within(thumbnails() as HTMLElement).getAllByRole('listitem')).toHaveLength(4);

    // full: one more is refused whole, and nothing is sent
    await user.upload(fileInput(), png('f.png'));
    await waitFor(() =>
      expect(screen.getAllByText(MESSAGES.nanoBanana.multiModeMax).length).toBeGreaterThan(0),
    );
    expect(server.sent('POST /api/upload')).toHaveLength(4);
  });

  it("shows the server's reason when an upload is refused and drops the image", async () => {
    imageServer(() => ({
      status: 413,
      body: { error: 'Each image may be at most 10 MB.', code: 'PAYLOAD_TOO_LARGE' },
    }));
    const user = userEvent.setup();
    renderPage(<NanoBananaStudio />, '/dashboard/nano-banana');

    await user.selectOptions(modeSelect(), 'Multiple Images + Prompt');
    await user.upload(fileInput(), [png('big.png'), png('bigger.png')]);

    expect(await screen.findByText('Each image may be at most 10 MB.')).toBeTruthy();
    await waitFor(() => expect(thumbnails()).toBeNull());
    expect(within(screen.getByTestId('upload-counter')).getByText(/0\/4/)).toBeTruthy();
    expect(generate()).toHaveProperty('disabled', true);
  });
});
