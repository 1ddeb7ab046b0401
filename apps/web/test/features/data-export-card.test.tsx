import { DATA_EXPORT_MESSAGES as TEXT, type DataExport } from '@orato/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DataExportCard } from '@/features/account/components/data-export-card';

import { fakeApi } from '../support/fake-api';
import { renderPage } from '../support/render';

const NOW = 1_900_000_000;
const exportOf = (fields: Partial<DataExport>): DataExport => ({
  id: '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f',
  state: 'QUEUED',
  progress: 0,
  created_at: NOW,
  completed_at: null,
  expires_at: null,
  bytes: null,
  download_url: null,
  ...fields,
});

afterEach(() => vi.unstubAllGlobals());

describe("Profile's Your data card", { timeout: 30_000 }, () => {
  it('starts an export, shows its progress, then the link to the ZIP', async () => {
    const polls = [
      exportOf({ state: 'RUNNING', progress: 40 }),
      exportOf({
        state: 'READY',
        progress: 100,
        completed_at: NOW,
        expires_at: NOW + 86_400,
        bytes: 3 * 1024 * 1024,
        download_url: '/api/account/exports/x/download?expires=1&signature=ab',
      }),
    ];
    let started = false;
    fakeApi({
      'GET /api/account/exports': () => ({
        body: { export: started ? (polls.length > 1 ? polls.shift()! : polls[0]!) : null },
      }),
      'POST /api/account/exports': () => {
        started = true;
        return { status: 202, body: { export: exportOf({}) } };
      },
    });
    renderPage(<DataExportCard />, '/dashboard/profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: TEXT.start }));
    expect(await screen.findByText(TEXT.preparing)).toBeDefined();
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toMatch(
      /^(0|40)$/,
    );
    const link = await screen.findByRole('link', { name: TEXT.download }, { timeout: 8000 });
    expect(link.getAttribute('href')).toContain('/download?expires=1&signature=ab');
    expect(screen.getByText(/3\.0 MB · available until/)).toBeDefined();
  });

  it('says when the export could not be prepared, and offers to start again', async () => {
    fakeApi({
      'GET /api/account/exports': () => ({ body: { export: exportOf({ state: 'FAILED' }) } }),
    });
    renderPage(<DataExportCard />, '/dashboard/profile');
    expect(await screen.findByText(TEXT.failed)).toBeDefined();
    expect(screen.getByRole('button', { name: TEXT.start })).toBeDefined();
  });
});
