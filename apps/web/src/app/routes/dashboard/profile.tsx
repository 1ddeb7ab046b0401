import { API_MESSAGES } from '@orato/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { ContentLayout } from '@/components/layouts/content-layout';
import { TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { AccountDetails } from '@/features/account/components/account-details';
import { useRefreshCredits } from '@/features/account/hooks/use-refresh-credits';
import { CreditHistory } from '@/features/account/components/credit-history';
import { MyPhotoAvatars } from '@/features/avatar/components/my-photo-avatars';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { DataExportCard } from '@/features/account/components/data-export-card';
import { UploadUsageCard } from '@/features/account/components/upload-usage-card';
import { ApiKeysSection } from '@/features/api-keys/components/api-keys-section';
import { JobEmailsSetting } from '@/features/account/components/job-emails-setting';
import { WebhooksSection } from '@/features/developers/components/webhooks-section';
import { ManageBillingButton } from '@/features/billing/components/manage-billing-button';
import { ScheduledPlanChange } from '@/features/billing/components/scheduled-change-notice';
import { PaymentHistoryTable } from '@/features/billing/components/payment-history-table';

type ProfileTab = 'profile' | 'avatars' | 'payments' | 'credits' | 'api';

const tabs = [
  { value: 'profile', label: 'Profile' },
  { value: 'avatars', label: 'My avatars' },
  { value: 'payments', label: 'Payment History' },
  { value: 'credits', label: 'Credits history' },
  { value: 'api', label: API_MESSAGES.tabTitle },
] as const satisfies ReadonlyArray<{ value: ProfileTab; label: string }>;

const isTab = (value: string | null): value is ProfileTab =>
  tabs.some((tab) => tab.value === value);

export function ProfileRoute() {
  // `?tab=api` opens a tab directly (the API docs link to their keys)
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const [tab, setTab] = useState<ProfileTab>(isTab(asked) ? asked : 'profile');
  const refreshUser = useRefreshCredits();

  return (
    <ContentLayout title="Profile" description="Your sign-in method, plan and payment history.">
      <Tabs value={tab} onChange={setTab}>
        <TabList
          label="Profile sections"
          items={tabs}
          // five tabs are wider than a phone: with a slightly smaller label they take two rows
          className="w-full sm:w-auto sm:self-start max-sm:[&>button]:px-2.5 max-sm:[&>button]:text-[0.8125rem]"
        />
        <TabPanel value={tab} className="mt-6">
          {tab === 'profile' ? (
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="flex flex-col gap-6 lg:col-span-2">
                <AccountDetails
                  billingActions={<ManageBillingButton />}
                  planNotice={<ScheduledPlanChange className="mt-6" onPlanChanged={refreshUser} />}
                />
              </div>
              <div className="flex flex-col gap-6">
                <UploadUsageCard />
                <JobEmailsSetting />
                <DataExportCard />
                <DeleteAccountCard />
              </div>
            </div>
          ) : tab === 'avatars' ? (
            <MyPhotoAvatars />
          ) : tab === 'payments' ? (
            <PaymentHistoryTable />
          ) : tab === 'api' ? (
            <div className="flex flex-col gap-6">
              <ApiKeysSection />
              <WebhooksSection />
            </div>
          ) : (
            <CreditHistory />
          )}
        </TabPanel>
      </Tabs>
    </ContentLayout>
  );
}
