import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Outlet, useLocation } from 'react-router';

import { AreaProvider } from '@/app/area-provider';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { useToast } from '@/components/ui/toast';
import { userQueryKey } from '@/features/account/api/get-user';
import { useJobEndToasts } from '@/lib/active-jobs';

/** Announces jobs that end while their page is not open, and refreshes the credits they moved. */
function BackgroundJobToasts() {
  const { pathname } = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['library'] });
  }, [queryClient]);
  useJobEndToasts(pathname, toast, refresh);
  return null;
}

function DashboardShell() {
  const session = useSession();
  const logout = useLogout();

  return (
    <DashboardLayout
      userEmail={session.data?.user?.email}
      onLogout={() => logout.mutate()}
      isLoggingOut={logout.isPending}
    >
      <BackgroundJobToasts />
      <Outlet />
    </DashboardLayout>
  );
}

export function DashboardRoot() {
  return (
    <AreaProvider>
      <ProtectedRoute>
        <DashboardShell />
      </ProtectedRoute>
    </AreaProvider>
  );
}
