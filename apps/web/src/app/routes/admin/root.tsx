import { Outlet } from 'react-router';

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
      {me.data.fresh ? <Outlet context={me.data} /> : <FreshSessionScreen email={me.data.email} />}
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
