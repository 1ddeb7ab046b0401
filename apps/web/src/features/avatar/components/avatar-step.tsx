import { MESSAGES, type FormatSupport } from '@orato/shared';

import { Alert } from '@/components/ui/alert';
import { BuyCreditsLink } from '@/components/ui/buy-credits-link';
import { VideoFormatPicker } from '@/components/ui/format-picker';
import type { Creator } from '@/features/avatar/api/list-creators';
import { AvatarPicker } from '@/features/avatar/components/avatar-picker';
import { AvatarStepFooter } from '@/features/avatar/components/avatar-step-footer';
import { LanguageMismatchDialog } from '@/features/avatar/components/language-mismatch-dialog';
import { PhotoAvatarDialog } from '@/features/avatar/components/photo-avatar-dialog';
import { WizardPanel } from '@/features/avatar/components/wizard-panel';
import { useAvatarChoice } from '@/features/avatar/hooks/use-avatar-choice';
import type { VideoFormatChoice } from '@/lib/format-choice';

export interface StartError {
  message: string;
  /** The server refused for lack of credits: offer the subscription page. */
  needsCredits: boolean;
}

export interface AvatarStepProps {
  selected: string | null;
  /** The script to quote for the selected presenter. */
  script: string;
  /** The user's own recording, when it speaks instead of a voice: the quote is its length. */
  recordingUrl?: string;
  onSelect: (name: string) => void;
  onBack: () => void;
  /** Generate Video was pressed with this creator list loaded (maybe empty). */
  onGenerate: (creators: Creator[]) => void;
  isStarting: boolean;
  error: StartError | null;
  focusOnMount: boolean;
  /** The script's language, when it can be told: its speakers are suggested first. */
  scriptLanguage?: string;
  /** The video's shape, resolution and caption style, and what this presenter's engine makes. */
  format: VideoFormatChoice;
  formatSupport: FormatSupport | undefined;
  onFormatChange: (next: VideoFormatChoice) => void;
}

/** Step 3 'AI Avatar': pick a presenter from the paged grid, then Generate Video. */
export function AvatarStep(props: AvatarStepProps) {
  const { selected, scriptLanguage, error, isStarting } = props;
  const choice = useAvatarChoice(props);
  return (
    <WizardPanel
      title="AI Avatar"
      intro={MESSAGES.avatar.chooseAvatar}
      focusOnMount={props.focusOnMount}
    >
      <AvatarPicker choice={choice} selected={selected} scriptLanguage={scriptLanguage} />

      <PhotoAvatarDialog
        open={choice.creatingPhoto}
        onClose={() => choice.setCreatingPhoto(false)}
        onCreated={(avatar) => {
          choice.setCreatingPhoto(false);
          choice.setPage(0);
          props.onSelect(avatar.creatorName);
        }}
      />
      <LanguageMismatchDialog choice={choice} scriptLanguage={scriptLanguage} />

      {error ? (
        <Alert className="mt-6" action={error.needsCredits ? <BuyCreditsLink /> : undefined}>
          {error.message}
        </Alert>
      ) : null}

      <VideoFormatPicker
        support={props.formatSupport}
        value={props.format}
        onChange={props.onFormatChange}
        captions
        disabled={isStarting}
        className="mt-8 border-t border-white/10 pt-6"
      />

      <AvatarStepFooter
        choice={choice}
        selected={selected}
        script={props.script}
        isStarting={isStarting}
        onBack={props.onBack}
        onGenerate={props.onGenerate}
      />
    </WizardPanel>
  );
}
