import { JobProgress } from '@/components/ui/job-progress';
import type { JobStatusLike } from '@/utils/job-progress';

export interface VideoProgressProps {
  job: JobStatusLike & { progress?: number };
  avatar: string;
  avatarImageUrl: string | undefined;
  topic: string;
}

/** The video being made: who presents what, its progress, and that the page may be left. */
export function VideoProgress({ job, avatar, avatarImageUrl, topic }: VideoProgressProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-white/10 bg-navy-950/50 px-5 py-12 text-center sm:py-16">
      {avatarImageUrl ? (
        <img
          src={avatarImageUrl}
          alt=""
          width={96}
          height={96}
          className="size-20 rounded-full border-2 border-brand-400/40 sm:size-24"
        />
      ) : null}
      <p className="mt-5 text-base font-semibold text-white">
        {`${avatar} is presenting “${topic}”`}
      </p>
      <div className="mt-6 w-full">
        <JobProgress job={job} label="Video progress" />
      </div>
      <p className="mt-5 max-w-sm text-sm text-slate-400">
        You can leave this page: the video keeps going, appears here when you come back, and is
        saved to your library when it is ready.
      </p>
    </div>
  );
}
