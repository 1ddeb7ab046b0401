import { MESSAGES } from '@orato/shared';
import type { MessageResponse } from '@orato/shared';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { PanelError, PanelLoading } from '@/components/ui/panel-states';
import { LibraryEmpty } from '@/features/library/components/library-states';
import { SelectionToolbar } from '@/features/library/components/selection-toolbar';
import { ShareDialog, type ShareTarget } from '@/features/library/components/share-dialog';
import { useConfirmedDeletion } from '@/features/library/hooks/use-confirmed-deletion';
import { useSelection } from '@/features/library/hooks/use-selection';

/** What one library tab says and does that the others do not (kept stable: a module constant). */
export interface LibraryKind<T extends { id: string }, TDelete> {
  noun: 'image' | 'video';
  /** The accessible name of the list. */
  listLabel: string;
  loadingLabel: string;
  loadError: (message: string) => string;
  deletedMessages: { deleted: string; failed: string };
  confirmTitle: string;
  confirmDescription: (count: number) => string;
  /** Whether an item can be ticked (an image still being made has no URL to delete it by). */
  canSelect?: (item: T) => boolean;
  /** The deletion's input for the ticked items. */
  toDelete: (ticked: T[]) => TDelete;
}

/** What a tab's own row or tile needs from the list around it. */
export interface LibraryItemControls<T> {
  isSelected: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  open: (item: T) => void;
  share: (target: ShareTarget) => void;
}

interface LibraryListProps<T extends { id: string }, TDelete> {
  kind: LibraryKind<T, TDelete>;
  query: UseQueryResult<T[]>;
  deletion: UseMutationResult<MessageResponse, Error, TDelete>;
  /** The tab's list of items (its rows or tiles), once there are items. */
  children: (items: T[], controls: LibraryItemControls<T>) => ReactNode;
  /** The item opened from the list (null when none). */
  dialog: (item: T | null, close: () => void) => ReactNode;
}

const selectAll = () => true;

/**
 * Spec §2/§4: what every library tab shares around its own list: loading, error and empty states,
 * ticking and the selection toolbar above, the delete question, opening and sharing an item.
 */
export function LibraryList<T extends { id: string }, TDelete>({
  kind,
  query,
  deletion: mutation,
  children,
  dialog,
}: LibraryListProps<T, TDelete>) {
  const canSelect = kind.canSelect ?? selectAll;
  const ids = useMemo(
    () => (query.data ?? []).filter(canSelect).map((item) => item.id),
    [query.data, canSelect],
  );
  const selection = useSelection(ids);
  const [opened, setOpened] = useState<T | null>(null);
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const deletion = useConfirmedDeletion(mutation, kind.deletedMessages, selection.clear);

  if (query.isPending) {
    return <PanelLoading label={kind.loadingLabel} />;
  }
  if (query.isError) {
    return (
      <PanelError
        message={kind.loadError(query.error.message)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return <LibraryEmpty />;
  }
  const items = query.data;
  const controls: LibraryItemControls<T> = {
    isSelected: selection.isSelected,
    toggle: selection.toggle,
    open: setOpened,
    share: setSharing,
  };

  return (
    <div className="flex flex-col gap-3">
      <SelectionToolbar
        total={ids.length}
        selectedCount={selection.selected.length}
        noun={kind.noun}
        onSelectAll={selection.setAll}
        onDelete={deletion.ask}
      />
      {children(items, controls)}
      {dialog(opened, () => setOpened(null))}
      <ShareDialog item={sharing} onClose={() => setSharing(null)} />
      <ConfirmDialog
        open={deletion.isConfirming}
        title={kind.confirmTitle}
        description={kind.confirmDescription(selection.selected.length)}
        confirmLabel="Yes"
        cancelLabel="No"
        pendingLabel={MESSAGES.library.deleting}
        isPending={deletion.isPending}
        onConfirm={() =>
          deletion.confirm(
            kind.toDelete(items.filter((item) => canSelect(item) && selection.isSelected(item.id))),
          )
        }
        onCancel={deletion.cancel}
      />
    </div>
  );
}
