import { useUser } from '@/features/account/api/get-user';
import { useSetJobEmails, type JobEmails } from '@/features/account/api/set-job-emails';

const OPTIONS: ReadonlyArray<{ value: JobEmails; label: string }> = [
  { value: 'long', label: 'For jobs over 30 s, when I am not on their page' },
  { value: 'always', label: 'Always' },
  { value: 'never', label: 'Never' },
];

/** Profile: when Orato e-mails "Your video is ready" or "We couldn't make your video". */
export function JobEmailsSetting() {
  const user = useUser();
  const save = useSetJobEmails();
  const value = save.variables ?? user.data?.job_emails ?? 'long';
  return (
    <section
      aria-labelledby="job-emails-title"
      className="rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-6"
    >
      <h2 id="job-emails-title" className="text-base font-semibold text-white">
        E-mail me when a video is ready
      </h2>
      <label className="mt-3 block text-sm text-slate-400">
        <span className="sr-only">When to e-mail</span>
        <select
          value={value}
          disabled={user.isPending || save.isPending}
          onChange={(event) => save.mutate(event.target.value as JobEmails)}
          className="mt-1 w-full rounded-xl border border-white/10 bg-navy-950 px-3 py-2 text-sm text-white"
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {save.isError ? (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          {save.error.message}
        </p>
      ) : null}
    </section>
  );
}
