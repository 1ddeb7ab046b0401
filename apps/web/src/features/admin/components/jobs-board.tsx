import { ADMIN_JOB_LISTS, JOB_FEATURE_KEYS } from '@orato/shared';
import type { AdminJobList, JobFeatureKey } from '@orato/shared';
import { useSearchParams } from 'react-router';

import { SelectField } from '@/components/ui/form/select-field';
import { PanelError, PanelLoading } from '@/components/ui/panel-states';
import { TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useAdminJobs } from '@/features/admin/api/jobs';
import { JobList } from '@/features/admin/components/job-list';
import { formatSpan } from '@/features/admin/utils/format';
import { errorText } from '@/utils/error-text';
import { featureName } from '@/utils/feature-name';
import { formatCount } from '@/utils/format-number';

const LIST_LABELS: Record<AdminJobList, string> = {
  failed: 'Failed',
  stuck: 'Stuck',
  queued: 'Queued',
};
const EMPTY: Record<AdminJobList, string> = {
  failed: 'No failed jobs.',
  stuck: 'No job is past its deadline.',
  queued: 'Nothing is waiting.',
};
const TOOL_OPTIONS = [
  { value: '', label: 'Every tool' },
  ...JOB_FEATURE_KEYS.map((key) => ({ value: key, label: featureName(key) })),
];

const isList = (value: string | null): value is AdminJobList =>
  ADMIN_JOB_LISTS.some((list) => list === value);
const isTool = (value: string | null): value is JobFeatureKey =>
  JOB_FEATURE_KEYS.some((key) => key === value);

/** Failed, stuck and queued jobs, by tool, with what is waiting in each queue. */
export function JobsBoard() {
  const [params, setParams] = useSearchParams();
  const listParam = params.get('list');
  const toolParam = params.get('tool');
  const list: AdminJobList = isList(listParam) ? listParam : 'failed';
  const tool = isTool(toolParam) ? toolParam : undefined;
  const jobs = useAdminJobs(list, tool);
  const choose = (next: { list?: AdminJobList; tool?: string }) => {
    const query = new URLSearchParams({ list: next.list ?? list });
    const nextTool = next.tool ?? tool ?? '';
    if (nextTool) {
      query.set('tool', nextTool);
    }
    setParams(query, { replace: true });
  };
  // ages as of the answer they describe
  const now = Math.floor(jobs.dataUpdatedAt / 1000);

  return (
    <div className="flex flex-col gap-5">
      {jobs.data && jobs.data.queued_by_tool.length > 0 ? (
        <ul aria-label="Waiting by tool" className="flex flex-wrap gap-2">
          {jobs.data.queued_by_tool.map((queue) => (
            <li
              key={queue.feature}
              className="rounded-2xl border border-white/10 bg-navy-900/60 px-3 py-2 text-xs text-slate-300"
            >
              <span className="font-semibold text-white">{featureName(queue.feature)}</span>:{' '}
              {formatCount(queue.count)} waiting, oldest {formatSpan(now - queue.oldest_at)}
            </li>
          ))}
        </ul>
      ) : null}
      <Tabs value={list} onChange={(next) => choose({ list: next })}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <TabList
            label="Job lists"
            items={ADMIN_JOB_LISTS.map((value) => ({ value, label: LIST_LABELS[value] }))}
            className="self-start"
          />
          <div className="sm:w-56">
            <SelectField
              label="Tool"
              value={tool ?? ''}
              options={TOOL_OPTIONS}
              onChange={(value) => choose({ tool: value })}
            />
          </div>
        </div>
        <TabPanel value={list}>
          {jobs.isPending ? (
            <PanelLoading label="Loading jobs" />
          ) : jobs.isError ? (
            <PanelError
              message={errorText(jobs.error, 'The jobs could not be loaded.')}
              onRetry={() => void jobs.refetch()}
            />
          ) : (
            <JobList jobs={jobs.data.jobs} empty={EMPTY[list]} />
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}
