import { SparklesIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import type { StatusTone, VeoStudioState } from '@/features/veo/hooks/use-veo-studio';
import { cn } from '@/utils/cn';
import { describeJob } from '@/utils/job-progress';

const statusTones: Record<StatusTone, string> = {
  busy: 'text-brand-200',
  done: 'text-emerald-300',
  error: 'text-rose-300',
};

/** The price beside Generate Video, then the clip's progress: its status line and step. */
export function VeoSubmitBar({ studio }: { studio: VeoStudioState }) {
  const { isGenerating, statusLine, status, startFrame } = studio;
  return (
    <div className="border-t border-white/10 pt-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-400">{studio.settings.quoteText}</p>
        <Button
          type="submit"
          size="lg"
          // a start frame still being copied would be left out of the clip
          disabled={isGenerating || (startFrame !== null && !startFrame.url)}
          aria-busy={isGenerating}
          className="w-full sm:w-auto"
        >
          {isGenerating ? <BusyIcon /> : <SparklesIcon className="size-5" />}
          Generate Video
        </Button>
      </div>
      {/* always in the page, so screen readers announce each new status */}
      <p role="status" className="mt-4 flex items-baseline gap-2 text-sm empty:mt-0">
        {statusLine ? (
          <>
            <span className="text-slate-500">Status:</span>
            <span className={cn('font-medium', statusTones[statusLine.tone])}>
              {statusLine.text}
            </span>
          </>
        ) : null}
      </p>
      {isGenerating && status ? (
        <p className="mt-1 text-xs text-slate-400 tabular-nums">{describeJob(status)}</p>
      ) : null}
    </div>
  );
}
