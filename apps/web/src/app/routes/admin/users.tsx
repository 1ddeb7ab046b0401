import { Navigate } from 'react-router';

import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { UserSearch } from '@/features/admin/components/user-search';

/** `/admin` opens on the users, where most support starts. */
export function AdminHomeRoute() {
  return <Navigate to={paths.admin.users.getHref()} replace />;
}

export function AdminUsersRoute() {
  return (
    <ContentLayout title="Users" description="Find a user by e-mail or id.">
      <UserSearch />
    </ContentLayout>
  );
}
