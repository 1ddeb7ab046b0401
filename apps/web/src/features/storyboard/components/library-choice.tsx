import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useLibraryMedia } from '@/features/storyboard/api/list-library-media';
import type { LibraryMedia, LibraryMediaKind } from '@/features/storyboard/api/list-library-media';
import { LibraryPicker } from '@/features/storyboard/components/library-picker';
import { MediaPreview } from '@/features/storyboard/components/media-preview';

/** The Library clip or image a scene uses, and the button that opens the picker. */
export function LibraryChoice({
  kind,
  selectedId,
  onPick,
}: {
  kind: LibraryMediaKind;
  selectedId: string | null;
  onPick: (item: LibraryMedia) => void;
}) {
  const [open, setOpen] = useState(false);
  // the chosen item's preview comes from the list (a storyboard reopened for editing has only ids)
  const media = useLibraryMedia(kind, { enabled: selectedId !== null });
  const chosen = media.data?.find((item) => item.id === selectedId);
  const noun = kind === 'clips' ? 'clip' : 'image';

  return (
    <div className="flex items-center gap-3 rounded-2xl border border-white/10 bg-navy-950/40 p-2">
      {chosen ? (
        <MediaPreview item={chosen} className="aspect-video w-28 shrink-0 rounded-xl" />
      ) : (
        <span className="flex aspect-video w-28 shrink-0 items-center justify-center rounded-xl border border-dashed border-white/15 text-xs text-slate-500">
          {selectedId ? 'Chosen' : `No ${noun}`}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        {chosen?.title ? (
          <p className="line-clamp-2 text-xs text-slate-300" title={chosen.title}>
            {chosen.title}
          </p>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {selectedId ? `Change ${noun}` : `Choose ${kind === 'clips' ? 'a clip' : 'an image'}`}
        </Button>
      </div>
      <LibraryPicker
        kind={kind}
        open={open}
        selectedId={selectedId}
        onPick={(item) => {
          onPick(item);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
