import { MESSAGES } from '@orato/shared';
import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import type { StartFrameImage } from '@/features/veo/components/start-frame';
import { apiErrorMessage } from '@/lib/api-error';
import { uploadFromLibrary, useLibraryPick } from '@/lib/library-pick';

/** The clip's first frame: "Use in… VEO" from the Library makes a Library image one. */
export function useStartFrame() {
  const toast = useToast();
  const [startFrame, setStartFrame] = useState<StartFrameImage | null>(null);
  useLibraryPick((pick) => {
    setStartFrame({ previewUrl: pick.previewUrl, url: null });
    uploadFromLibrary(pick.id).then(
      (response) => {
        const url = response.uploaded_files[0] ?? null;
        // removed meanwhile: stays removed
        setStartFrame((current) => (current && url ? { ...current, url } : null));
      },
      (error: unknown) => {
        setStartFrame(null);
        toast.error(apiErrorMessage(error, { fallback: MESSAGES.veo.somethingWrong }));
      },
    );
  });
  return [startFrame, setStartFrame] as const;
}
