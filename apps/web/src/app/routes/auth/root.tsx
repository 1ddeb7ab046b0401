import { Outlet } from 'react-router';

import { AreaProvider } from '@/app/area-provider';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { GuestRoute } from '@/features/auth/components/guest-route';

export function AuthRoot() {
  return (
    <AreaProvider>
      <AuthLayout>
        <GuestRoute>
          <Outlet />
        </GuestRoute>
      </AuthLayout>
    </AreaProvider>
  );
}
