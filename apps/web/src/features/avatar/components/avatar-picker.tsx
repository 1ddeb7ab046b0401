import { MESSAGES } from '@orato/shared';

import { Spinner } from '@/components/ui/spinner';
import { AvatarLanguageSelect } from '@/features/avatar/components/avatar-language-select';
import { CreatorGrid } from '@/features/avatar/components/creator-grid';
import type { AvatarChoice } from '@/features/avatar/hooks/use-avatar-choice';

/** The presenters: loading, the list's error, or the language filter and the paged grid. */
export function AvatarPicker({
  choice,
  selected,
  scriptLanguage,
}: {
  choice: AvatarChoice;
  selected: string | null;
  scriptLanguage: string | undefined;
}) {
  const { creators } = choice;
  if (creators.isPending) {
    return (
      <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-white/15 py-16 text-sm text-slate-400">
        <Spinner label={MESSAGES.landing.loadingAvatars} />
        <span aria-hidden="true">{MESSAGES.landing.loadingAvatars}</span>
      </div>
    );
  }
  if (creators.isError) {
    return (
      <p
        role="alert"
        className="rounded-2xl border border-rose-400/30 bg-rose-500/10 px-4 py-6 text-center text-sm text-rose-300"
      >
        {MESSAGES.avatar.creatorListError(creators.error.message)}
      </p>
    );
  }
  return (
    <>
      {choice.languages.length > 1 ? (
        <AvatarLanguageSelect choice={choice} scriptLanguage={scriptLanguage} />
      ) : null}
      <CreatorGrid
        creators={choice.shown}
        selected={selected}
        onSelect={choice.choose}
        page={choice.page}
        onPageChange={choice.setPage}
        scriptLanguage={scriptLanguage}
        onCreatePhoto={() => choice.setCreatingPhoto(true)}
      />
    </>
  );
}
