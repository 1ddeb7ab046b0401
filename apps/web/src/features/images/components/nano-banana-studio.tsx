import { GenerationResults } from '@/features/images/components/generation-results';
import { ImageForm } from '@/features/images/components/image-form';
import { ResumedImageProgress } from '@/features/images/components/resumed-image-progress';
import { useNanoBananaStudio } from '@/features/images/hooks/use-nano-banana-studio';

/**
 * Spec §2 Nano Banana: mode, uploads (stored as soon as they are chosen), prompt, Clear All and
 * Generate Magic, and the results panel. `onGenerated` runs after each image (credits moved).
 */
export function NanoBananaStudio({ onGenerated }: { onGenerated?: () => void }) {
  const studio = useNanoBananaStudio(onGenerated);
  const { running, result, progress, setResultsPanel } = studio;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <ImageForm studio={studio} />

      {running ? <ResumedImageProgress running={running} /> : null}

      <div ref={setResultsPanel} className="scroll-mt-20">
        <GenerationResults
          progress={progress}
          result={result?.data ?? null}
          prompt={result?.prompt ?? null}
        />
      </div>
    </div>
  );
}
