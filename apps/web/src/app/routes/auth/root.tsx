import { Outlet } from 'react-router';

import { AuthLayout } from '@/components/layouts/auth-layout';
import { GuestRoute } from '@/features/auth/components/guest-route';

export function AuthRoot() {
  return (
    <AuthLayout>
      <GuestRoute>
        <Outlet />
      </GuestRoute>
    </AuthLayout>
  );
}
