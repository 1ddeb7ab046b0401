import { Trash2Icon } from 'lucide-react';
import { MESSAGES } from '@orato/shared';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';

/**
 * Above a library list: a select-all box, how many items there are, and 'Delete Selected (n)'
 * once anything is ticked (spec §2).
 */
export function SelectionToolbar({
  total,
  selectedCount,
  noun,
  onSelectAll,
  onDelete,
}: {
  total: number;
  selectedCount: number;
  /** 'video' or 'image', for the count and the select-all label. */
  noun: string;
  onSelectAll: (on: boolean) => void;
  onDelete: () => void;
}) {
  const selectAllRef = useRef<HTMLInputElement>(null);
  const allSelected = total > 0 && selectedCount === total;
  useEffect(() => {
    if (selectAllRef.current) {
      selectAllRef.current.indeterminate = selectedCount > 0 && !allSelected;
    }
  }, [selectedCount, allSelected]);

  return (
    <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
      <label className="inline-flex cursor-pointer items-center gap-3 text-sm text-slate-300">
        <input
          ref={selectAllRef}
          type="checkbox"
          checked={allSelected}
          onChange={(event) => onSelectAll(event.target.checked)}
          className="size-5 cursor-pointer rounded accent-brand-400"
        />
        <span>
          {`Select all`}
          <span className="text-slate-500">{` · ${total} ${noun}${total === 1 ? '' : 's'}`}</span>
        </span>
      </label>
      {selectedCount > 0 ? (
        <Button variant="danger" size="sm" onClick={onDelete}>
          <Trash2Icon className="size-4" />
          {MESSAGES.library.deleteSelected(selectedCount)}
        </Button>
      ) : null}
    </div>
  );
}
