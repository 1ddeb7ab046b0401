import { ContentLayout } from '@/components/layouts/content-layout';
import { JobsBoard } from '@/features/admin/components/jobs-board';

export function AdminJobsRoute() {
  return (
    <ContentLayout
      title="Jobs"
      description="Failed jobs, jobs past their deadline and what is waiting, by tool."
    >
      <JobsBoard />
    </ContentLayout>
  );
}
