import { LIMITS, MESSAGES } from '@orato/shared';
import type { MessageResponse } from '@orato/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
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
  /** The list's look: the frame around it and the list itself; one of them scrolls. */
  layout: { frame: string; list: string; scrolls: 'frame' | 'list' };
  /** An item's own look, ticked or not. */
  itemClassName: (isSelected: boolean) => string;
  /** A sentence the delete question adds for `count` ticked items. */
  confirmNote?: (count: number) => string;
  /** Whether an item can be ticked (an image still being made has no URL to delete it by). */
  canSelect?: (item: T) => boolean;
  /** The deletion's input for the ticked items. */
  toDelete: (ticked: T[]) => TDelete;
}

/** What a tab's own row or tile needs from the list around it. */
export interface LibraryItemControls {
  isSelected: boolean;
  toggle: (on: boolean) => void;
  open: () => void;
  share: (title: string) => void;
}

/** A tab's list as read so far: a page at first, more on asking (issue #38). */
export interface PagedListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface LibraryListProps<T extends { id: string }, TDelete> {
  kind: LibraryKind<T, TDelete>;
  query: PagedListQuery<T>;
  deletion: UseMutationResult<MessageResponse, Error, TDelete>;
  /** What one item shows inside its list item: a row or a tile. */
  renderItem: (item: T, controls: LibraryItemControls) => ReactNode;
  /** The item opened from the list (null when none). */
  dialog: (item: T | null, close: () => void) => ReactNode;
  /** Anything else the tab opens from its items. */
  extra?: ReactNode;
}

const selectAll = () => true;

/** The words of each kind of list (spec §2/§4/§8). */
const TEXTS = {
  image: {
    loading: 'Loading images',
    loadError: MESSAGES.library.loadImagesError,
    deleted: MESSAGES.library.imagesDeleted,
    failed: MESSAGES.library.imagesDeleteFailed,
  },
  video: {
    loading: 'Loading videos',
    loadError: MESSAGES.library.loadVideosError,
    deleted: MESSAGES.library.videosDeleted,
    failed: MESSAGES.library.videosDeleteFailed,
  },
} as const;

/** 'This image will be permanently deleted…', or 'These 3 videos…', with the kind's own note. */
function confirmDescription(
  kind: Pick<LibraryKind<never, never>, 'noun' | 'confirmNote'>,
  count: number,
) {
  const items = count === 1 ? `This ${kind.noun}` : `These ${count} ${kind.noun}s`;
  const note = kind.confirmNote ? ` ${kind.confirmNote(count)}` : '';
  return `${items} will be permanently deleted and cannot be recovered.${note}`;
}

/**
 * Spec §2/§4: what every library tab shares around its own list: loading, error and empty states,
 * ticking and the selection toolbar above, the delete question, opening and sharing an item.
 */
export function LibraryList<T extends { id: string }, TDelete>({
  kind,
  query,
  deletion: mutation,
  renderItem,
  dialog,
  extra,
}: LibraryListProps<T, TDelete>) {
  const canSelect = kind.canSelect ?? selectAll;
  const ids = useMemo(
    () => (query.data ?? []).filter(canSelect).map((item) => item.id),
    [query.data, canSelect],
  );
  const selection = useSelection(ids);
  const [opened, setOpened] = useState<T | null>(null);
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const deletion = useConfirmedDeletion(mutation, TEXTS[kind.noun], selection.clear);

  if (query.isPending) {
    return <PanelLoading label={TEXTS[kind.noun].loading} />;
  }
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <PanelError
        message={TEXTS[kind.noun].loadError(query.error?.message ?? '')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) {
    return <LibraryEmpty />;
  }
  const maxHeight = { maxHeight: LIMITS.listMaxHeightPx };
  const { layout } = kind;

  return (
    <div className="flex flex-col gap-3">
      <SelectionToolbar
        total={ids.length}
        selectedCount={selection.selected.length}
        noun={kind.noun}
        onSelectAll={selection.setAll}
        onDelete={deletion.ask}
      />
      <div style={layout.scrolls === 'frame' ? maxHeight : undefined} className={layout.frame}>
        <ul
          aria-label={kind.listLabel}
          style={layout.scrolls === 'list' ? maxHeight : undefined}
          className={layout.list}
        >
          {items.map((item) => {
            const isSelected = selection.isSelected(item.id);
            return (
              <li
                key={item.id}
                {...{ [`data-${kind.noun}-id`]: item.id }}
                className={kind.itemClassName(isSelected)}
              >
                {renderItem(item, {
                  isSelected,
                  toggle: (on) => selection.toggle(item.id, on),
                  open: () => setOpened(item),
                  share: (title) => setSharing({ id: item.id, title }),
                })}
              </li>
            );
          })}
        </ul>
      </div>
      <LoadMore query={query} noun={kind.noun} />
      {extra}
      {dialog(opened, () => setOpened(null))}
      <ShareDialog item={sharing} onClose={() => setSharing(null)} />
      <ConfirmDialog
        open={deletion.isConfirming}
        title={`Delete selected ${kind.noun}s?`}
        description={confirmDescription(kind, selection.selected.length)}
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

/** Below a list with more to read: "Load more", or why the next page did not come. */
function LoadMore({ query, noun }: { query: PagedListQuery<unknown>; noun: keyof typeof TEXTS }) {
  if (!query.hasNextPage) {
    return null;
  }
  return (
    <div className="flex flex-col items-center gap-2">
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-rose-200">
          {TEXTS[noun].loadError(query.error?.message ?? '')}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="w-full sm:w-auto sm:min-w-40"
        disabled={query.isFetchingNextPage}
        aria-busy={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? MESSAGES.library.loadingMore : MESSAGES.library.loadMore}
      </Button>
    </div>
  );
}
