import { TextField } from '@/components/ui/form/text-field';
import { VideoFormatPicker } from '@/components/ui/format-picker';
import { PresenterSelect } from '@/features/storyboard/components/presenter-select';
import type { Presenter } from '@/features/storyboard/components/presenter-select';
import type { StoryboardSettings as Settings } from '@/features/storyboard/utils/editor-scenes';

function Switch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 rounded-2xl border border-white/10 bg-navy-950/40 px-4 py-3">
      <span>
        <span className="block text-sm font-medium text-white">{label}</span>
        <span className="mt-0.5 block text-xs text-slate-400">{hint}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-white/15 transition-colors peer-checked:bg-brand-400 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-300 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5"
      />
    </label>
  );
}

/** The storyboard as a whole: its title, presenter, the bubble, the burned-in captions and the frame. */
export function StoryboardSettingsPanel({
  settings,
  onChange,
  presenters,
}: {
  settings: Settings;
  onChange: (patch: Partial<Settings>) => void;
  presenters: { list: Presenter[]; isLoading: boolean; error: string | null };
}) {
  return (
    <section
      aria-label="Storyboard settings"
      className="flex flex-col gap-4 rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-4 sm:p-5"
    >
      <TextField
        label="Title"
        value={settings.title}
        maxLength={100}
        placeholder="Shown in your Library"
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <PresenterSelect
        presenters={presenters.list}
        value={settings.creatorName}
        isLoading={presenters.isLoading}
        error={presenters.error}
        onChange={(creatorName) => onChange({ creatorName })}
      />
      <Switch
        label="Presenter bubble on shots and stills"
        hint="The presenter in a small circle in the corner while they narrate."
        checked={settings.bubble}
        onChange={(bubble) => onChange({ bubble })}
      />
      <Switch
        label="Burn captions into the video"
        hint="Captions files (.vtt and .srt) come with every video either way."
        checked={settings.burnCaptions}
        onChange={(burnCaptions) => onChange({ burnCaptions })}
      />
      <VideoFormatPicker
        support={undefined}
        value={{ format: settings.format, captionStyle: settings.captionStyle }}
        onChange={(next) => onChange(next)}
        captions={settings.burnCaptions}
      />
    </section>
  );
}
