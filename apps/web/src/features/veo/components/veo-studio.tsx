import { VeoForm } from '@/features/veo/components/veo-form';
import { VeoPreview } from '@/features/veo/components/veo-preview';
import { useVeoStudio } from '@/features/veo/hooks/use-veo-studio';
import { pendingFormat } from '@/utils/media-shape';

export interface VeoStudioProps {
  /** Credits moved: 120 held when a clip starts, charged or returned when it settles. */
  onCreditsChanged: () => void;
}

/** The VEO generator (spec §2, §4): prompt, optional negative prompt, status line and preview. */
export function VeoStudio({ onCreditsChanged }: VeoStudioProps) {
  const studio = useVeoStudio(onCreditsChanged);
  const { status, videoUrl, isGenerating } = studio;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <VeoForm studio={studio} />
      <VeoPreview
        isGenerating={isGenerating}
        progress={status?.progress}
        videoUrl={videoUrl}
        poster={status?.thumbnail}
        engine={status?.engine}
        format={status?.format ?? pendingFormat(studio.settings.formatChoice.format)}
        canClear={!!videoUrl || !!studio.statusLine}
        onClear={studio.clearAll}
      />
    </div>
  );
}
