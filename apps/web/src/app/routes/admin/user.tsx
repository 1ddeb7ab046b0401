import type { AdminMeResponse } from '@orato/shared';
import { useParams } from 'react-router';

import { UserDetail } from '@/features/admin/components/user-detail';

export function AdminUserRoute({ me }: { me: AdminMeResponse }) {
  const { id = '' } = useParams();
  // keyed by the user: another user's page starts with its own tabs and dialogs closed
  return <UserDetail key={id} userId={id} me={me} />;
}
