import { MESSAGES, languageName } from '@orato/shared';

import { ConfirmDialog } from '@/components/ui/dialog';
import type { AvatarChoice } from '@/features/avatar/hooks/use-avatar-choice';

/** Asked before a presenter who speaks another language than the script is chosen. */
export function LanguageMismatchDialog({
  choice: { pending, settlePending },
  scriptLanguage,
}: {
  choice: AvatarChoice;
  scriptLanguage: string | undefined;
}) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={MESSAGES.avatar.languageMismatchTitle}
      description={
        pending?.language && scriptLanguage
          ? MESSAGES.avatar.languageMismatch(
              pending.name,
              languageName(pending.language),
              languageName(scriptLanguage),
            )
          : ''
      }
      confirmLabel={MESSAGES.avatar.languageMismatchConfirm}
      cancelLabel={MESSAGES.avatar.languageMismatchCancel}
      confirmVariant="primary"
      onConfirm={() => settlePending(true)}
      onCancel={() => settlePending(false)}
    />
  );
}
