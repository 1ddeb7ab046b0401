import { Outlet } from 'react-router';

import { PublicLayout } from '@/components/layouts/public-layout';

export function PublicRoot() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
