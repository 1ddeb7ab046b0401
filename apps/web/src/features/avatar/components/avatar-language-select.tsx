import { MESSAGES, languageName } from '@orato/shared';

import { ALL_LANGUAGES, type AvatarChoice } from '@/features/avatar/hooks/use-avatar-choice';

/** Which presenters the grid shows: all, or those speaking one language (the script's marked). */
export function AvatarLanguageSelect({
  choice: { languages, shownLanguage, showLanguage },
  scriptLanguage,
}: {
  choice: AvatarChoice;
  scriptLanguage: string | undefined;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <label htmlFor="avatar-language" className="text-sm font-medium text-slate-200">
        Language
      </label>
      <select
        id="avatar-language"
        value={shownLanguage}
        onChange={(event) => showLanguage(event.target.value)}
        className="rounded-xl border border-white/15 bg-navy-950/60 px-3 py-2 text-sm text-white focus-visible:outline-2 focus-visible:outline-brand-300"
      >
        <option value={ALL_LANGUAGES}>{MESSAGES.avatar.allLanguages}</option>
        {languages.map((code) => (
          <option key={code} value={code}>
            {code === scriptLanguage
              ? MESSAGES.avatar.scriptLanguageOption(languageName(code))
              : languageName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
