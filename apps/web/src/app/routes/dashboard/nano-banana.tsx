import { useRefreshCredits } from '@/features/account/hooks/use-refresh-credits';
import { NanoBananaStudio } from '@/features/images/components/nano-banana-studio';
import { GeneratorPage } from '@/app/routes/dashboard/generator-page';

export function NanoBananaRoute() {
  const refreshCredits = useRefreshCredits();

  return (
    <GeneratorPage
      title="AI Image Generation"
      description="Text to Image, Single Image + Prompt, or Multiple Images + Prompt."
      feature="nano-banana"
    >
      <NanoBananaStudio onGenerated={refreshCredits} />
    </GeneratorPage>
  );
}
