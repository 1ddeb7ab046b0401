import { Link } from 'react-router';

import { JobProgress } from '@/components/ui/job-progress';
import { paths } from '@/config/paths';
import type { ResumedImage } from '@/features/images/hooks/use-resumed-image';

/** An image started before a reload, still being made: its title, where it will land, its progress. */
export function ResumedImageProgress({ running }: { running: ResumedImage }) {
  return (
    <div className="rounded-2xl border border-brand-400/20 bg-navy-900/60 px-4 py-3">
      <p className="mb-2 text-sm text-white">
        {`Generating “${running.title}”… it will appear here and in your `}
        <Link to={paths.dashboard.library.getHref()} className="underline underline-offset-4">
          Library
        </Link>
      </p>
      <JobProgress job={running.job} label="Image in progress" compact />
    </div>
  );
}
