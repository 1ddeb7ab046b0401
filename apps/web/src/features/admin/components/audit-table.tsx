import type { AdminAuditAction, AdminAuditEntry } from '@orato/shared';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { ConsoleTable, Mono, NoRows } from '@/features/admin/components/console-table';
import { formatDateTime } from '@/features/admin/utils/format';

const ACTION_LABELS: Readonly<Record<AdminAuditAction, string>> = {
  'credits.adjust': 'Credits adjusted',
  'role.grant': 'Role granted',
  'role.revoke': 'Role revoked',
  'payment.refund': 'Payment refunded',
  'job.retry': 'Job retried',
  'job.cancel': 'Job cancelled',
};

/** A before or after record as 'key: value' pairs on one line; '—' for none. */
const describe = (record: Record<string, unknown> | null) =>
  record === null
    ? '—'
    : Object.entries(record)
        .map(
          ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
        )
        .join(', ');

/** Staff actions, newest first: who, when, what, before → after, and why. */
export function AuditTable({ entries }: { entries: readonly AdminAuditEntry[] }) {
  if (entries.length === 0) {
    return <NoRows>No staff actions yet.</NoRows>;
  }
  return (
    <ConsoleTable
      caption="Audit log, newest first"
      columns={['When', 'Who', 'What', 'User', 'Before → after', 'Reason']}
      rows={entries.map((entry) => ({
        key: entry.id,
        cells: [
          <span key="at" className="whitespace-nowrap">
            {formatDateTime(entry.created_at)}
          </span>,
          <span key="who" className="break-all">
            {entry.actor_id ? entry.actor_email : `${entry.actor_email} (command line)`}
          </span>,
          <div key="what" className="min-w-32">
            <span className="whitespace-nowrap text-white">{ACTION_LABELS[entry.action]}</span>
            <div>
              <Mono>{entry.subject}</Mono>
            </div>
          </div>,
          entry.target_user_id ? (
            <Link
              key="user"
              to={paths.admin.user.getHref(entry.target_user_id)}
              className="break-all text-brand-300 hover:underline"
            >
              {entry.target_email ?? entry.target_user_id}
            </Link>
          ) : (
            '—'
          ),
          <span key="change" className="block min-w-48 font-mono text-xs text-slate-300">
            {describe(entry.before)} → {describe(entry.after)}
          </span>,
          <span key="reason" className="block min-w-40">
            {entry.reason}
          </span>,
        ],
      }))}
    />
  );
}
