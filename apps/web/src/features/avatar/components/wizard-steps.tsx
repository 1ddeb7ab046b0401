import { CheckIcon } from 'lucide-react';
import { cn } from '@/utils/cn';

export type WizardStep = 'script' | 'avatar' | 'video';

// numbered as the spec numbers them: steps 1, 3 and 4, with no step 2 shown
const STEPS: ReadonlyArray<{ value: WizardStep; number: number; label: string }> = [
  { value: 'script', number: 1, label: 'Script' },
  { value: 'avatar', number: 3, label: 'Avatar' },
  { value: 'video', number: 4, label: 'Video' },
];

/** Where the user is in the wizard: 1 Script → 3 Avatar → 4 Video. */
export function WizardSteps({ current }: { current: WizardStep }) {
  const currentIndex = STEPS.findIndex((step) => step.value === current);

  return (
    <nav aria-label="Progress">
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEPS.map((step, index) => {
          const isDone = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li key={step.value} className="flex flex-1 items-center gap-2 sm:flex-none sm:gap-3">
              <span
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'inline-flex items-center gap-2 rounded-full border py-1.5 pr-3 pl-1.5 text-sm font-medium whitespace-nowrap transition-colors sm:pr-4',
                  isCurrent
                    ? 'border-brand-400/50 bg-brand-400/10 text-white'
                    : isDone
                      ? 'border-white/10 bg-white/5 text-slate-200'
                      : 'border-white/5 text-slate-400',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-6 items-center justify-center rounded-full text-xs font-semibold',
                    isCurrent
                      ? 'bg-brand-400 text-navy-950'
                      : isDone
                        ? 'bg-brand-400/20 text-brand-200'
                        : 'bg-white/5 text-slate-400',
                  )}
                >
                  {isDone ? <CheckIcon className="size-3.5" /> : step.number}
                </span>
                <span className="sr-only">{`Step ${step.number}: `}</span>
                {step.label}
                {isDone ? <span className="sr-only"> (done)</span> : null}
              </span>
              {index < STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-px flex-1 sm:w-10 sm:flex-none',
                    isDone ? 'bg-brand-400/40' : 'bg-white/10',
                  )}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
