import { BookTextIcon } from 'lucide-react';
import { MESSAGES } from '@orato/shared';

import { EmptyState } from '@/components/ui/empty-state';

/** Spec §2: the empty library. */
export function LibraryEmpty() {
  return (
    <EmptyState icon={<BookTextIcon className="size-7" />} title={MESSAGES.library.emptyTitle}>
      {MESSAGES.library.emptyText}
    </EmptyState>
  );
}
