import { useRefreshCredits } from '@/features/account/hooks/use-refresh-credits';
import { VeoStudio } from '@/features/veo/components/veo-studio';
import { GeneratorPage } from '@/app/routes/dashboard/generator-page';

export function VeoGeneratorRoute() {
  const refreshCredits = useRefreshCredits();

  return (
    <GeneratorPage
      title="Veo Video Generation"
      description="Describe a scene in up to 750 words and generate a video clip."
      feature="veo3-videos"
    >
      <VeoStudio onCreditsChanged={refreshCredits} />
    </GeneratorPage>
  );
}
