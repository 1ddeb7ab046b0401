import { useId } from 'react';

import { useUser } from '@/features/account/api/get-user';
import { useSetJobEmails, type JobEmails } from '@/features/account/api/set-job-emails';

const OPTIONS: ReadonlyArray<{ value: JobEmails; label: string }> = [
  { value: 'long', label: 'For jobs over 30 s, when I am not on their page' },
  { value: 'always', label: 'Always' },
  { value: 'never', label: 'Never' },
];

/**
 * Profile: when Orato e-mails "Your video is ready" or "We couldn't make your video". Radio
 * buttons rather than a select: a closed select shows one line of its choice, and the first
 * choice is longer than the card is wide at any width.
 */
export function JobEmailsSetting() {
  const name = useId();
  const user = useUser();
  const save = useSetJobEmails();
  const value = save.variables ?? user.data?.job_emails ?? 'long';
  return (
    <section
      aria-labelledby="job-emails-title"
      className="rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-6"
    >
      <fieldset disabled={user.isPending || save.isPending} className="min-w-0">
        <legend>
          <h2 id="job-emails-title" className="text-base font-semibold text-white">
            E-mail me when a video is ready
          </h2>
        </legend>
        <div className="mt-3 flex flex-col gap-2">
          {OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-white/10 bg-navy-950 px-3 py-2.5 text-sm text-slate-200 has-[:checked]:border-brand-400/60 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => save.mutate(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-brand-400"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {save.isError ? (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          {save.error.message}
        </p>
      ) : null}
    </section>
  );
}
