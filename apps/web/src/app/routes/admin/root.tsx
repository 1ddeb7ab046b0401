import type { AdminMeResponse } from '@orato/shared';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';

import { AreaProvider } from '@/app/area-provider';
import { PublicLayout } from '@/components/layouts/public-layout';
import { NotFound } from '@/components/errors/not-found';
import { PanelError } from '@/components/ui/panel-states';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminMe } from '@/features/admin/api/me';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { FreshSessionPrompt, FreshSessionScreen } from '@/features/admin/components/fresh-session';
import { useLogout } from '@/features/auth/api/logout';
import { ApiError } from '@/lib/api-client';

type ConsolePage = ComponentType<{ me: AdminMeResponse }>;

/** A console page whose code loads on its first visit. */
function lazyConsolePage(load: () => Promise<ConsolePage>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyConsolePage({ me }: { me: AdminMeResponse }) {
    return (
      <Suspense fallback={<PageSpinner fullScreen={false} />}>
        <Page me={me} />
      </Suspense>
    );
  };
}

const UsersPage = lazyConsolePage(async () => (await import('./users')).AdminUsersRoute);
const UserPage = lazyConsolePage(async () => (await import('./user')).AdminUserRoute);
const JobsPage = lazyConsolePage(async () => (await import('./jobs')).AdminJobsRoute);
const ProvidersPage = lazyConsolePage(
  async () => (await import('./providers')).AdminProvidersRoute,
);
const BusinessPage = lazyConsolePage(async () => (await import('./business')).AdminBusinessRoute);
const AuditPage = lazyConsolePage(async () => (await import('./audit')).AdminAuditRoute);

/** The console's pages, under /admin (paths relative to it, as `paths.admin` spells them whole). */
function ConsoleRoutes({ me }: { me: AdminMeResponse }) {
  return (
    <Routes>
      <Route index element={<Navigate to="users" replace />} />
      <Route path="users" element={<UsersPage me={me} />} />
      <Route path="users/:id" element={<UserPage me={me} />} />
      <Route path="jobs" element={<JobsPage me={me} />} />
      <Route path="providers" element={<ProvidersPage me={me} />} />
      <Route path="business" element={<BusinessPage me={me} />} />
      <Route path="audit" element={<AuditPage me={me} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** The server could not be asked (offline, or its own failure): not a sign that this is no page. */
const isUnanswered = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

function AdminGate() {
  const me = useAdminMe();
  const logout = useLogout();

  if (me.isPending) {
    return <PageSpinner />;
  }
  if (me.isError) {
    if (isUnanswered(me.error)) {
      return (
        <div className="mx-auto w-full max-w-md px-4 py-24">
          <PanelError
            message="The server could not be reached."
            onRetry={() => void me.refetch()}
          />
        </div>
      );
    }
    // signed out, or not staff: the page any unknown address shows (the server answered 404)
    return (
      <PublicLayout>
        <NotFound />
      </PublicLayout>
    );
  }
  return (
    <AdminLayout me={me.data} onLogout={() => logout.mutate()} isLoggingOut={logout.isPending}>
      {me.data.fresh ? (
        <ConsoleRoutes me={me.data} />
      ) : (
        <FreshSessionScreen email={me.data.email} />
      )}
      <FreshSessionPrompt email={me.data.email} />
    </AdminLayout>
  );
}

/** `/admin`: the operator's console, for staff only; everyone else gets the not-found page. */
export function AdminRoot() {
  return (
    <AreaProvider>
      <AdminGate />
    </AreaProvider>
  );
}
