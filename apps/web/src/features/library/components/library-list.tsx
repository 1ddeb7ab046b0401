import { MESSAGES } from '@orato/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import {
  LibraryEmpty,
  LibraryError,
  LibraryLoading,
} from '@/features/library/components/library-states';
import { SelectionToolbar } from '@/features/library/components/selection-toolbar';

interface LibraryListProps<T> {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  loadError: (message: string) => string;
  noun: 'image' | 'video';
  /** The items that can be ticked (an image still being made cannot). */
  total: number;
  selectedCount: number;
  onSelectAll: (on: boolean) => void;
  deletion: {
    isConfirming: boolean;
    isPending: boolean;
    ask: () => void;
    cancel: () => void;
  };
  confirmTitle: string;
  confirmDescription: string;
  /** Deletes the ticked items of `items` (the answer 'Yes'). */
  onConfirmDelete: (items: T[]) => void;
  /** The list itself, and its dialog, once there are items. */
  children: (items: T[]) => ReactNode;
}

/**
 * Spec §2/§4: what every library tab shares around its own list: loading, error and empty states,
 * the selection toolbar above, and the delete question.
 */
export function LibraryList<T>({ query, children, ...props }: LibraryListProps<T>) {
  if (query.isPending) {
    return <LibraryLoading label={props.loadingLabel} />;
  }
  if (query.isError) {
    return (
      <LibraryError
        message={props.loadError(query.error.message)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return <LibraryEmpty />;
  }
  const items = query.data;

  return (
    <div className="flex flex-col gap-3">
      <SelectionToolbar
        total={props.total}
        selectedCount={props.selectedCount}
        noun={props.noun}
        onSelectAll={props.onSelectAll}
        onDelete={props.deletion.ask}
      />
      {children(items)}
      <ConfirmDialog
        open={props.deletion.isConfirming}
        title={props.confirmTitle}
        description={props.confirmDescription}
        confirmLabel="Yes"
        cancelLabel="No"
        pendingLabel={MESSAGES.library.deleting}
        isPending={props.deletion.isPending}
        onConfirm={() => props.onConfirmDelete(items)}
        onCancel={props.deletion.cancel}
      />
    </div>
  );
}
