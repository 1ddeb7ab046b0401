import { BookTextIcon } from 'lucide-react';
import { MESSAGES } from '@orato/shared';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';

export function LibraryLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center rounded-3xl border border-white/10 bg-navy-900/60 py-20">
      <Spinner label={label} />
    </div>
  );
}

/** Spec §8: 'Error loading videos: {message}' (or images), with a way to try again. */
export function LibraryError({ message, onRetry }: { message: string; onRetry: () => void }) {
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

/** Spec §2: the empty library. */
export function LibraryEmpty() {
  return (
    <EmptyState icon={<BookTextIcon className="size-7" />} title={MESSAGES.library.emptyTitle}>
      {MESSAGES.library.emptyText}
    </EmptyState>
  );
}
