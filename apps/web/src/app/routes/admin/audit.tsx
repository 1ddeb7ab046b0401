import type { AdminMeResponse } from '@orato/shared';

import { NotFound } from '@/components/errors/not-found';
import { ContentLayout } from '@/components/layouts/content-layout';
import { AuditLog } from '@/features/admin/components/audit-log';

/** Every staff action (admins only: support gets the not-found page, as the server answers). */
export function AdminAuditRoute({ me }: { me: AdminMeResponse }) {
  if (me.role !== 'admin') {
    return <NotFound />;
  }
  return (
    <ContentLayout title="Audit log" description="Every staff action: who, when, what and why.">
      <AuditLog />
    </ContentLayout>
  );
}
