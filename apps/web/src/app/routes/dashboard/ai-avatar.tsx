import { AvatarWizard } from '@/features/avatar/components/avatar-wizard';
import { useRefreshCredits } from '@/features/account/hooks/use-refresh-credits';
import { GeneratorPage } from '@/app/routes/dashboard/generator-page';

export function AiAvatarRoute() {
  const refreshCredits = useRefreshCredits();

  return (
    <GeneratorPage
      title="AI Talking Avatars"
      description="Write an idea, draft the script, choose an avatar and generate your video."
      feature="ai-avatar"
    >
      <AvatarWizard onCreditsChanged={refreshCredits} />
    </GeneratorPage>
  );
}
