import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { useToaster } from '@/components/ui/toaster-slot';
import { getQueryClient } from '@/lib/react-query';

/**
 * What the auth and dashboard areas need and the marketing pages do not: the query client and the
 * toast stack. Living in those areas' lazily loaded roots keeps both out of the landing page's
 * first download.
 */
export function AreaProvider({ children }: { children: ReactNode }) {
  useToaster();
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
