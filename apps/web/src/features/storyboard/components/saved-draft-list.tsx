import type { SavedDraftSummary } from '@orato/shared';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useDeleteSavedDraft, useSavedDrafts } from '@/features/storyboard/api/saved-drafts';
import { errorText } from '@/utils/error-text';

const savedAt = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A draft's name in the list: its title, or the first words of its first line. */
export const draftName = (draft: Pick<SavedDraftSummary, 'title'>) =>
  draft.title.trim() || 'Untitled storyboard';

/**
 * "Continue your draft": the storyboards saved as they were edited, the one saved last first,
 * each to continue or delete. Nothing is shown while there are none.
 */
export function SavedDraftList({
  onContinue,
  openingId,
}: {
  onContinue: (id: string) => void;
  /** The draft being opened, its button busy. */
  openingId: string | null;
}) {
  const drafts = useSavedDrafts();
  const remove = useDeleteSavedDraft();
  const toast = useToast();
  const [pending, setPending] = useState<SavedDraftSummary | null>(null);
  if (!drafts.data?.length) {
    return null;
  }
  return (
    <section
      aria-labelledby="saved-drafts-heading"
      className="rounded-3xl border border-white/10 bg-navy-900/60 p-5 sm:p-6"
    >
      <h2 id="saved-drafts-heading" className="text-base font-semibold text-white">
        Continue your draft
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        Saved as you edit, on any device, until you render it or delete it.
      </p>
      <ul className="mt-4 flex flex-col divide-y divide-white/10">
        {drafts.data.map((draft) => (
          <li
            key={draft.id}
            className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-100">{draftName(draft)}</p>
              <p className="text-sm text-slate-400 tabular-nums">
                {draft.scene_count === 1 ? '1 scene' : `${draft.scene_count} scenes`} · saved{' '}
                <time dateTime={draft.updated_at}>
                  {savedAt.format(new Date(draft.updated_at))}
                </time>
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                aria-label={`Continue ${draftName(draft)}`}
                aria-busy={openingId === draft.id}
                disabled={openingId !== null}
                onClick={() => onContinue(draft.id)}
              >
                Continue
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Delete ${draftName(draft)}`}
                onClick={() => setPending(draft)}
              >
                <Trash2Icon className="size-4" aria-hidden="true" />
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title="Delete this draft?"
        description={pending ? `“${draftName(pending)}” and its scenes will be gone.` : ''}
        confirmLabel="Delete draft"
        cancelLabel="Keep it"
        pendingLabel="Deleting…"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!pending) {
            return;
          }
          remove.mutate(pending.id, {
            onSuccess: () => setPending(null),
            onError: (error) => {
              setPending(null);
              toast.error(errorText(error, 'The draft could not be deleted. Please try again.'));
            },
          });
        }}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
