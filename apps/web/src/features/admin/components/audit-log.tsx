import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { PanelError, PanelLoading } from '@/components/ui/panel-states';
import { useAuditLog } from '@/features/admin/api/insights';
import { AuditTable } from '@/features/admin/components/audit-table';
import { errorText } from '@/utils/error-text';

/** The audit log a page at a time (admins); one user's actions when `userId` is given. */
export function AuditLog({ userId }: { userId?: string }) {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page, userId);
  if (audit.isPending) {
    return <PanelLoading label="Loading the audit log" />;
  }
  if (audit.isError) {
    return (
      <PanelError
        message={errorText(audit.error, 'The audit log could not be loaded.')}
        onRetry={() => void audit.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <AuditTable entries={audit.data.entries} />
      {page > 1 || audit.data.has_more ? (
        <nav aria-label="Audit log pages" className="flex items-center justify-end gap-2">
          <Button size="sm" variant="ghost" disabled={page === 1} onClick={() => setPage(page - 1)}>
            <ChevronLeftIcon className="size-4" aria-hidden="true" />
            Newer
          </Button>
          <span className="text-xs text-slate-400">Page {page}</span>
          <Button
            size="sm"
            variant="ghost"
            disabled={!audit.data.has_more}
            onClick={() => setPage(page + 1)}
          >
            Older
            <ChevronRightIcon className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
