// lint as: apps/web/src/app/routes/marketing/lint-fixture.tsx
// marketing pages are pre-rendered and light: no dashboard code
import { DashboardHomeRoute } from '@/app/routes/dashboard/home'; // ✗ import-x/no-restricted-paths
import { DashboardLayout } from '@/components/layouts/dashboard-layout'; // ✗ import-x/no-restricted-paths
import { PublicLayout } from '@/components/layouts/public-layout';

export const fixture = [DashboardHomeRoute, DashboardLayout, PublicLayout] as const;
