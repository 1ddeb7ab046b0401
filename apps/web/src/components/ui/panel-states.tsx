import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A list or table still loading: a spinner where it will stand. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center rounded-3xl border border-white/10 bg-navy-900/60 py-20">
      <Spinner label={label} />
    </div>
  );
}

/** A list or table that could not be loaded: the words why, and a way to try again. */
export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl border border-rose-400/30 bg-rose-500/5 px-6 py-12 text-center"
    >
      <p className="text-sm font-medium break-words text-rose-200">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
