import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';

/** Renders its children for a guest; a signed-in user goes to /dashboard. A failed check counts as a guest. */
export function GuestRoute({ children }: { children: ReactNode }) {
  const session = useSession();

  if (session.isPending) {
    return <PageSpinner label="Checking your session" fullScreen={false} />;
  }
  if (session.data?.user) {
    return <Navigate to={paths.dashboard.home.getHref()} replace />;
  }
  return children;
}
