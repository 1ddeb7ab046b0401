import { useState } from 'react';

import { ContentLayout } from '@/components/layouts/content-layout';
import { TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { AccountDetails } from '@/features/account/components/account-details';
import { CreditHistory } from '@/features/account/components/credit-history';
import { MyPhotoAvatars } from '@/features/avatar/components/my-photo-avatars';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { UploadUsageCard } from '@/features/account/components/upload-usage-card';
import { JobEmailsSetting } from '@/features/account/components/job-emails-setting';
import { ManageBillingButton } from '@/features/billing/components/manage-billing-button';
import { PaymentHistoryTable } from '@/features/billing/components/payment-history-table';

type ProfileTab = 'profile' | 'avatars' | 'payments' | 'credits';

const tabs = [
  { value: 'profile', label: 'Profile' },
  { value: 'avatars', label: 'My avatars' },
  { value: 'payments', label: 'Payment History' },
  { value: 'credits', label: 'Credits history' },
] as const satisfies ReadonlyArray<{ value: ProfileTab; label: string }>;

export function ProfileRoute() {
  const [tab, setTab] = useState<ProfileTab>('profile');

  return (
    <ContentLayout title="Profile" description="Your sign-in method, plan and payment history.">
      <Tabs value={tab} onChange={setTab}>
        <TabList label="Profile sections" items={tabs} className="w-full sm:w-auto sm:self-start" />
        <TabPanel value={tab} className="mt-6">
          {tab === 'profile' ? (
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <AccountDetails billingActions={<ManageBillingButton />} />
              </div>
              <div className="flex flex-col gap-6">
                <UploadUsageCard />
                <JobEmailsSetting />
                <DeleteAccountCard />
              </div>
            </div>
          ) : tab === 'avatars' ? (
            <MyPhotoAvatars />
          ) : tab === 'payments' ? (
            <PaymentHistoryTable />
          ) : (
            <CreditHistory />
          )}
        </TabPanel>
      </Tabs>
    </ContentLayout>
  );
}
