import type { AdminMeResponse } from '@orato/shared';
import { useOutletContext, useParams } from 'react-router';

import { UserDetail } from '@/features/admin/components/user-detail';

export function AdminUserRoute() {
  const { id = '' } = useParams();
  const me = useOutletContext<AdminMeResponse>();
  // keyed by the user: another user's page starts with its own tabs and dialogs closed
  return <UserDetail key={id} userId={id} me={me} />;
}
