import { Outlet } from 'react-router';

import { AreaProvider } from '@/app/area-provider';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { ProtectedRoute } from '@/features/auth/components/protected-route';

function DashboardShell() {
  const session = useSession();
  const logout = useLogout();

  return (
    <DashboardLayout
      userEmail={session.data?.user?.email}
      onLogout={() => logout.mutate()}
      isLoggingOut={logout.isPending}
    >
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
