import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';

/** Renders its children only for a signed-in user; a guest, or a failed session check, goes to /login. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) {
    return <PageSpinner label="Checking your session" />;
  }
  if (session.isError || !session.data.user) {
    return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location.pathname }} />;
  }
  return children;
}
