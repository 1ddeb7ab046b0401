import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

import { Toaster } from '@/components/ui/toaster';

/**
 * Renders a page part the way the app does: its own query cache, a router at `path` and the toast
 * stack, so a toast the part raises can be read.
 */
export function renderPage(ui: ReactElement, path = '/dashboard') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
