import { ContentLayout } from '@/components/layouts/content-layout';
import { UserSearch } from '@/features/admin/components/user-search';

export function AdminUsersRoute() {
  return (
    <ContentLayout title="Users" description="Find a user by e-mail or id.">
      <UserSearch />
    </ContentLayout>
  );
}
