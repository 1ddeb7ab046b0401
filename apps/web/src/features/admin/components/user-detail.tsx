import type { AdminMeResponse, AdminUserDetailResponse } from '@orato/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';

import { Head } from '@/components/seo/head';
import { Button } from '@/components/ui/button';
import { PanelError, PanelLoading } from '@/components/ui/panel-states';
import { TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useAdminUser } from '@/features/admin/api/users';
import { AdjustCreditsDialog } from '@/features/admin/components/adjust-credits-dialog';
import { AuditLog } from '@/features/admin/components/audit-log';
import { Mono } from '@/features/admin/components/console-table';
import { JobList } from '@/features/admin/components/job-list';
import { RoleBadge } from '@/features/admin/components/role-badge';
import { RoleDialog } from '@/features/admin/components/role-dialog';
import {
  ApiKeysSection,
  AvatarsSection,
  LedgerSection,
  PaymentsSection,
  SessionsSection,
} from '@/features/admin/components/user-sections';
import { formatDateTime, planName } from '@/features/admin/utils/format';
import { errorText } from '@/utils/error-text';
import { formatCount } from '@/utils/format-number';

type Section = 'ledger' | 'jobs' | 'payments' | 'keys' | 'sessions' | 'avatars' | 'audit';

/** One user as staff see them, with the actions their role allows. */
export function UserDetail({ userId, me }: { userId: string; me: AdminMeResponse }) {
  const user = useAdminUser(userId);
  if (user.isPending) {
    return <PanelLoading label="Loading the user" />;
  }
  if (user.isError) {
    return (
      <PanelError
        message={errorText(user.error, 'The user could not be loaded.')}
        onRetry={() => void user.refetch()}
      />
    );
  }
  return <UserPage detail={user.data} me={me} />;
}

function UserPage({ detail, me }: { detail: AdminUserDetailResponse; me: AdminMeResponse }) {
  const { user } = detail;
  const isAdmin = me.role === 'admin';
  const [section, setSection] = useState<Section>('ledger');
  const [dialog, setDialog] = useState<'credits' | 'role' | null>(null);

  const tabs: Array<{ value: Section; label: string }> = [
    { value: 'ledger', label: `Credits ledger (${detail.ledger.length})` },
    { value: 'jobs', label: `Jobs (${detail.jobs.length})` },
    { value: 'payments', label: `Payments (${detail.payments.length})` },
    { value: 'keys', label: `API keys (${detail.api_keys.length})` },
    { value: 'sessions', label: `Sessions (${detail.sessions.length})` },
    { value: 'avatars', label: `Avatars (${detail.avatars.length})` },
    ...(isAdmin ? [{ value: 'audit' as const, label: 'Audit' }] : []),
  ];

  return (
    <>
      <Head title={user.email} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 text-xl font-bold tracking-tight break-all text-white sm:text-2xl">
            {user.email}
            <RoleBadge role={user.role} />
          </h1>
          <p className="mt-1">
            <Mono>{user.id}</Mono>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" onClick={() => setDialog('credits')}>
            Adjust credits
          </Button>
          {isAdmin ? (
            <Button size="sm" variant="secondary" onClick={() => setDialog('role')}>
              Change role
            </Button>
          ) : null}
        </div>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Fact label="Plan">{planName(user.plan)}</Fact>
        <Fact label="Subscription">{user.subscription_status ?? '—'}</Fact>
        <Fact label="Available credits">
          <span className="text-lg font-semibold text-white tabular-nums">
            {formatCount(user.available)}
          </span>
        </Fact>
        <Fact label="Held credits">
          <span className="text-lg font-semibold text-white tabular-nums">
            {formatCount(user.held)}
          </span>
        </Fact>
        <Fact label="Next billing">{formatDateTime(user.next_billing_date)}</Fact>
        <Fact label="Joined">
          {formatDateTime(user.created_at)}
          <span className="block text-xs text-slate-400">
            e-mail {user.email_verified ? 'verified' : 'not verified'}
          </span>
        </Fact>
      </dl>

      <div className="mt-8 flex flex-col">
        <Tabs value={section} onChange={setSection}>
          <TabList
            label="User sections"
            items={tabs}
            className="w-full sm:w-auto sm:self-start max-sm:[&>button]:px-2.5 max-sm:[&>button]:text-[0.8125rem]"
          />
          <TabPanel value={section} className="mt-4">
            {section === 'ledger' ? (
              <LedgerSection ledger={detail.ledger} />
            ) : section === 'jobs' ? (
              <JobList jobs={detail.jobs} empty="No jobs." showUser={false} />
            ) : section === 'payments' ? (
              <PaymentsSection payments={detail.payments} canRefund={isAdmin} />
            ) : section === 'keys' ? (
              <ApiKeysSection keys={detail.api_keys} />
            ) : section === 'sessions' ? (
              <SessionsSection sessions={detail.sessions} />
            ) : section === 'avatars' ? (
              <AvatarsSection avatars={detail.avatars} />
            ) : (
              <AuditLog userId={user.id} />
            )}
          </TabPanel>
        </Tabs>
      </div>

      <AdjustCreditsDialog
        open={dialog === 'credits'}
        onClose={() => setDialog(null)}
        userId={user.id}
        email={user.email}
        available={user.available}
        role={me.role}
        supportLimit={me.support_adjust_limit}
      />
      {isAdmin ? (
        <RoleDialog
          open={dialog === 'role'}
          onClose={() => setDialog(null)}
          userId={user.id}
          email={user.email}
          role={user.role}
        />
      ) : null}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-navy-900/60 px-4 py-3">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 text-sm text-slate-100">{children}</dd>
    </div>
  );
}
